import { discountAllowances, normalisedAllowance, TotalsGroups } from './totals-allowances';
import { totalsInputIssues } from './totals-issues';
import { computeLine } from './totals-lines';
import { amountText, HUNDRED, type Money, money, optionalMoney, round2, sum, ZERO } from './totals-money';
import type { VatCategoryCode } from './vat-category-rules';

/**
 * EN 16931 document totals (BG-22) and VAT breakdown (BG-23) of an invoice, from its lines, its
 * document discount and its document-level allowances and charges. The invoice form calls it on
 * every change and the server calls it when it saves and issues the document, so both always agree.
 * Every amount is text with exactly 2 decimals, rounded half away from zero, never "-0.00".
 */

export { DOCUMENT_DISCOUNT_REASON } from './totals-allowances';
export { type TotalsIssue, totalsInputIssues } from './totals-issues';
export type { VatCategoryCode } from './vat-category-rules';

export type DocumentDiscountType = 'fixed' | 'price-reduction' | 'percent';

export type TotalsLineInput = {
  /** Decimal text, negative on storno (refund) lines. */
  quantity: string;
  /** Unit price for `baseQuantity` units in the invoice currency; with VAT when `pricesIncludeVat`. */
  price: string;
  /** Default "1"; above 0. */
  baseQuantity?: string | null;
  vatCategory: VatCategoryCode;
  /** Percent: "21", "11", "0"; "0" for Z, E, AE, K, G, O. */
  vatRate: string;
  /** Line discount in percent, 0..100. */
  discountPercent?: string | null;
};

export type AllowanceChargeInput = {
  amount: string;
  vatCategory: VatCategoryCode;
  vatRate: string;
  reason?: string | null;
};

export type TotalsInput = {
  lines: TotalsLineInput[];
  pricesIncludeVat: boolean;
  /** The document discount: `fixed` an amount (net of VAT), `percent` and `price-reduction` a percent. */
  discount?: { type: DocumentDiscountType; value: string } | null;
  /** Explicit document-level allowances (BG-20). */
  allowances?: AllowanceChargeInput[];
  /** Document-level charges (BG-21). */
  charges?: AllowanceChargeInput[];
  /** BT-113. */
  prepaidAmount?: string | null;
  /** RON per 1 unit of the invoice currency, when the invoice currency is not RON. */
  currencyRate?: string | null;
};

export type LineTotals = {
  /**
   * The unit price per base quantity after a price-reduction discount, 2 to 4 decimals ("100.00",
   * "99.995"); on the same footing as the typed price (with VAT when the prices include it).
   */
  unitNetPrice: string;
  /** BT-136 line allowance, net of VAT. */
  discountAmount: string;
  /** BT-131 line net amount. */
  net: string;
  /** Informational: net x rate / 100 in cents (the breakdown computes VAT per category). */
  vat: string;
  /** Informational: net + vat. */
  gross: string;
};

export type VatBreakdownRow = {
  vatCategory: VatCategoryCode;
  vatRate: string;
  taxable: string;
  vat: string;
  vatRon: string | null;
};

export type DocumentTotals = {
  lines: LineTotals[];
  /** Every document-level allowance applied: the document discount's (first) and the explicit ones. */
  allowances: AllowanceChargeInput[];
  charges: AllowanceChargeInput[];
  /** BT-106 */
  lineNetTotal: string;
  /** BT-107 */
  allowanceTotal: string;
  /** BT-108 */
  chargeTotal: string;
  /** BT-109 = BT-106 - BT-107 + BT-108 */
  netTotal: string;
  /** BT-110 = sum of the breakdown's VAT */
  vatTotal: string;
  /** BT-111, with a currency rate: vatTotal x rate in cents */
  vatTotalRon: string | null;
  /** BT-112 = BT-109 + BT-110 */
  grossTotal: string;
  /** BT-113 */
  prepaid: string;
  /** BT-114 */
  rounding: string;
  /** BT-115 = BT-112 - BT-113 + BT-114 */
  amountDue: string;
  /** BG-23, one row per (category, rate): category in the order S, Z, E, AE, K, G, O, then rate descending. */
  breakdown: VatBreakdownRow[];
};

/** Thrown by computeTotals for an input that totalsInputIssues finds fault with. */
export class TotalsInputError extends RangeError {
  constructor(readonly issues: ReturnType<typeof totalsInputIssues>) {
    super(
      `totals: invalid input (${issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`).join(', ')})`,
    );
    this.name = 'TotalsInputError';
  }
}

/**
 * The totals of a valid input; an input with issues (see totalsInputIssues) throws a
 * TotalsInputError, so a form checks the input first and shows the issues instead of totals.
 */
export function computeTotals(input: TotalsInput): DocumentTotals {
  const issues = totalsInputIssues(input);
  if (issues.length > 0) throw new TotalsInputError(issues);

  const discount = input.discount ?? null;
  const priceReduction = discount?.type === 'price-reduction' ? money(discount.value, ZERO) : null;
  const lines = input.lines.map((line) =>
    computeLine(line, { pricesIncludeVat: input.pricesIncludeVat, priceReduction }),
  );

  const groups = new TotalsGroups();
  for (const line of lines) {
    const group = groups.get(line.vatCategory, line.vatRate);
    group.lineNet = group.lineNet.plus(line.net);
  }
  const allowances = [
    ...discountAllowances(groups.sorted(), discount),
    ...(input.allowances ?? []).map(normalisedAllowance),
  ];
  const charges = (input.charges ?? []).map(normalisedAllowance);
  for (const allowance of allowances) {
    const group = groups.get(allowance.vatCategory, allowance.vatRate);
    group.allowances = group.allowances.plus(allowance.amount);
  }
  for (const charge of charges) {
    const group = groups.get(charge.vatCategory, charge.vatRate);
    group.charges = group.charges.plus(charge.amount);
  }

  const currencyRate = optionalMoney(input.currencyRate);
  const rows = groups.sorted().map((group) => {
    const taxable = group.lineNet.minus(group.allowances).plus(group.charges);
    const vat = round2(taxable.times(group.vatRate).div(HUNDRED));
    return { group, taxable, vat };
  });

  const lineNetTotal = sum(lines.map((line) => line.net));
  const allowanceTotal = sum(allowances.map((allowance) => money(allowance.amount)));
  const chargeTotal = sum(charges.map((charge) => money(charge.amount)));
  const netTotal = lineNetTotal.minus(allowanceTotal).plus(chargeTotal);
  const vatTotal = sum(rows.map((row) => row.vat));
  const grossTotal = netTotal.plus(vatTotal);
  const prepaid = round2(money(input.prepaidAmount, ZERO));
  // BT-114 makes the amount due what the user typed; a document-level allowance or charge changes
  // that amount on purpose, and then there is nothing to round.
  const documentLevel = hasNonZero(allowances) || hasNonZero(charges);
  const rounding =
    input.pricesIncludeVat && !documentLevel
      ? round2(sum(lines.map((line) => line.typed))).minus(grossTotal)
      : ZERO;
  const inRon = (amount: Money) => (currencyRate === null ? null : amountText(amount.times(currencyRate)));

  return {
    lines: lines.map((line) => line.totals),
    allowances,
    charges,
    lineNetTotal: amountText(lineNetTotal),
    allowanceTotal: amountText(allowanceTotal),
    chargeTotal: amountText(chargeTotal),
    netTotal: amountText(netTotal),
    vatTotal: amountText(vatTotal),
    vatTotalRon: inRon(vatTotal),
    grossTotal: amountText(grossTotal),
    prepaid: amountText(prepaid),
    rounding: amountText(rounding),
    amountDue: amountText(grossTotal.minus(prepaid).plus(rounding)),
    breakdown: rows.map(({ group, taxable, vat }) => ({
      vatCategory: group.vatCategory,
      vatRate: group.vatRate,
      taxable: amountText(taxable),
      vat: amountText(vat),
      vatRon: inRon(vat),
    })),
  };
}

function hasNonZero(list: readonly AllowanceChargeInput[]): boolean {
  return list.some((entry) => !money(entry.amount).isZero());
}
