// The derived prices of a stock document line, shared by the editor (live) and the server (stored).
import Decimal from 'decimal.js';

/** The stock price in RON: the price itself in RON, else price x rate, to 4 decimals. */
export function stockPriceRon(price: string, currency: string, currencyRate: string | null): string {
  if (currency === 'RON' || !currencyRate) return new Decimal(price).toDecimalPlaces(4).toFixed();
  return new Decimal(price).times(currencyRate).toDecimalPlaces(4).toFixed();
}

/** The selling price a margin over the stock price implies (4 decimals). */
export function sellingPriceFromMargin(priceRon: string, marginPercent: string): string {
  return new Decimal(priceRon)
    .times(new Decimal(marginPercent).div(100).plus(1))
    .toDecimalPlaces(4)
    .toFixed();
}

/** The margin a selling price implies over the stock price (2 decimals); null for a zero stock price. */
export function marginFromSellingPrice(priceRon: string, sellingPrice: string): string | null {
  const cost = new Decimal(priceRon);
  if (cost.isZero()) return null;
  return new Decimal(sellingPrice).div(cost).minus(1).times(100).toDecimalPlaces(2).toFixed();
}

/** The packaging quantity of an invoicing quantity: quantity / ratio, 4 decimals. */
export function packagingQuantityOf(quantity: string, ratio: string): string {
  return new Decimal(quantity).div(ratio).toDecimalPlaces(4).toFixed();
}
