import type { Locale } from '@app/domain/auth/locale';
import type { MailAttachment, OutgoingMail } from '../../platform/mail/mailer';

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

/** The platform's proforma (pay by bank transfer) or invoice of a subscription, its PDF attached. */
export function platformDocumentMail(input: {
  to: string;
  locale: Locale;
  kind: 'proforma' | 'invoice';
  number: string;
  planName: string;
  companyName: string;
  amount: string;
  pdf: MailAttachment;
}): OutgoingMail {
  const mail = { to: input.to, attachments: [input.pdf] };
  if (input.locale === 'en-GB') {
    return input.kind === 'proforma'
      ? {
          ...mail,
          subject: `Proforma ${input.number} for the ${input.planName} subscription of ${input.companyName}`,
          text:
            `Attached is proforma ${input.number} of ${input.amount} (VAT included) for the ${input.planName} subscription of ${input.companyName}.\n\n` +
            'Pay it by bank transfer to the account it names, with its number in the payment details: the subscription starts once the payment is received.\n',
        }
      : {
          ...mail,
          subject: `Invoice ${input.number} for the ${input.planName} subscription of ${input.companyName}`,
          text: `Attached is invoice ${input.number} of ${input.amount} (VAT included) for the ${input.planName} subscription of ${input.companyName}, paid. Thank you.\n`,
        };
  }
  return input.kind === 'proforma'
    ? {
        ...mail,
        subject: `Proforma ${input.number} pentru abonamentul ${input.planName} al firmei ${input.companyName}`,
        text:
          `Atașat găsești proforma ${input.number} în valoare de ${input.amount} (TVA inclus) pentru abonamentul ${input.planName} al firmei ${input.companyName}.\n\n` +
          'Plătește-o prin transfer bancar în contul indicat pe ea, cu numărul ei în detaliile plății: abonamentul începe când plata este primită.\n',
      }
    : {
        ...mail,
        subject: `Factura ${input.number} pentru abonamentul ${input.planName} al firmei ${input.companyName}`,
        text: `Atașat găsești factura ${input.number} în valoare de ${input.amount} (TVA inclus) pentru abonamentul ${input.planName} al firmei ${input.companyName}, achitată. Îți mulțumim!\n`,
      };
}
