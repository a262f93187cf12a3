import { clientInvoiceXmlBlocker } from '@app/domain/einvoice/from-client-invoice';
import type { DocumentWarning } from '@app/domain/invoicing/client-document.schemas';
import { hasVatRateOutOfPeriod, taxPointDateOf } from '@app/domain/invoicing/vat-rate-period';
import { todayInRomania } from '@app/domain/validators/iso-date';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client';
import { einvoiceSourceOf } from './client-invoice-einvoice';
import { type DocumentRow, clientDocumentsRepo as repo } from './client-invoices.repo';
import { documentSourcesRepo } from './document-sources.repo';

/**
 * What a document's page warns about without refusing anything: dates that would block issuing,
 * an exchange rate not of the issue date, a client no XML can be made for, a VAT rate out of force,
 * a seller without a bank account.
 */
export async function warningsOf(db: Db, row: DocumentRow): Promise<DocumentWarning[]> {
  const warnings: DocumentWarning[] = [];
  const today = todayInRomania();
  if (row.status === 'draft' && row.issueDate > today) {
    warnings.push('issue-date-in-future');
    if (
      row.kind === 'invoice' &&
      (await repo.draftsBefore(db, row.companyId, row.documentSeriesId, row.issueDate, row.id))
    )
      warnings.push('earlier-drafts-unissuable');
  }
  const series = await documentSourcesRepo.series(db, row.companyId, row.documentSeriesId);
  if (series && series.startDate > row.issueDate) warnings.push('series-starts-after-issue-date');
  if (row.currency !== 'RON' && row.currencyRate !== null) {
    const published = await documentSourcesRepo.publishedRate(db, row.currency, row.issueDate);
    if (published === null || !new Decimal(published).eq(row.currencyRate))
      warnings.push('rate-not-from-issue-date');
  }
  // Exactly when no XML can be made: a Romanian natural person without a CNP (a foreign one needs none).
  if (clientInvoiceXmlBlocker(einvoiceSourceOf(row, [])) === 'client-without-cnp')
    warnings.push('client-without-cnp');
  if (hasVatRateOutOfPeriod(await repo.lineRatePeriods(db, row.id), taxPointDateOf(row)))
    warnings.push('vat-rate-not-in-force');
  if (row.seller.bankAccounts.length === 0) warnings.push('seller-without-bank-account');
  return warnings;
}
