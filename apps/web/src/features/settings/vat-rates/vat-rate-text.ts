import type { VatRate } from '@app/domain/vat-rates/vat-rate.schemas';

/** A percent as people write it in Romania: "21%", "9,5%" (no trailing zeros). */
export function percentText(value: string, locale: string): string {
  return `${Number(value).toLocaleString(locale, { maximumFractionDigits: 2 })}%`;
}

/**
 * How a rate reads in lists and choosers: "21%" for a standard rate, "0% (E, VATEX-EU-132)" for the
 * others, and the code's name for the rate without a value (O, the non-VAT-payer's).
 */
export function vatRateText(
  rate: Pick<VatRate, 'code' | 'value' | 'exemptionReasonCode'>,
  locale: string,
  codeName: (code: string) => string,
): string {
  if (rate.value === null) return codeName(rate.code);
  const percent = percentText(rate.value, locale);
  if (rate.code === 'S') return percent;
  const detail = [rate.code, rate.exemptionReasonCode].filter(Boolean).join(', ');
  return `${percent} (${detail})`;
}

/**
 * The period a rate applies in ("until 31.07.2025", "from 01.08.2025", dates as `date` writes them),
 * empty when always.
 */
export function validityText(
  rate: Pick<VatRate, 'validFrom' | 'validTo'>,
  words: { from: string; until: string },
  date: (iso: string) => string = (iso) => iso,
): string {
  return [
    rate.validFrom && `${words.from} ${date(rate.validFrom)}`,
    rate.validTo && `${words.until} ${date(rate.validTo)}`,
  ]
    .filter(Boolean)
    .join(' ');
}
