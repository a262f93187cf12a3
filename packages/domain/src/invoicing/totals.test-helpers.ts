import type { DocumentTotals, TotalsInput, TotalsLineInput } from './totals';

/** Builders and readers shared by the totals tests. */

export const line = (
  quantity: string,
  price: string,
  vatCategory: TotalsLineInput['vatCategory'],
  vatRate: string,
  extra: Partial<TotalsLineInput> = {},
): TotalsLineInput => ({ quantity, price, vatCategory, vatRate, ...extra });

export const input = (lines: TotalsLineInput[], extra: Partial<TotalsInput> = {}): TotalsInput => ({
  lines,
  pricesIncludeVat: false,
  ...extra,
});

/** The three lines of case 1: 21%, 11% and zero-rated. */
export const mixedLines = [
  line('3', '100.00', 'S', '21'),
  line('2', '49.99', 'S', '11'),
  line('1', '10.00', 'Z', '0'),
];

/** Every amount string of a result, with where it is, for the format checks. */
export function amountsOf(totals: DocumentTotals): [string, string][] {
  const found: [string, string][] = [];
  const add = (where: string, value: string | null) => {
    if (value !== null) found.push([where, value]);
  };
  totals.lines.forEach((l, i) => {
    for (const key of ['discountAmount', 'net', 'vat', 'gross'] as const) add(`lines.${i}.${key}`, l[key]);
  });
  totals.allowances.forEach((a, i) => {
    add(`allowances.${i}`, a.amount);
  });
  totals.charges.forEach((c, i) => {
    add(`charges.${i}`, c.amount);
  });
  for (const key of [
    'lineNetTotal',
    'allowanceTotal',
    'chargeTotal',
    'netTotal',
    'vatTotal',
    'vatTotalRon',
    'grossTotal',
    'prepaid',
    'rounding',
    'amountDue',
  ] as const)
    add(key, totals[key]);
  totals.breakdown.forEach((row, i) => {
    add(`breakdown.${i}.taxable`, row.taxable);
    add(`breakdown.${i}.vat`, row.vat);
    add(`breakdown.${i}.vatRon`, row.vatRon);
  });
  return found;
}
