import type { Locale } from '@app/domain/auth/locale';
import { type DeviceDescription, deviceLabel } from '@app/domain/auth/sign-in-origin';
import type { OutgoingMail } from '../../../platform/mail/mailer';

const TEXT: Record<
  Locale,
  {
    subject: string;
    intro: string;
    when: string;
    where: string;
    device: string;
    unknown: string;
    advice: string;
  }
> = {
  'ro-RO': {
    subject: 'Autentificare nouă în contul tău',
    intro:
      'Cineva s-a autentificat în contul tău de pe un dispozitiv sau dintr-o rețea pe care nu le-ai mai folosit.',
    when: 'Data și ora',
    where: 'Adresa IP',
    device: 'Browser',
    unknown: 'necunoscut',
    advice:
      'Dacă ai fost tu, nu trebuie să faci nimic. Dacă nu, schimbă-ți parola, activează autentificarea în doi pași și închide celelalte sesiuni din pagina Contul meu.',
  },
  'en-GB': {
    subject: 'New sign-in to your account',
    intro: 'Someone signed in to your account from a device or a network you had not used before.',
    when: 'Date and time',
    where: 'IP address',
    device: 'Browser',
    unknown: 'unknown',
    advice:
      'If it was you, there is nothing to do. If not, change your password, turn on two-factor authentication and end the other sessions in My account.',
  },
};

export function newSignInMail(input: {
  to: string;
  locale: Locale;
  timezone: string;
  at: Date;
  ip: string | null;
  device: DeviceDescription;
}): OutgoingMail {
  const text = TEXT[input.locale];
  const when = new Intl.DateTimeFormat(input.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: input.timezone,
  }).format(input.at);
  return {
    to: input.to,
    subject: text.subject,
    text: [
      text.intro,
      '',
      `${text.when}: ${when} (${input.timezone})`,
      `${text.where}: ${input.ip ?? text.unknown}`,
      `${text.device}: ${deviceLabel(input.device, text.unknown)}`,
      '',
      text.advice,
      '',
    ].join('\n'),
  };
}
