import type { OutgoingMail } from '../../platform/mail/mailer';

/** The e-mail to a company's administrators about its certificate: 30 days before, and on the day. */
export function certificateMail(
  to: { email: string; locale: 'ro-RO' | 'en-GB' },
  companyName: string,
  date: string,
  daysLeft: number,
  appUrl: string,
  companyId: string,
): OutgoingMail {
  const page = `${appUrl.replace(/\/+$/, '')}/my-companies/${companyId}/anaf-spv`;
  if (to.locale === 'en-GB') {
    const when = daysLeft === 0 ? 'expires today' : `expires in ${daysLeft} days, on ${date}`;
    return {
      to: to.email,
      subject: `The digital certificate of ${companyName} ${daysLeft === 0 ? 'expires today' : 'expires soon'}`,
      text: `The digital certificate used for the ANAF SPV connection of ${companyName} ${when}.\n\nRenew it and authorise the connection again so that e-invoices keep being sent and received: ${page}\n`,
    };
  }
  const when = daysLeft === 0 ? 'expiră astăzi' : `expiră în ${daysLeft} zile, pe ${date}`;
  return {
    to: to.email,
    subject: `Certificatul digital al ${companyName} ${daysLeft === 0 ? 'expiră astăzi' : 'expiră în curând'}`,
    text: `Certificatul digital folosit pentru conexiunea cu SPV ANAF a ${companyName} ${when}.\n\nReînnoiți-l și autorizați din nou conexiunea, ca facturile electronice să fie trimise și primite în continuare: ${page}\n`,
  };
}
