import { NON_VAT_PAYER_CODE } from './vat-categories';

/** Romania's standard rate went from 19% to 21% (and the reduced ones to 11%) on this day. */
export const VAT_RATE_CHANGE_DATE = '2025-08-01';

/** The standard rate in force on a date (yyyy-MM-dd): 19 before 2025-08-01, 21 from then (spec 01 §9). */
export const defaultStandardVatValue = (date: string): number => (date < VAT_RATE_CHANGE_DATE ? 19 : 21);

export type VatRateLike = {
  code: string;
  value: string | null;
  internal?: boolean;
  validFrom?: string | null;
  validTo?: string | null;
};

/** Whether the rate applies on the date (no bound means open on that side). */
export const isVatRateValidOn = (rate: VatRateLike, date: string) =>
  (!rate.validFrom || rate.validFrom <= date) && (!rate.validTo || rate.validTo >= date);

/**
 * The rate a new document line or product gets by default on a date: for a VAT payer the standard
 * rate of that date (19% or 21%), else the highest standard rate valid then; for a non-VAT-payer the
 * internal non-VAT-payer rate (code O). Null when the company has none of them.
 */
export function defaultVatRateFor<T extends VatRateLike>(
  date: string,
  rates: readonly T[],
  options: { vatPayer?: boolean } = {},
): T | null {
  if (options.vatPayer === false) {
    const outside = rates.filter((rate) => rate.code === NON_VAT_PAYER_CODE);
    return outside.find((rate) => rate.internal) ?? outside[0] ?? null;
  }
  const standard = rates.filter((rate) => rate.code === 'S' && rate.value !== null);
  const target = defaultStandardVatValue(date);
  const exact = standard.find((rate) => Number(rate.value) === target);
  if (exact) return exact;
  const valid = standard.filter((rate) => isVatRateValidOn(rate, date));
  return valid.reduce<T | null>(
    (best, rate) => (!best || Number(rate.value) > Number(best.value) ? rate : best),
    null,
  );
}
