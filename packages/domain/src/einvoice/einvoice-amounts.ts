import {
  computeTotals,
  type DocumentTotals,
  type TotalsInput,
  type VatCategoryCode,
} from '../invoicing/totals';
import { amountText, money, rateText, ZERO } from '../invoicing/totals-money';
import type { ClientInvoiceSource } from './client-invoice-source';
import type {
  EInvoiceAllowanceCharge,
  EInvoiceLine,
  EInvoiceTotals,
  EInvoiceVatBreakdown,
} from './einvoice.types';

/**
 * The amounts of the e-invoice: recomputed with the product's own totals function from the same
 * inputs the server stored the totals with (the line's unit price in the invoice currency), so every
 * amount is exactly the product's, 2 decimals, never "-0.00".
 */

const ROMANIAN_LEU = 'RON';

/** UNCL 5189 95: discount. */
export const DISCOUNT_REASON_CODE = '95';
export const DISCOUNT_REASON = 'Discount';

/** Category O has no VAT rate (BR-O-05, BR-O-06, BR-O-09); every other category has one. */
export const NOT_SUBJECT_TO_VAT = 'O';

/** The totals input of a client invoice, as the server's document builder makes it. */
export function totalsInputOf(source: ClientInvoiceSource): TotalsInput {
  return {
    lines: source.lines.map((line) => ({
      quantity: line.quantity,
      price: line.unitPrice,
      baseQuantity: line.baseQuantity,
      vatCategory: line.vatCategory as VatCategoryCode,
      vatRate: line.vatRate,
      discountPercent: line.discountPercent,
    })),
    pricesIncludeVat: source.pricesIncludeVat,
    discount:
      source.discountType && source.discountValue !== null
        ? { type: source.discountType, value: source.discountValue }
        : null,
    currencyRate: source.currency === ROMANIAN_LEU ? null : source.currencyRate,
  };
}

/** Throws TotalsInputError for an input the totals refuse (check totalsInputIssues first). */
export function totalsOf(source: ClientInvoiceSource): DocumentTotals {
  return computeTotals(totalsInputOf(source));
}

/** BT-96 / BT-119 / BT-152: the normalised rate, none for category O. */
export function vatRateOf(category: string, rate: string): string | null {
  return category === NOT_SUBJECT_TO_VAT ? null : rateText(money(rate, ZERO));
}

/**
 * BT-121 when the VAT rate gives no exemption reason code: the VATEX code that says what the
 * category says (BR-AE-10, BR-IC-10, BR-G-10, BR-O-10). An exemption (E) has no single code, so it
 * gets a reason text instead (BR-E-10).
 */
const DEFAULT_EXEMPTION_CODES: Record<string, string> = {
  AE: 'VATEX-EU-AE',
  K: 'VATEX-EU-IC',
  G: 'VATEX-EU-G',
  O: 'VATEX-EU-O',
};
export const EXEMPT_REASON_TEXT = 'Scutit de TVA';
/** Categories with an exemption reason; S and Z must have none (BR-S-10, BR-Z-10). */
const EXEMPTED_CATEGORIES = new Set(['E', 'AE', 'K', 'G', 'O']);

/** BG-23, one row per category and rate, with the exemption reason of its lines' VAT rate. */
export function vatBreakdownOf(source: ClientInvoiceSource, totals: DocumentTotals): EInvoiceVatBreakdown[] {
  return totals.breakdown.map((row) => {
    const exempted = EXEMPTED_CATEGORIES.has(row.vatCategory);
    const lineCode = exempted
      ? (source.lines
          .find(
            (line) =>
              line.vatCategory === row.vatCategory &&
              rateText(money(line.vatRate, ZERO)) === row.vatRate &&
              line.exemptionReasonCode?.trim(),
          )
          ?.exemptionReasonCode?.trim() ?? null)
      : null;
    const code = exempted ? (lineCode ?? DEFAULT_EXEMPTION_CODES[row.vatCategory] ?? null) : null;
    return {
      category: row.vatCategory,
      rate: vatRateOf(row.vatCategory, row.vatRate),
      taxable: row.taxable,
      vat: row.vat,
      exemptionReason: exempted && code === null ? EXEMPT_REASON_TEXT : null,
      exemptionReasonCode: code,
    };
  });
}

/**
 * BG-20: the document discount's allowances, one per category and rate as the totals split it. A
 * percent discount also gives its percent (BT-94) and base (BT-93, the group's line net sum), which
 * are then exactly consistent: the totals computed the amount as base x percent / 100 in cents.
 */
export function documentAllowancesOf(
  source: ClientInvoiceSource,
  totals: DocumentTotals,
  lines: readonly EInvoiceLine[],
): EInvoiceAllowanceCharge[] {
  const percent = source.discountType === 'percent' && source.discountValue !== null;
  return totals.allowances.map((allowance) => {
    const rate = vatRateOf(allowance.vatCategory, allowance.vatRate);
    const base = lines
      .filter((line) => line.item.vatCategory === allowance.vatCategory && line.item.vatRate === rate)
      .reduce((total, line) => total.plus(line.net), ZERO);
    return {
      amount: allowance.amount,
      baseAmount: percent ? amountText(base) : null,
      percent: percent ? rateText(money(source.discountValue, ZERO)) : null,
      vatCategory: allowance.vatCategory,
      vatRate: rate,
      reason: DISCOUNT_REASON,
      reasonCode: DISCOUNT_REASON_CODE,
    };
  });
}

const unlessZero = (amount: string): string | null => (money(amount).isZero() ? null : amount);

/**
 * BG-22. BT-107 whenever there is a document allowance (BR-CO-11 sums them), BT-108 likewise;
 * BT-113 and BT-114 only when not zero. BT-111 is the VAT total in RON for a foreign-currency
 * invoice (BT-6 RON, BR-RO-030, BR-53).
 */
export function eInvoiceTotalsOf(source: ClientInvoiceSource, totals: DocumentTotals): EInvoiceTotals {
  return {
    lineNet: totals.lineNetTotal,
    allowances: totals.allowances.length > 0 ? totals.allowanceTotal : null,
    charges: totals.charges.length > 0 ? totals.chargeTotal : null,
    taxExclusive: totals.netTotal,
    vatTotal: totals.vatTotal,
    vatTotalAccounting: source.currency === ROMANIAN_LEU ? null : totals.vatTotalRon,
    taxInclusive: totals.grossTotal,
    prepaid: unlessZero(totals.prepaid),
    rounding: unlessZero(totals.rounding),
    payable: totals.amountDue,
  };
}
