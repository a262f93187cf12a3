import type { EInvoice, EInvoiceLine, EInvoiceParty } from '@app/domain/einvoice/einvoice.types';
import Decimal from 'decimal.js';
import type { StoredLineValues } from '../../platform/invoicing/invoice-lines-builder';
import type { WrittenSupplierInvoice } from '../supplier-invoices/supplier-invoice-receipt';

/** A VAT rate of the company, as lines must name one. */
export type CompanyVatRate = {
  id: string;
  code: string;
  value: string | null;
  exemptionReasonCode: string | null;
};

/** The received invoice cannot become a supplier invoice; the e-invoice is kept with this reason. */
export class ReceivedInvoiceError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'ReceivedInvoiceError';
  }
}

/** The party's CUI, digits only: its VAT id without RO, its tax registration id or its legal id. */
export function partyCif(party: EInvoiceParty): string | null {
  const candidates = [
    party.vatId,
    party.taxRegistrationId,
    party.legalId?.id,
    ...party.identifiers.map((i) => i.id),
  ];
  for (const candidate of candidates) {
    const digits = candidate?.replace(/\s+/g, '').replace(/^RO/i, '');
    if (digits && /^\d{2,10}$/.test(digits)) return digits;
  }
  return null;
}

/**
 * BT-1 split into the series and number a supplier invoice keeps: the trailing digits are the
 * number, what precedes them (without separators at its end) the series; an id without trailing
 * digits is all number.
 */
export function splitInvoiceId(id: string): { series: string; number: string } {
  const trimmed = id.trim();
  const match = /^(.*?)(\d+)$/.exec(trimmed);
  if (!match) return { series: '', number: trimmed };
  return { series: (match[1] ?? '').replace(/[\s\-/_.#]+$/, ''), number: match[2] ?? trimmed };
}

const sameRate = (rate: CompanyVatRate, category: string, value: string | null) =>
  rate.code === category && new Decimal(rate.value ?? '0').eq(new Decimal(value ?? '0'));

/**
 * The company's VAT rate for a line's category and percent (an exemption reason as the breakdown
 * names it preferred). A rate the company does not have is an error: lines must name one of its rates.
 */
export function rateFor(
  rates: CompanyVatRate[],
  category: string,
  value: string | null,
  exemptionReasonCode: string | null,
): CompanyVatRate {
  const matching = rates.filter((rate) => sameRate(rate, category, value));
  const chosen =
    matching.find((rate) => (rate.exemptionReasonCode ?? null) === exemptionReasonCode) ?? matching[0];
  if (!chosen) throw new ReceivedInvoiceError(`vat-rate-missing:${category}:${value ?? '-'}`);
  return chosen;
}

const money = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

function lineOf(
  line: EInvoiceLine,
  position: number,
  invoice: EInvoice,
  rates: CompanyVatRate[],
): StoredLineValues {
  const exemption =
    invoice.vatBreakdown.find((row) => row.category === line.item.vatCategory)?.exemptionReasonCode ?? null;
  const rate = rateFor(rates, line.item.vatCategory, line.item.vatRate, exemption);
  const net = new Decimal(line.net);
  // The XML gives VAT per category, not per line: a line's VAT is its share at its rate.
  const vat = net.mul(new Decimal(line.item.vatRate ?? '0')).div(100);
  const percent = line.allowances.find((allowance) => allowance.percent !== null)?.percent ?? null;
  const standard = line.item.standardId;
  return {
    position,
    productId: null,
    name: line.item.name,
    description: line.item.description,
    unitCode: line.unitCode,
    quantity: line.quantity,
    baseQuantity: line.price.baseQuantity ?? '1',
    packagingQuantity: null,
    price: line.price.amount,
    discountPercent: percent,
    vatRateId: rate.id,
    vatCategory: line.item.vatCategory,
    vatRate: line.item.vatRate ?? '0',
    exemptionReasonCode: exemption,
    currency: null,
    currencyRate: null,
    currencyPriceDescription: null,
    productCode: line.item.buyerId,
    partnerProductCode: line.item.sellerId,
    clientAccountingReference: line.accountingCost,
    standardCode: standard?.schemeId ? standard.id : null,
    standardCodeScheme: standard?.schemeId ? standard.schemeId : null,
    cpvCode: null,
    ncCode: null,
    isHighFiscalRisk: false,
    billingPeriodStart: line.period?.start ?? null,
    billingPeriodEnd: line.period?.end ?? null,
    net: money(net),
    vat: money(vat),
    gross: money(net.add(vat)),
  } as StoredLineValues;
}

/** The exchange rate a foreign-currency invoice implies: VAT in RON (BT-111) over VAT (BT-110). */
function impliedRate(invoice: EInvoice): string | null {
  if (invoice.currency === 'RON') return null;
  const { vatTotal, vatTotalAccounting } = invoice.totals;
  if (!vatTotal || !vatTotalAccounting || new Decimal(vatTotal).isZero()) return null;
  return new Decimal(vatTotalAccounting).div(new Decimal(vatTotal)).toDecimalPlaces(4).toFixed(4);
}

/**
 * A received e-invoice as the company's supplier invoice (spec 02 §4 "from the e-invoice system"):
 * header, lines and totals as written in the XML, never recomputed, the lines naming the company's
 * VAT rates of the same category and percent. A credit note keeps its positive amounts negated, as
 * the product writes refunds.
 */
export function writtenSupplierInvoice(
  invoice: EInvoice,
  supplier: { id: string; name: string },
  rates: CompanyVatRate[],
): WrittenSupplierInvoice {
  const sign = (value: string) =>
    invoice.syntax === 'CreditNote' ? new Decimal(value).neg().toFixed() : value;
  const credit = invoice.syntax === 'CreditNote';
  const lines = invoice.lines.map((line, index) => {
    const stored = lineOf(line, index + 1, invoice, rates);
    if (!credit) return stored;
    return {
      ...stored,
      quantity: sign(stored.quantity),
      net: money(new Decimal(stored.net).neg()),
      vat: money(new Decimal(stored.vat).neg()),
      gross: money(new Decimal(stored.gross).neg()),
    };
  });
  const { totals } = invoice;
  const m = (value: string | null) => money(new Decimal(sign(value ?? '0')));
  const notes = invoice.notes.join('\n').trim();
  return {
    partnerId: supplier.id,
    partnerName: supplier.name,
    ...splitInvoiceId(invoice.id),
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    currencyRate: impliedRate(invoice),
    notes: notes === '' ? null : notes,
    totals: {
      lineNetTotal: m(totals.lineNet),
      allowanceTotal: m(totals.allowances),
      netTotal: m(totals.taxExclusive),
      vatTotal: m(totals.vatTotal),
      grossTotal: m(totals.taxInclusive),
      amountDue: m(totals.payable),
    },
    amounts: {
      breakdown: invoice.vatBreakdown.map((row) => ({
        vatCategory: row.category,
        vatRate: row.rate ?? '0',
        taxable: m(row.taxable),
        vat: m(row.vat),
        vatRon: null,
      })),
      allowances: invoice.allowances.map((row) => ({
        amount: m(row.amount),
        vatCategory: row.vatCategory ?? '',
        vatRate: row.vatRate ?? '0',
        reason: row.reason,
      })),
      charges: invoice.charges.map((row) => ({
        amount: m(row.amount),
        vatCategory: row.vatCategory ?? '',
        vatRate: row.vatRate ?? '0',
        reason: row.reason,
      })),
    },
    lines,
  };
}
