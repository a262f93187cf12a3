import type { AllowanceChargeInput, DocumentDiscountType } from './totals';
import {
  amountText,
  HUNDRED,
  type Money,
  money,
  presentText,
  rateText,
  round2,
  sum,
  ZERO,
} from './totals-money';
import { INVOICE_VAT_CATEGORY_CODES, type VatCategoryCode } from './vat-category-rules';

/**
 * The reason written on the allowances derived from the document discount, a code the PDF and
 * UBL writers translate (EN 16931 BR-33 wants a reason or a reason code on every allowance).
 */
export const DOCUMENT_DISCOUNT_REASON = 'document-discount';

/** One (category, rate) group of the VAT breakdown while it is summed. */
export type TotalsGroup = {
  vatCategory: VatCategoryCode;
  vatRate: string;
  lineNet: Money;
  allowances: Money;
  charges: Money;
};

export class TotalsGroups {
  private readonly byKey = new Map<string, TotalsGroup>();

  /** The group of the category and normalised rate, created empty on first use. */
  get(vatCategory: VatCategoryCode, vatRate: string): TotalsGroup {
    const key = `${vatCategory}|${vatRate}`;
    let group = this.byKey.get(key);
    if (!group) {
      group = { vatCategory, vatRate, lineNet: ZERO, allowances: ZERO, charges: ZERO };
      this.byKey.set(key, group);
    }
    return group;
  }

  /** By category in the catalogue's order (S, Z, E, AE, K, G, O), then by rate, highest first. */
  sorted(): TotalsGroup[] {
    const order = (code: VatCategoryCode) => INVOICE_VAT_CATEGORY_CODES.indexOf(code);
    return [...this.byKey.values()].sort(
      (a, b) => order(a.vatCategory) - order(b.vatCategory) || money(b.vatRate).comparedTo(money(a.vatRate)),
    );
  }
}

/** An explicit allowance or charge with its amount in cents and its rate normalised. */
export function normalisedAllowance(entry: AllowanceChargeInput): AllowanceChargeInput {
  return {
    amount: amountText(money(entry.amount)),
    vatCategory: entry.vatCategory,
    vatRate: rateText(money(entry.vatRate, ZERO)),
    reason: presentText(entry.reason),
  };
}

const derived = (group: TotalsGroup, amount: Money): AllowanceChargeInput => ({
  amount: amountText(amount),
  vatCategory: group.vatCategory,
  vatRate: group.vatRate,
  reason: DOCUMENT_DISCOUNT_REASON,
});

/**
 * A percent discount: one allowance per group, its line net sum x percent / 100 in cents. Groups
 * whose allowance rounds to nothing get none.
 */
function percentAllowances(groups: readonly TotalsGroup[], percent: Money): AllowanceChargeInput[] {
  return groups
    .map((group) => ({ group, amount: round2(group.lineNet.times(percent).div(HUNDRED)) }))
    .filter(({ amount }) => !amount.isZero())
    .map(({ group, amount }) => derived(group, amount));
}

/**
 * A fixed discount split over the groups in proportion to their line net sums, each share in cents;
 * the cents the rounding leaves over (or takes too many) go to the group with the largest net sum
 * (the first such in breakdown order), so the shares add up to the discount exactly. The discount
 * takes the sign of the line net total, so a storno (negative lines) reverses its invoice's discount
 * as typed; a zero line net total takes no discount (totalsInputIssues refuses one).
 */
export function splitFixedDiscount(groups: readonly TotalsGroup[], value: Money): AllowanceChargeInput[] {
  const magnitude = round2(value);
  if (magnitude.isZero()) return [];
  const lineNetTotal = sum(groups.map((group) => group.lineNet));
  if (lineNetTotal.isZero()) throw new RangeError('totals: a fixed discount needs a line net total');
  const discount = lineNetTotal.isNegative() ? magnitude.negated() : magnitude;
  const shares = groups.map((group) => round2(discount.times(group.lineNet).div(lineNetTotal)));
  let largest = 0;
  groups.forEach((group, index) => {
    if (group.lineNet.abs().gt((groups[largest] as TotalsGroup).lineNet.abs())) largest = index;
  });
  shares[largest] = (shares[largest] as Money).plus(discount.minus(sum(shares)));
  return groups.flatMap((group, index) => {
    const share = shares[index] as Money;
    return share.isZero() ? [] : [derived(group, share)];
  });
}

/** The allowances a document discount gives, in breakdown order; a price reduction gives none. */
export function discountAllowances(
  groups: readonly TotalsGroup[],
  discount: { type: DocumentDiscountType; value: string } | null | undefined,
): AllowanceChargeInput[] {
  if (!discount) return [];
  if (discount.type === 'percent') return percentAllowances(groups, money(discount.value, ZERO));
  if (discount.type === 'fixed') return splitFixedDiscount(groups, money(discount.value, ZERO));
  return [];
}
