import type { Locale } from '@app/domain/auth/locale';
import type { OutgoingMail } from '../../platform/mail/mailer';

const dateText = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Bucharest' }).format(date);

/** A pending card payment's page, sent to whoever pays it. */
export function paymentLinkMail(input: {
  to: string;
  locale: Locale;
  planName: string;
  companyName: string;
  amount: string;
  payUrl: string;
}): OutgoingMail {
  if (input.locale === 'en-GB') {
    return {
      to: input.to,
      subject: `Payment of the ${input.planName} subscription of ${input.companyName}`,
      text:
        `You are asked to pay ${input.amount} (VAT included) for the ${input.planName} subscription of ${input.companyName}.\n\n` +
        `Pay by card on the payment provider's secure page: ${input.payUrl}\n`,
    };
  }
  return {
    to: input.to,
    subject: `Plata abonamentului ${input.planName} al firmei ${input.companyName}`,
    text:
      `Ți se cere plata sumei de ${input.amount} (TVA inclus) pentru abonamentul ${input.planName} al firmei ${input.companyName}.\n\n` +
      `Plătește cu cardul pe pagina securizată a procesatorului de plăți: ${input.payUrl}\n`,
  };
}

/** The reminder 2 days before a subscription ends without renewing itself. */
export function expiryReminderMail(input: {
  to: string;
  locale: Locale;
  planName: string;
  companyName: string;
  expiresAt: Date;
  subscriptionsUrl: string;
}): OutgoingMail {
  const when = dateText(input.expiresAt, input.locale);
  if (input.locale === 'en-GB') {
    return {
      to: input.to,
      subject: `Your ${input.planName} subscription ends on ${when}`,
      text:
        `The ${input.planName} subscription of ${input.companyName} ends on ${when} and will not renew by itself.\n\n` +
        `To keep using it without a break, buy the next period: ${input.subscriptionsUrl}\n`,
    };
  }
  return {
    to: input.to,
    subject: `Abonamentul ${input.planName} expiră pe ${when}`,
    text:
      `Abonamentul ${input.planName} al firmei ${input.companyName} expiră pe ${when} și nu se reînnoiește automat.\n\n` +
      `Ca să îl folosești în continuare fără întrerupere, cumpără perioada următoare: ${input.subscriptionsUrl}\n`,
  };
}
