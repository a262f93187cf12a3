import type { SupplierInvoicePayload } from '@app/domain/invoicing/supplier-invoice.schemas';
import { computeTotals, type DocumentTotals } from '@app/domain/invoicing/totals';
import type { Db } from '../../db/client';
import {
  checkLineSources,
  FieldErrorCollector,
  lineRatesOf,
  loadLineSources,
  type StoredLineValues,
  storedAmountsOf,
  storedLinesOf,
  totalsInputOf,
} from '../../platform/invoicing/invoice-lines-builder';
import { supplierInvoicesRepo as repo, type SupplierInvoiceValues } from './supplier-invoices.repo';

export type BuiltSupplierInvoice = {
  values: Omit<SupplierInvoiceValues, 'status'>;
  lines: StoredLineValues[];
  totals: DocumentTotals;
};

const SUPPLIER_ROLES = new Set(['supplier', 'both']);

/**
 * Checks a supplier invoice payload against the company's data (spec 02 §5 Supplier invoice,
 * Quantities and prices) and turns it into the stored row and lines: the supplier must be one of
 * the company's partners with a supplier role, its series and number unused by another of its
 * invoices, the lines' rates, units and products the company's; the totals are the domain
 * arithmetic's, as on client invoices. Every broken rule is a 422.
 */
export async function buildSupplierInvoice(
  db: Db,
  companyId: string,
  payload: SupplierInvoicePayload,
  exceptId: string | null,
): Promise<BuiltSupplierInvoice> {
  const errors = new FieldErrorCollector();
  const partner = await repo.partner(db, companyId, payload.partnerId);
  const sources = await loadLineSources(db, companyId, payload.lines);
  if (!partner) errors.add(['partnerId'], 'exists');
  else if (!SUPPLIER_ROLES.has(partner.role)) errors.add(['partnerId'], 'invalid');
  else if (await repo.seriesNumberTaken(db, companyId, payload, exceptId)) errors.add(['number'], 'unique');
  checkLineSources(payload.lines, sources, errors);
  errors.throwIfAny();

  const lineRates = lineRatesOf(payload.lines, sources);
  const totalsInput = totalsInputOf(payload, lineRates, errors);
  errors.throwIfAny();
  const totals = computeTotals(totalsInput);

  const { lines: _lines, ...header } = payload;
  const values: BuiltSupplierInvoice['values'] = {
    ...header,
    partnerName: (partner as NonNullable<typeof partner>).name,
    seriesNumber: `${payload.series}${payload.number}`,
    currencyRate: payload.currency === 'RON' ? null : payload.currencyRate,
    discountValue: payload.discountType ? payload.discountValue : null,
    lineNetTotal: totals.lineNetTotal,
    allowanceTotal: totals.allowanceTotal,
    netTotal: totals.netTotal,
    vatTotal: totals.vatTotal,
    grossTotal: totals.grossTotal,
    amountDue: totals.amountDue,
    amounts: storedAmountsOf(totals),
  };
  return { values, lines: storedLinesOf(payload, lineRates, totals), totals };
}
