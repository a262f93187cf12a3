import type { LineTotals, TotalsLineInput } from './totals';
import {
  amountText,
  HUNDRED,
  type Money,
  money,
  priceText,
  rateText,
  round2,
  round4,
  ZERO,
} from './totals-money';
import type { VatCategoryCode } from './vat-category-rules';

const ONE_UNIT = '1';

/** A line as the document totals need it, next to what the line shows. */
export type ComputedLine = {
  totals: LineTotals;
  vatCategory: VatCategoryCode;
  /** The normalised rate ("21", "9.5", "0"). */
  vatRate: string;
  /** BT-131, in cents. */
  net: Money;
  /** The exact amount after the line discount as typed: with VAT when the prices include it. */
  typed: Money;
};

/** The unit price after a document price reduction of `percent`, kept to 4 decimals. */
export function reducedPrice(price: Money, percent: Money | null): Money {
  if (percent === null) return price;
  return round4(price.times(HUNDRED.minus(percent)).div(HUNDRED));
}

/**
 * One line (EN 16931 BG-25). The amount before the line discount is quantity x price / base
 * quantity, after it that times (1 - discount% / 100); the net amount BT-131 is the latter rounded
 * to cents and the line allowance BT-136 the former rounded minus BT-131, so that BT-131 is
 * exactly the rounded gross line amount minus the allowance. When the prices include VAT both
 * amounts are first divided by (1 + rate / 100), exactly, so BT-131 and BT-136 stay net of VAT as
 * EN 16931 wants them. The line's VAT is informational: the breakdown computes VAT per category.
 */
export function computeLine(
  line: TotalsLineInput,
  options: { pricesIncludeVat: boolean; priceReduction: Money | null },
): ComputedLine {
  const quantity = money(line.quantity);
  const base = money(line.baseQuantity, money(ONE_UNIT));
  const rate = money(line.vatRate, ZERO);
  const lineDiscount = money(line.discountPercent, ZERO);
  const unitPrice = reducedPrice(money(line.price), options.priceReduction);

  const beforeDiscount = quantity.times(unitPrice).div(base);
  const afterDiscount = beforeDiscount.times(HUNDRED.minus(lineDiscount)).div(HUNDRED);
  const withoutVat = (amount: Money) =>
    options.pricesIncludeVat ? amount.times(HUNDRED).div(HUNDRED.plus(rate)) : amount;

  const net = round2(withoutVat(afterDiscount));
  const discount = round2(withoutVat(beforeDiscount)).minus(net);
  const vat = round2(net.times(rate).div(HUNDRED));
  return {
    totals: {
      unitNetPrice: priceText(unitPrice),
      discountAmount: amountText(discount),
      net: amountText(net),
      vat: amountText(vat),
      gross: amountText(net.plus(vat)),
    },
    vatCategory: line.vatCategory,
    vatRate: rateText(rate),
    net,
    typed: afterDiscount,
  };
}
