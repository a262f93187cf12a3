import { clientDocumentInputSchema } from '@app/domain/invoicing/client-document.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { Tx } from '../../db/client';
import type { ClientDocumentsService } from './client-documents.service';
import { type DocumentKind, type DocumentRow, clientDocumentsRepo as repo } from './client-invoices.repo';
import { documentSourcesRepo } from './document-sources.repo';

const SERIES_TYPE = { invoice: 'client-invoice', proforma: 'client-proforma-invoice' } as const;

/** One line sold at a price that includes VAT at the issuer's standard rate. */
export type SystemLine = { name: string; grossPrice: string };

/** Why the app could not issue a document of its own: the issuing company lacks a series or a rate. */
export class SystemDocumentError extends Error {}

export type SystemDocuments = ReturnType<typeof createSystemDocuments>;

/**
 * Documents the app issues by itself in a company's name (the platform invoicing its
 * subscriptions): built and numbered by the same service as the company's own, in the caller's
 * transaction, with the company's current series and standard VAT rate.
 */
export function createSystemDocuments(service: ClientDocumentsService) {
  async function payload(tx: Tx, companyId: string, kind: DocumentKind, partnerId: string, line: SystemLine) {
    const day = todayInRomania();
    const [seriesId, rateId] = await Promise.all([
      documentSourcesRepo.defaultSeries(tx.db, companyId, SERIES_TYPE[kind], day),
      documentSourcesRepo.standardRateOn(tx.db, companyId, day),
    ]);
    if (!seriesId) throw new SystemDocumentError(`no ${SERIES_TYPE[kind]} series`);
    if (!rateId) throw new SystemDocumentError('no standard VAT rate');
    return clientDocumentInputSchema.parse({
      partnerId,
      documentSeriesId: seriesId,
      issueDate: day,
      dueDateType: kind === 'proforma' ? '15-days' : 'issue-date',
      pricesIncludeVat: true,
      paymentMethod: kind === 'proforma' ? 'bank-transfer' : 'card',
      lines: [{ name: line.name, unitCode: 'H87', quantity: '1', price: line.grossPrice, vatRateId: rateId }],
    });
  }

  return {
    /** A numbered proforma the buyer pays by bank transfer. */
    async proforma(tx: Tx, companyId: string, partnerId: string, line: SystemLine): Promise<DocumentRow> {
      return service.insertIn(
        tx,
        companyId,
        'proforma',
        await payload(tx, companyId, 'proforma', partnerId, line),
      );
    },

    /** An issued invoice (linked to its proforma when there is one): created and published at once. */
    async invoice(
      tx: Tx,
      companyId: string,
      partnerId: string,
      line: SystemLine,
      options: { proformaId?: string | null; paidBy: 'card' | 'bank-transfer' },
    ): Promise<DocumentRow> {
      const body = await payload(tx, companyId, 'invoice', partnerId, line);
      const draft = await service.insertIn(tx, companyId, 'invoice', {
        ...body,
        paymentMethod: options.paidBy,
        proformaId: options.proformaId ?? null,
      });
      if (options.proformaId)
        await repo.update(tx.db, companyId, options.proformaId, { invoiceId: draft.id });
      return service.publishIn(tx, companyId, draft.id, {});
    },
  };
}
