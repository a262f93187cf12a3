import type { Locale } from '@app/domain/auth/locale';
import type { OutgoingMail } from '../../../platform/mail/mailer';

const TEXT: Record<
  Locale,
  (input: { inviter: string; link: string; days: number }) => { subject: string; text: string }
> = {
  'ro-RO': ({ inviter, link, days }) => ({
    subject: `${inviter} te-a invitat să lucrezi împreună în Facturare`,
    text: `${inviter} ți-a creat un cont de utilizator în Facturare.\n\nAlege-ți parola din această adresă:\n${link}\n\nLinkul este valabil ${days} zile și poate fi folosit o singură dată.\n`,
  }),
  'en-GB': ({ inviter, link, days }) => ({
    subject: `${inviter} has invited you to work together in Facturare`,
    text: `${inviter} has created a user account for you in Facturare.\n\nChoose your password at this address:\n${link}\n\nThe link is valid for ${days} days and works once.\n`,
  }),
};

export function invitationMail(input: {
  to: string;
  locale: Locale;
  inviter: string;
  link: string;
  days: number;
}): OutgoingMail {
  return { to: input.to, ...TEXT[input.locale](input) };
}
