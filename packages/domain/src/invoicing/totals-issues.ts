import type { AllowanceChargeInput, TotalsInput, TotalsLineInput } from './totals';
import { computeLine } from './totals-lines';
import {
  AMOUNT_LIMITS,
  amountText,
  HUNDRED,
  isDecimalText,
  type Money,
  money,
  presentText,
  sum,
} from './totals-money';
import { isInvoiceVatCategory, vatRateRule } from './vat-category-rules';

export type TotalsIssue = { path: (string | number)[]; code: string };
type Path = (string | number)[];

const DISCOUNT_TYPES = ['fixed', 'price-reduction', 'percent'];

type Bounds = { required?: boolean; gt?: string; min?: string; max?: string };

/** The first rule a decimal field breaks (required, numeric, gt:N, min:N, max:N), or null. */
function decimalRule(value: string | null | undefined, bounds: Bounds): string | null {
  const text = presentText(value);
  if (text === null) return bounds.required ? 'required' : null;
  if (!isDecimalText(text)) return 'numeric';
  const amount = money(text);
  if (bounds.gt !== undefined && amount.lte(bounds.gt)) return `gt:${bounds.gt}`;
  if (bounds.min !== undefined && amount.lt(bounds.min)) return `min:${bounds.min}`;
  if (bounds.max !== undefined && amount.gt(bounds.max)) return `max:${bounds.max}`;
  return null;
}

const PERCENT: Bounds = { min: '0', max: '100' };

class Collector {
  readonly issues: TotalsIssue[] = [];

  decimal(path: Path, value: string | null | undefined, bounds: Bounds): boolean {
    const code = decimalRule(value, bounds);
    if (code) this.issues.push({ path, code });
    return code === null;
  }

  add(path: Path, code: string): void {
    this.issues.push({ path, code });
  }

  /**
   * A category and its rate: S needs a rate above 0, the others 0 (a blank rate counts as 0 for
   * them); a non-zero rate on a zero-rated or exempt category is `prohibited`.
   */
  vat(path: Path, entry: { vatCategory: unknown; vatRate: string }): void {
    if (!isInvoiceVatCategory(entry.vatCategory)) {
      this.add([...path, 'vatCategory'], presentText(entry.vatCategory as string) ? 'invalid' : 'required');
      return;
    }
    const ratePath = [...path, 'vatRate'];
    const rule = vatRateRule(entry.vatCategory);
    if (!this.decimal(ratePath, entry.vatRate, { required: rule === 'positive', ...PERCENT })) return;
    const rate = presentText(entry.vatRate);
    const zero = rate === null || money(rate).isZero();
    if (rule === 'positive' && zero) this.add(ratePath, 'gt:0');
    if ((rule === 'zero' || rule === 'none') && !zero) this.add(ratePath, 'prohibited');
  }
}

function lineIssues(collector: Collector, line: TotalsLineInput, index: number): void {
  const path = ['lines', index];
  collector.decimal([...path, 'quantity'], line.quantity, { required: true });
  collector.decimal([...path, 'price'], line.price, { required: true, min: '0' });
  collector.decimal([...path, 'baseQuantity'], line.baseQuantity, { gt: '0' });
  collector.vat(path, line);
  collector.decimal([...path, 'discountPercent'], line.discountPercent, PERCENT);
}

/** A line's amount before discounts (quantity x price / base quantity), or null when not computable. */
function lineAmount(line: TotalsLineInput): Money | null {
  const decimals = [line.quantity, line.price, line.baseQuantity ?? '1'].map(presentText);
  if (decimals.some((text) => text === null || !isDecimalText(text))) return null;
  const [quantity, price, base] = decimals.map((text) => money(text)) as [Money, Money, Money];
  return base.lte(0) ? null : quantity.times(price).div(base);
}

/**
 * Amounts that would not fit the stored columns (see AMOUNT_LIMITS): a line's amount `max:N` on its
 * `net`, a document whose total (with VAT at its highest rate) passes the limit `max:N` on `lines`,
 * and one whose value in RON passes it `max:N` on `currencyRate` (N the largest rate that fits).
 */
function amountIssues(collector: Collector, input: TotalsInput): void {
  let total = money('0');
  let linesOver = false;
  input.lines.forEach((line, index) => {
    const amount = lineAmount(line);
    if (amount === null) return;
    if (amount.abs().gt(AMOUNT_LIMITS.line)) {
      collector.add(['lines', index, 'net'], `max:${AMOUNT_LIMITS.line}`);
      linesOver = true;
    }
    const rate = presentText(line.vatRate);
    const vat = rate !== null && isDecimalText(rate) ? money(rate).abs() : money('0');
    total = total.plus(amount.abs().times(HUNDRED.plus(vat)).div(HUNDRED));
  });
  if (linesOver) return;
  if (total.gt(AMOUNT_LIMITS.document)) {
    collector.add(['lines'], `max:${AMOUNT_LIMITS.document}`);
    return;
  }
  const rateText = presentText(input.currencyRate);
  if (rateText === null || !isDecimalText(rateText) || total.isZero()) return;
  if (total.times(rateText).gt(AMOUNT_LIMITS.document)) {
    const largest = money(AMOUNT_LIMITS.document).div(total).toDecimalPlaces(6, 1);
    collector.add(['currencyRate'], `max:${largest.toFixed()}`);
  }
}

function allowanceIssues(
  collector: Collector,
  key: string,
  entries: AllowanceChargeInput[] | undefined,
): void {
  (entries ?? []).forEach((entry, index) => {
    collector.decimal([key, index, 'amount'], entry.amount, { required: true });
    collector.vat([key, index], entry);
  });
}

/**
 * The product rules a totals input breaks, with the spec's rule codes: `required`, `numeric`,
 * `gt:0` (base quantity, currency rate, the rate of category S), `min:0`/`max:100` (percents and
 * rates), `min:0` (price), `max:<line net total>` (a fixed discount above it), `prohibited` (a rate
 * on a zero-rated or exempt category), `invalid` (an unknown category or discount type), `max:N`
 * on an amount that would not fit the stored columns (see amountIssues). Empty when computeTotals
 * can run on it.
 */
export function totalsInputIssues(input: TotalsInput): TotalsIssue[] {
  const collector = new Collector();
  input.lines.forEach((line, index) => {
    lineIssues(collector, line, index);
  });
  const linesValid = collector.issues.length === 0;
  if (linesValid) amountIssues(collector, input);
  allowanceIssues(collector, 'allowances', input.allowances);
  allowanceIssues(collector, 'charges', input.charges);
  collector.decimal(['prepaidAmount'], input.prepaidAmount, {});
  collector.decimal(['currencyRate'], input.currencyRate, { gt: '0' });

  const discount = input.discount;
  if (discount) {
    if (!DISCOUNT_TYPES.includes(discount.type)) collector.add(['discount', 'type'], 'invalid');
    else if (discount.type !== 'fixed')
      collector.decimal(['discount', 'value'], discount.value, { required: true, ...PERCENT });
    else if (
      collector.decimal(['discount', 'value'], discount.value, { required: true, min: '0' }) &&
      linesValid
    ) {
      const lineNetTotal = sum(
        input.lines.map(
          (line) => computeLine(line, { pricesIncludeVat: input.pricesIncludeVat, priceReduction: null }).net,
        ),
      );
      const value: Money = money(discount.value);
      // Applied with the sign of the lines (a storno reverses its discount): at most their total.
      if (value.gt(0) && value.gt(lineNetTotal.abs()))
        collector.add(['discount', 'value'], `max:${amountText(lineNetTotal.abs())}`);
    }
  }
  return collector.issues;
}
