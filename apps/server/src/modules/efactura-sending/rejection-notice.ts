import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Mailer } from '../../platform/mail/mailer';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import type { NotificationsService } from '../notifications/notifications.service';
import { efacturaSendingRepo as repo, type SubmissionRow } from './efactura-sending.repo';

/** Said when ANAF rejects a send, in the rejecting transaction. */
export type RejectionNotice = (tx: Tx, submission: SubmissionRow) => Promise<void>;

const TEXTS = {
  'ro-RO': {
    subject: (number: string) => `Factura ${number} a fost respinsă de RO e-Factura`,
    body: (number: string, partner: string, errors: string[]) =>
      `Factura ${number} către ${partner} a fost respinsă de ANAF în RO e-Factura.\n\n` +
      `Mesajele ANAF:\n${errors.map((error) => `- ${error}`).join('\n')}\n\n` +
      'Corectați factura și trimiteți-o din nou.',
  },
  'en-GB': {
    subject: (number: string) => `Invoice ${number} was rejected by RO e-Factura`,
    body: (number: string, partner: string, errors: string[]) =>
      `Invoice ${number} to ${partner} was rejected by ANAF in RO e-Factura.\n\n` +
      `ANAF's messages:\n${errors.map((error) => `- ${error}`).join('\n')}\n\n` +
      'Correct the invoice and send it again.',
  },
} as const;

/**
 * The notification `client-invoices-efactura-rejected` (real time once committed) and an e-mail in
 * each user's language to the company's admins and the users who see its invoices.
 */
export function createRejectionNotice(notifications: NotificationsService, mailer: Mailer): RejectionNotice {
  return async (tx, submission) => {
    const [invoice] = await tx.db
      .select({
        seriesNumber: clientDocuments.seriesNumber,
        partnerName: clientDocuments.partnerName,
        grossTotal: clientDocuments.grossTotal,
        currency: clientDocuments.currency,
      })
      .from(clientDocuments)
      .where(eq(clientDocuments.id, submission.clientDocumentId));
    if (!invoice) return;
    const { tenantId, users } = await repo.recipients(tx.db, submission.companyId);
    if (!tenantId) return;
    const number = invoice.seriesNumber ?? '';
    await notifications.notify(tx, {
      tenantId,
      companyId: submission.companyId,
      type: 'client-invoices-efactura-rejected',
      data: {
        invoiceId: submission.clientDocumentId,
        seriesAndNumber: number,
        partnerName: invoice.partnerName,
        grossTotal: invoice.grossTotal,
        currencyCode: invoice.currency,
      },
    });
    const errors = submission.errors.length > 0 ? submission.errors : ['-'];
    for (const user of users) {
      const texts = TEXTS[user.locale] ?? TEXTS['ro-RO'];
      await mailer.queue(tx, {
        to: user.email,
        subject: texts.subject(number),
        text: texts.body(number, invoice.partnerName, errors),
      });
    }
  };
}
