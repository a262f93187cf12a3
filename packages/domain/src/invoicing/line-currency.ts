import { Money, round4 } from './totals-money';

/**
 * A line's price may be written in another currency than the invoice's (spec 02 §5 Invoice line):
 * its rate is then the invoice currency's units for one unit of the line's currency, and the line is
 * billed at price x rate, to 4 decimals (the price EN 16931 BT-146 carries, in the invoice currency).
 */

/** Decimals of a line's currency rate (CURRENCY_RATE_BOUNDS). */
export const LINE_RATE_DECIMALS = 6;

/** The line's own currency, or null when its price is in the invoice's currency. */
export function foreignLineCurrency(
  lineCurrency: string | null | undefined,
  documentCurrency: string,
): string | null {
  const code = (lineCurrency ?? '').trim().toUpperCase();
  return code === '' || code === documentCurrency.toUpperCase() ? null : code;
}

/** Whether the line needs a rate: its price is in a currency other than the invoice's. */
export function lineNeedsRate(lineCurrency: string | null | undefined, documentCurrency: string): boolean {
  return foreignLineCurrency(lineCurrency, documentCurrency) !== null;
}

const PLAIN = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const decimalOf = (value: string | null | undefined): Money | null => {
  const text = (value ?? '').trim();
  return PLAIN.test(text) ? new Money(text) : null;
};

/**
 * The line's unit price in the invoice currency: the price itself when it is written in that
 * currency, price x rate (4 decimals) otherwise; null when it cannot be priced (no usable rate), so
 * the line must never be billed as if its price were in the invoice's currency.
 */
export function linePriceInDocumentCurrency(
  line: { price: string; currency?: string | null; currencyRate?: string | null },
  documentCurrency: string,
): string | null {
  if (!lineNeedsRate(line.currency, documentCurrency)) return line.price;
  const rate = decimalOf(line.currencyRate);
  const price = decimalOf(line.price);
  if (rate === null || rate.lte(0)) return null;
  if (price === null) return line.price;
  const converted = round4(price.times(rate));
  return converted.isZero() ? '0' : converted.toFixed();
}

/**
 * The rate of a line currency to the invoice currency from the National Bank's RON rates (RON for
 * one unit; RON itself is 1): RON -> EUR is 1 / (EUR rate), USD -> EUR is (USD rate) / (EUR rate).
 * Six decimals; null when a rate is missing.
 */
export function crossRate(lineRonRate: string | null, documentRonRate: string | null): string | null {
  const line = decimalOf(lineRonRate);
  const document = decimalOf(documentRonRate);
  if (line === null || document === null || line.lte(0) || document.lte(0)) return null;
  const rate = line.div(document).toDecimalPlaces(LINE_RATE_DECIMALS, Money.ROUND_HALF_UP);
  return rate.isZero() ? null : rate.toFixed();
}
