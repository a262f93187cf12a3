import type { Locale } from '@app/domain/auth/locale';
import type { OutgoingMail } from '../../platform/mail/mailer';
import type { CodePurpose } from './verification-codes';

type Template = { subject: string; intro: string };

const TEMPLATES: Record<Locale, Record<CodePurpose, Template>> = {
  'ro-RO': {
    'verify-email': {
      subject: 'Codul de verificare a adresei de e-mail',
      intro: 'Folosește acest cod pentru a-ți verifica adresa de e-mail:',
    },
    'reset-password': {
      subject: 'Codul pentru resetarea parolei',
      intro: 'Folosește acest cod pentru a-ți reseta parola:',
    },
    'change-email': {
      subject: 'Codul pentru schimbarea adresei de e-mail',
      intro: 'Folosește acest cod pentru a confirma noua adresă de e-mail:',
    },
  },
  'en-GB': {
    'verify-email': {
      subject: 'Your e-mail verification code',
      intro: 'Use this code to verify your e-mail address:',
    },
    'reset-password': { subject: 'Your password reset code', intro: 'Use this code to reset your password:' },
    'change-email': {
      subject: 'Your e-mail change code',
      intro: 'Use this code to confirm your new e-mail address:',
    },
  },
};

const FOOTER: Record<Locale, (minutes: number) => string> = {
  'ro-RO': (minutes) => `Codul expiră în ${minutes} de minute. Dacă nu ai cerut acest cod, ignoră mesajul.`,
  'en-GB': (minutes) =>
    `The code expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
};

export function codeMail(
  to: string,
  locale: Locale,
  purpose: CodePurpose,
  code: string,
  minutes: number,
): OutgoingMail {
  const template = TEMPLATES[locale][purpose];
  return {
    to,
    subject: template.subject,
    text: `${template.intro}\n\n${code}\n\n${FOOTER[locale](minutes)}\n`,
  };
}
