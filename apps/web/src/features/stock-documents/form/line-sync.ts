import {
  marginPercentOf,
  packagingQuantityOf,
  priceRonOf,
  quantityOfPackaging,
  sellingPriceOf,
} from './line-arithmetic';
import type { StockLineFormValues } from './stock-form-values';

/** The document facts a line's derived values need. */
export type LineContext = { currency: string; currencyRate: string };

/**
 * What else changes when one field of a line is typed: the packaging quantity follows the quantity
 * and back, the RON price follows the price, the selling price follows the RON price and the margin,
 * the margin follows the selling price. Only the fields to change are returned, so the one typed is
 * never rewritten under the cursor (10 ÷ 3 × 3 is not 10 again).
 */
export function derivedLineChanges(
  field: string,
  line: StockLineFormValues,
  context: LineContext,
): Partial<StockLineFormValues> {
  const withSelling = (priceRon: string): Partial<StockLineFormValues> =>
    line.marginPercent !== ''
      ? { priceRon, sellingPrice: sellingPriceOf(priceRon, line.marginPercent) }
      : { priceRon, marginPercent: marginPercentOf(priceRon, line.sellingPrice) };
  switch (field) {
    case 'quantity':
      return line.packagingRatio
        ? { packagingQuantity: packagingQuantityOf(line.quantity, line.packagingRatio) }
        : {};
    case 'packagingQuantity':
      return line.packagingRatio
        ? { quantity: quantityOfPackaging(line.packagingQuantity, line.packagingRatio) }
        : {};
    case 'packagingRatio':
      return {
        packagingQuantity: line.packagingRatio ? packagingQuantityOf(line.quantity, line.packagingRatio) : '',
      };
    case 'price':
      return withSelling(priceRonOf(line.price, context.currency, context.currencyRate));
    case 'priceRon':
      return line.marginPercent !== ''
        ? { sellingPrice: sellingPriceOf(line.priceRon, line.marginPercent) }
        : { marginPercent: marginPercentOf(line.priceRon, line.sellingPrice) };
    case 'marginPercent':
      return { sellingPrice: sellingPriceOf(line.priceRon, line.marginPercent) };
    case 'sellingPrice':
      return { marginPercent: marginPercentOf(line.priceRon, line.sellingPrice) };
    default:
      return {};
  }
}

/** Every line's RON price again after the document's currency or rate changed. */
export function repriceLines(lines: StockLineFormValues[], context: LineContext): StockLineFormValues[] {
  return lines.map((line) => ({ ...line, ...derivedLineChanges('price', line, context) }));
}
