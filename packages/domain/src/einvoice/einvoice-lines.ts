import type { DocumentTotals, LineTotals } from '../invoicing/totals';
import {
  HUNDRED,
  type Money,
  money,
  priceText,
  rateText,
  round2,
  round4,
  ZERO,
} from '../invoicing/totals-money';
import type { ClientInvoiceSource, ClientInvoiceSourceLine } from './client-invoice-source';
import type { EInvoiceAllowanceCharge, EInvoiceLine } from './einvoice.types';
import { DISCOUNT_REASON, DISCOUNT_REASON_CODE, vatRateOf } from './einvoice-amounts';

/**
 * BG-25 invoice lines of a client invoice, with the amounts the totals function computed.
 *
 * Net price BT-146 with prices including VAT: the typed price is divided by (1 + rate / 100) and
 * rounded to 4 decimals, the precision of the product's prices. Neither EN 16931 nor CIUS-RO 1.0.9
 * has a rule comparing BT-131 with BT-129 x BT-146 / BT-149 (the Schematron checks only that
 * BT-146 is not negative, BR-27, and BT-148 likewise, BR-28; its decimals are free, UBL-DT-01
 * counts only amounts), so BT-131 stays the product's amount, computed from the exact quotient, and
 * the price shown differs from it by at most the rounding of a 4-decimal price. A price without VAT
 * is written exactly as the product computed it.
 */

/** UN/ECE Rec 20 "one" (C62) is not needed: a base quantity of 1 is written as no base quantity. */
const ONE = '1';

const present = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  return value.trim() === '' ? null : value.trim();
};

/**
 * UNTDID 7143 list ids (BR-CL-13): STI for the Common Procurement Vocabulary and TSP for the
 * Combined Nomenclature tariff code, as Romanian e-Factura invoices write them (high-fiscal-risk
 * goods carry their NC code under TSP).
 */
export const CPV_LIST_ID = 'STI';
export const NC_LIST_ID = 'TSP';

/** BT-154 is at most 200 (BR-RO-L212): a separator is added only where it fits. */
const DESCRIPTION_LIMIT = 200;

function descriptionOf(line: ClientInvoiceSourceLine): string | null {
  const parts = [present(line.description), present(line.currencyPriceDescription)].filter(
    (part): part is string => part !== null,
  );
  if (parts.length < 2) return parts[0] ?? null;
  const spaced = parts.join(' ');
  // The product limits the two texts to 200 together; joined with a space they could exceed it.
  return [...spaced].length <= DESCRIPTION_LIMIT ? spaced : parts.join('');
}

/** The price per base quantity net of VAT, from a price on the typed footing. */
function netOfVat(price: Money, rate: Money, pricesIncludeVat: boolean): Money {
  return pricesIncludeVat ? round4(price.times(HUNDRED).div(HUNDRED.plus(rate))) : price;
}

/** BG-29: net price, and with a document price reduction the gross price and its discount. */
function priceOf(
  line: ClientInvoiceSourceLine,
  totals: LineTotals,
  source: ClientInvoiceSource,
): EInvoiceLine['price'] {
  const rate = money(line.vatRate, ZERO);
  const net = netOfVat(money(totals.unitNetPrice), rate, source.pricesIncludeVat);
  const gross = netOfVat(money(line.unitPrice), rate, source.pricesIncludeVat);
  const reduced = !gross.eq(net);
  const base = present(line.baseQuantity);
  const withBase = base !== null && !money(base).eq(ONE);
  return {
    amount: priceText(net),
    discount: reduced ? priceText(gross.minus(net)) : null,
    gross: reduced ? priceText(gross) : null,
    baseQuantity: withBase ? base : null,
    baseUnitCode: withBase ? line.unitCode : null,
  };
}

/**
 * BG-27: the line discount. BT-137 (the amount before the discount, net of VAT) and BT-138 are
 * written only when consistent with BT-136 (base x percent / 100 in cents equals the amount): the
 * totals round the amounts before and after the discount separately, which can differ by a cent.
 */
function lineAllowancesOf(line: ClientInvoiceSourceLine, totals: LineTotals): EInvoiceAllowanceCharge[] {
  const amount = money(totals.discountAmount);
  if (amount.isZero()) return [];
  const percent = present(line.discountPercent);
  const base = money(totals.net).plus(amount);
  const consistent = percent !== null && round2(base.times(percent).div(HUNDRED)).eq(amount);
  return [
    {
      amount: totals.discountAmount,
      baseAmount: consistent ? base.toFixed(2) : null,
      percent: consistent ? rateText(money(percent)) : null,
      vatCategory: null,
      vatRate: null,
      reason: DISCOUNT_REASON,
      reasonCode: DISCOUNT_REASON_CODE,
    },
  ];
}

function classificationsOf(line: ClientInvoiceSourceLine): EInvoiceLine['item']['classifications'] {
  const cpv = present(line.cpvCode);
  const nc = present(line.ncCode);
  return [
    ...(cpv === null ? [] : [{ code: cpv, listId: CPV_LIST_ID, listVersionId: null }]),
    ...(nc === null ? [] : [{ code: nc, listId: NC_LIST_ID, listVersionId: null }]),
  ];
}

/** BT-157 with its scheme; the line schema lets no code be saved without one (BR-64). */
function standardIdOf(line: ClientInvoiceSourceLine): EInvoiceLine['item']['standardId'] {
  const id = present(line.standardCode);
  return id === null ? null : { id, schemeId: present(line.standardCodeScheme) };
}

export function eInvoiceLinesOf(source: ClientInvoiceSource, totals: DocumentTotals): EInvoiceLine[] {
  return source.lines.map((line, index) => {
    const computed = totals.lines[index] as LineTotals;
    const start = present(line.billingPeriodStart);
    const end = present(line.billingPeriodEnd);
    return {
      id: String(index + 1),
      note: null,
      objectId: null,
      quantity: line.quantity.trim(),
      unitCode: line.unitCode,
      net: computed.net,
      orderLineReference: null,
      accountingCost: present(line.clientAccountingReference),
      period: start === null && end === null ? null : { start, end },
      allowances: lineAllowancesOf(line, computed),
      charges: [],
      price: priceOf(line, computed, source),
      item: {
        name: line.name.trim(),
        description: descriptionOf(line),
        sellerId: present(line.productCode),
        buyerId: present(line.partnerProductCode),
        standardId: standardIdOf(line),
        classifications: classificationsOf(line),
        originCountry: null,
        vatCategory: line.vatCategory,
        vatRate: vatRateOf(line.vatCategory, line.vatRate),
        attributes: [],
      },
    };
  });
}
