import { isVatRateValidOn, type VatRateLike } from '../vat-rates/default-vat-rate';

/**
 * The date a document's VAT is judged on: its VAT tax point date when it has one (a delivery or a
 * payment before the invoice), otherwise its issue date.
 */
export function taxPointDateOf(doc: { issueDate: string; taxPointDate?: string | null }): string {
  return doc.taxPointDate || doc.issueDate;
}

/**
 * Whether any of the lines' VAT rates is not in force on the date (19% on a 2026 invoice). It is a
 * warning, not a refusal: a delivery made before a change of rates keeps the rate of its day.
 */
export function hasVatRateOutOfPeriod(
  rates: readonly Pick<VatRateLike, 'validFrom' | 'validTo'>[],
  date: string,
): boolean {
  return rates.some((rate) => !isVatRateValidOn({ code: '', value: null, ...rate }, date));
}
