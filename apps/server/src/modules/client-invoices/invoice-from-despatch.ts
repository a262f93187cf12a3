import {
  type ClientDocumentPayload,
  clientDocumentInputSchema,
} from '@app/domain/invoicing/client-document.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { Tx } from '../../db/client';
import { HttpError, notFound } from '../../platform/http/errors';
import type { DocumentRow } from './client-invoices.repo';
import { documentSourcesRepo } from './document-sources.repo';
import { type DespatchAdviceLineRow, type DespatchAdviceRow, invoiceStockRepo } from './invoice-stock.repo';

const refused = (reason: string) => new HttpError(422, `client-invoices.errors.${reason}`, { errors: {} });

/**
 * The draft invoice of a despatch advice (issue 14 item 3): its client, currency, warehouse and
 * lines (quantities and prices as despatched), dated today in the current invoice series, naming
 * the despatch advice as its despatch advice reference (BT-16). A line without a VAT rate (a
 * non-payer's despatch) takes the company's non-payer rate.
 */
async function payloadOf(
  tx: Tx,
  despatch: DespatchAdviceRow,
  lines: DespatchAdviceLineRow[],
): Promise<ClientDocumentPayload> {
  const issueDate = todayInRomania();
  const seriesId = await documentSourcesRepo.defaultSeries(
    tx.db,
    despatch.companyId,
    'client-invoice',
    issueDate,
  );
  if (!seriesId) throw new HttpError(422, 'client-invoices.errors.no-series', { errors: {} });
  const internalRate = lines.some((line) => line.vatRateId === null)
    ? await invoiceStockRepo.internalVatRateId(tx.db, despatch.companyId)
    : null;
  const parsed = clientDocumentInputSchema.safeParse({
    partnerId: despatch.partnerId,
    documentSeriesId: seriesId,
    issueDate,
    currency: despatch.currency,
    currencyRate: despatch.currency === 'RON' ? null : despatch.currencyRate,
    notes: despatch.notes,
    despatchAdviceReference: despatch.seriesNumber,
    warehouseId: despatch.warehouseId,
    lines: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      unitCode: line.unitCode,
      quantity: line.quantity,
      packagingQuantity: line.packagingQuantity,
      price: line.price,
      vatRateId: line.vatRateId ?? internalRate,
      standardCode: line.standardCode,
      standardCodeScheme: line.standardCodeScheme,
    })),
  });
  // A despatch advice that cannot make an invoice (no client, no lines) is refused as a whole.
  if (!parsed.success) throw refused('despatch-not-invoiceable');
  return parsed.data;
}

/**
 * Makes the invoice of a published despatch advice and links them (stock_documents.client_invoice_id),
 * the despatch advice locked meanwhile: a second invoice of it is refused while the first stands (a
 * voided invoice frees it). `insert` stores the draft the way every other draft is stored.
 */
export async function invoiceFromDespatchAdvice(
  tx: Tx,
  companyId: string,
  documentId: string,
  insert: (payload: ClientDocumentPayload) => Promise<DocumentRow>,
): Promise<DocumentRow> {
  const despatch = await invoiceStockRepo.lockDespatchAdvice(tx.db, companyId, documentId);
  if (!despatch) throw notFound();
  if (despatch.status !== 'published') throw refused('despatch-not-published');
  if (despatch.refundsId) throw refused('despatch-is-storno');
  if (
    despatch.clientInvoiceId &&
    (await invoiceStockRepo.invoiceStands(tx.db, companyId, despatch.clientInvoiceId))
  )
    throw refused('despatch-already-invoiced');
  const lines = await invoiceStockRepo.despatchAdviceLines(tx.db, despatch.id);
  const invoice = await insert(await payloadOf(tx, despatch, lines));
  await invoiceStockRepo.linkDespatchAdvice(tx.db, companyId, despatch.id, invoice.id);
  return invoice;
}
