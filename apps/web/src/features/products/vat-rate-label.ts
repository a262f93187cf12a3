import type { VatRateSummary } from '@app/domain/products/product.schemas';

/**
 * How a VAT rate reads in lists and choosers: "21%" for the standard code, "0% (Z)" for others with a
 * value, the code's name for codes without one ("O" is the rate of companies that do not pay VAT).
 */
export function vatRateLabel(rate: VatRateSummary, codeName: (code: string) => string): string {
  if (rate.value === null) return codeName(rate.code);
  const percent = `${Number(rate.value).toLocaleString('ro-RO', { maximumFractionDigits: 2 })}%`;
  return rate.code === 'S' ? percent : `${percent} (${rate.code})`;
}
