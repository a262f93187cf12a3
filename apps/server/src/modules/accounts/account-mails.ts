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

const ACCOUNT_EXISTS: Record<Locale, { subject: string; text: (appUrl: string) => string }> = {
  'ro-RO': {
    subject: 'Ai deja un cont cu această adresă',
    text: (appUrl) =>
      'Cineva (poate chiar tu) a încercat să creeze un cont nou cu această adresă de e-mail, dar ai deja un cont.\n\n' +
      `Intră în cont: ${appUrl}/login\nAi uitat parola? ${appUrl}/forgot-password\n\n` +
      'Dacă nu ai încercat tu, ignoră mesajul: contul tău nu s-a schimbat.\n',
  },
  'en-GB': {
    subject: 'You already have an account with this address',
    text: (appUrl) =>
      'Someone (perhaps you) tried to create a new account with this e-mail address, but you already have one.\n\n' +
      `Sign in: ${appUrl}/login\nForgot your password? ${appUrl}/forgot-password\n\n` +
      'If it was not you, ignore this message: your account has not changed.\n',
  },
};

/**
 * Sign-up with an address that already has an account: the page answers as for a new one (no
 * listing of accounts through sign-up), and the address's owner learns of it here.
 */
export function accountExistsMail(to: string, locale: Locale, appUrl: string): OutgoingMail {
  const template = ACCOUNT_EXISTS[locale];
  return { to, subject: template.subject, text: template.text(appUrl.replace(/\/+$/, '')) };
}
