import { linePriceInDocumentCurrency as domainLinePrice } from '@app/domain/invoicing/line-currency';
import {
  computeTotals,
  type DocumentTotals,
  type LineTotals,
  type TotalsInput,
  type TotalsIssue,
  totalsInputIssues,
  type VatCategoryCode,
} from '@app/domain/invoicing/totals';
import { amountText, isDecimalText, money } from '@app/domain/invoicing/totals-money';
import type { InvoiceLinesFormValues, LineFormValues } from './line-form-values';

/** What the totals need of a VAT rate of the company: its category and percent. */
export type RateFacts = { id: string; code: string; value: string | null };

type TotalsValues = Pick<
  InvoiceLinesFormValues,
  'lines' | 'pricesIncludeVat' | 'discountType' | 'discountValue' | 'currency' | 'currencyRate'
>;

const present = (value: string | null | undefined) => (value ?? '').trim();

/**
 * A line's price in the document's currency, as the server converts it (the domain's rule): a price
 * written in another currency times the line's rate, to 4 decimals. Null when it cannot be
 * converted yet (no rate): such a line is never counted at its price as typed.
 */
export function linePriceInDocumentCurrency(line: LineFormValues, currency: string): string | null {
  return domainLinePrice({ ...line, price: present(line.price) }, currency);
}

/** The totals input of the form's values, with the issues the totals' own check cannot see. */
export function totalsInputOf(
  values: TotalsValues,
  rates: ReadonlyMap<string, RateFacts>,
): { input: TotalsInput; issues: TotalsIssue[] } {
  const issues: TotalsIssue[] = [];
  const lines = values.lines.map((line, index) => {
    const rate = rates.get(line.vatRateId);
    const price = linePriceInDocumentCurrency(line, values.currency);
    if (price === null) {
      const rate = present(line.currencyRate);
      const code = rate === '' ? 'required' : isDecimalText(rate) ? 'gt:0' : 'numeric';
      issues.push({ path: ['lines', index, 'currencyRate'], code });
    }
    return {
      quantity: present(line.quantity),
      price: price ?? present(line.price),
      baseQuantity: present(line.baseQuantity) || null,
      vatCategory: (rate?.code ?? '') as VatCategoryCode,
      vatRate: rate?.value ?? '0',
      discountPercent: present(line.discountPercent) || null,
    };
  });
  const discountValue = present(values.discountValue);
  if (values.discountType && discountValue === '')
    issues.push({ path: ['discount', 'value'], code: 'required' });
  const foreign = values.currency !== 'RON';
  if (foreign && present(values.currencyRate) === '')
    issues.push({ path: ['currencyRate'], code: 'required' });
  return {
    input: {
      lines,
      pricesIncludeVat: values.pricesIncludeVat,
      discount:
        values.discountType && discountValue !== ''
          ? { type: values.discountType, value: discountValue }
          : null,
      currencyRate: foreign ? present(values.currencyRate) || null : null,
    },
    issues,
  };
}

/**
 * The form field an issue of the totals belongs to: a line's category or percent is its VAT rate
 * choice, the discount's value and type are the document's discount fields.
 */
export function issueField(path: readonly (string | number)[]): string {
  const [first, index, field] = path;
  if (first === 'lines' && (field === 'vatCategory' || field === 'vatRate'))
    return `lines.${index}.vatRateId`;
  if (first === 'discount') return index === 'type' ? 'discountType' : 'discountValue';
  return path.join('.');
}

export type LiveTotals = {
  /** The totals of the complete lines (all of them when nothing is missing). */
  totals: DocumentTotals;
  /** Per line of the form; null for a line that cannot be counted yet. */
  lines: (LineTotals | null)[];
  /** Indexes of the lines left out of the totals. */
  incompleteLines: number[];
  /** Every issue, by form field ("lines.0.price", "discountValue", "currencyRate"). */
  issues: { field: string; code: string }[];
  /** Whether the document discount was left out (it has an issue). */
  discountLeftOut: boolean;
  /** Totals in RON for a document in another currency with a usable rate. */
  ron: { netTotal: string; vatTotal: string; grossTotal: string } | null;
};

/** The totals of an input already checked; an unforeseen refusal shows empty totals, never a crash. */
function safeTotals(input: TotalsInput): DocumentTotals {
  try {
    return computeTotals(input);
  } catch {
    return computeTotals({ lines: [], pricesIncludeVat: input.pricesIncludeVat });
  }
}

const issuesOf = (input: TotalsInput, extra: TotalsIssue[]) => [...totalsInputIssues(input), ...extra];

/**
 * The totals the invoice form shows while it is edited, computed by the same domain arithmetic the
 * server applies when it saves (computeTotals). A line with a missing or wrong value is left out and
 * flagged instead of blanking every total; so is a discount or a rate that cannot apply.
 */
export function liveTotals(values: TotalsValues, rates: ReadonlyMap<string, RateFacts>): LiveTotals {
  const { input, issues: extra } = totalsInputOf(values, rates);
  const issues = issuesOf(input, extra);
  const incomplete = new Set<number>();
  for (const issue of issues)
    if (issue.path[0] === 'lines' && typeof issue.path[1] === 'number') incomplete.add(issue.path[1]);
  const rateUsable = !issues.some((issue) => issue.path[0] === 'currencyRate');

  const kept = input.lines.map((_, index) => index).filter((index) => !incomplete.has(index));
  let reduced: TotalsInput = {
    ...input,
    lines: kept.map((index) => input.lines[index] as TotalsInput['lines'][number]),
    currencyRate: rateUsable ? input.currencyRate : null,
  };
  const discountIssue = issues.some((issue) => issue.path[0] === 'discount');
  // A fixed discount may exceed what the complete lines add up to: it then waits too.
  const dropDiscount =
    reduced.discount !== null &&
    (discountIssue || totalsInputIssues(reduced).some((issue) => issue.path[0] === 'discount'));
  if (dropDiscount) reduced = { ...reduced, discount: null };
  const discountLeftOut = discountIssue || dropDiscount;
  const totals = safeTotals(reduced);

  const lines: (LineTotals | null)[] = values.lines.map(() => null);
  kept.forEach((index, position) => {
    lines[index] = totals.lines[position] ?? null;
  });

  let ron: LiveTotals['ron'] = null;
  if (values.currency !== 'RON' && rateUsable && reduced.currencyRate) {
    const rate = money(reduced.currencyRate);
    ron = {
      netTotal: amountText(money(totals.netTotal).times(rate)),
      vatTotal: totals.vatTotalRon ?? amountText(money(totals.vatTotal).times(rate)),
      grossTotal: amountText(money(totals.grossTotal).times(rate)),
    };
  }

  return {
    totals,
    lines,
    incompleteLines: [...incomplete].sort((a, b) => a - b),
    issues: issues.map((issue) => ({ field: issueField(issue.path), code: issue.code })),
    discountLeftOut,
    ron,
  };
}
