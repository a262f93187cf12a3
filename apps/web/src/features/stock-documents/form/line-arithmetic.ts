import { isDecimalText, Money, round2, round4 } from '@app/domain/invoicing/totals-money';
import {
  marginFromSellingPrice,
  packagingQuantityOf as packagingOf,
  sellingPriceFromMargin,
  stockPriceRon,
} from '@app/domain/stock/stock-document-prices';

// The arithmetic of a stock document line as it is typed (spec 02 §3 Goods receipt note line, §5
// Quantities and prices), with the domain's formulas the server stores with: the packaging quantity
// both ways through the packaging's ratio, the price in RON through the document's rate, the selling
// price from the margin and back. Texts in, texts out: '' while an input is not a number yet.

const number = (text: string): string | null => (isDecimalText(text.trim()) ? text.trim() : null);
const nonZero = (text: string): string | null => {
  const value = number(text);
  return value === null || new Money(value).isZero() ? null : value;
};

/** The packaging quantity of an invoicing quantity: quantity ÷ ratio (4 decimals). */
export function packagingQuantityOf(quantity: string, ratio: string): string {
  const q = number(quantity);
  const r = nonZero(ratio);
  return q === null || r === null ? '' : packagingOf(q, r);
}

/** The invoicing quantity of a packaging quantity: packages × ratio (4 decimals). */
export function quantityOfPackaging(packagingQuantity: string, ratio: string): string {
  const p = number(packagingQuantity);
  const r = number(ratio);
  return p === null || r === null ? '' : round4(new Money(p).mul(r)).toFixed();
}

/** The stock price in RON of a unit price: the price itself in RON, else × the document's rate. */
export function priceRonOf(price: string, currency: string, rate: string): string {
  const p = number(price);
  if (p === null) return '';
  if (currency === 'RON') return stockPriceRon(p, currency, null);
  const r = number(rate);
  return r === null ? '' : stockPriceRon(p, currency, r);
}

/** The selling price a margin implies on the RON price (4 decimals). */
export function sellingPriceOf(priceRon: string, marginPercent: string): string {
  const p = number(priceRon);
  const m = number(marginPercent);
  return p === null || m === null ? '' : sellingPriceFromMargin(p, m);
}

/** The margin a selling price gives over the RON price, in percent (2 decimals); '' at a zero price. */
export function marginPercentOf(priceRon: string, sellingPrice: string): string {
  const p = number(priceRon);
  const s = number(sellingPrice);
  return p === null || s === null ? '' : (marginFromSellingPrice(p, s) ?? '');
}

/** A line's stock value in RON: quantity × RON price, rounded to the ban. */
export function stockValueOf(quantity: string, priceRon: string): string {
  const q = number(quantity);
  const p = number(priceRon);
  return q === null || p === null ? '' : round2(new Money(q).mul(p)).toFixed(2);
}
