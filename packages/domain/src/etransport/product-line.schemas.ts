import Decimal from 'decimal.js';
import { z } from 'zod';
import '../validation/rule-codes';
import { unitCodeSchema } from '../measurement-units/measurement-unit.schemas';
import { decimalField, optionalDecimalField } from '../products/decimal-field';
import { optionalId } from '../products/product.schemas';
import { ruledString } from '../validation/ruled-string';
import {
  isTranshipment,
  type OperationTypeCode,
  PRODUCT_OPERATION_CODES,
  PURPOSES_BY_OPERATION,
  purposeRuleId,
} from './etransport-codes';
import { codeField, ETRANSPORT_LIMITS, optionalToken, requiredToken } from './etransport-fields';

/** Spec 03 §9: quantities and weights with 2 decimals, prices with 4, none zero or negative. */
export const QUANTITY_BOUNDS = { decimals: 2, min: '0.01', max: '999999999999.99' } as const;
export const WEIGHT_BOUNDS = { decimals: 2, min: '0.01', max: '9999999999.99' } as const;
export const PRICE_BOUNDS = { decimals: 4, min: '0.01', max: '999999999999.9999' } as const;
/** ANAF's amounts and weights (PosDec_12_2): at most 12 integer digits (BR-036, BR-038, BR-040, BR-042). */
export const XML_AMOUNT_MAX = '999999999999.99';

/** Tariff (Combined Nomenclature) code: 4, 6 or 8 digits (BR-034); spaces and dots of print ignored. */
const ncCode = ruledString((value) => {
  if (value === '') return null;
  if (value.length > ETRANSPORT_LIMITS.ncCodeMax) return `max:${ETRANSPORT_LIMITS.ncCodeMax}`;
  return /^(\d{4}|\d{6}|\d{8})$/.test(value.replace(/[\s.]+/g, '')) ? null : 'format';
})
  .nullish()
  .transform((value) => value?.replace(/[\s.]+/g, '') || null);

// The client computes the totals to show them; the schema recomputes them, so any value passes here.
const clientTotal = z.unknown().optional();

/**
 * One product line (bunuriTransportate). `price` is the unit price in lei (what ANAF's value
 * without VAT is made of); `priceInCurrency` the unit price in the declaration's currency.
 * Weights are per unit; the line's totals are quantity times them.
 */
export const productLineObject = z.object({
  productName: requiredToken(ETRANSPORT_LIMITS.productName),
  /** The product operation code (purpose, codScopOperatiune) of spec 03 §9. */
  operationType: codeField(PRODUCT_OPERATION_CODES),
  productPackagingId: optionalId,
  referenceCode: optionalToken(ETRANSPORT_LIMITS.referenceCode),
  quantity: decimalField(QUANTITY_BOUNDS),
  measurementUnitCode: unitCodeSchema,
  price: optionalDecimalField(PRICE_BOUNDS),
  priceInCurrency: optionalDecimalField(PRICE_BOUNDS),
  productEuCnClassificationCode: ncCode,
  netWeight: optionalDecimalField(WEIGHT_BOUNDS),
  grossWeight: decimalField(WEIGHT_BOUNDS),
  netTotal: clientTotal,
  netWeightTotal: clientTotal,
  grossWeightTotal: clientTotal,
});
export type ProductLineInput = z.input<typeof productLineObject>;
type LineValues = z.output<typeof productLineObject>;

/** A line's totals as the XML carries them: 2 decimals, half up; null when the unit value is missing. */
export function productLineTotals(
  line: Pick<LineValues, 'quantity' | 'price' | 'netWeight' | 'grossWeight'>,
) {
  const times = (value: string | null) =>
    value === null ? null : new Decimal(value).times(line.quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return {
    netTotal: times(line.price),
    netWeightTotal: times(line.netWeight),
    grossWeightTotal: times(line.grossWeight),
  };
}

export type LineIssue = { path: (string | number)[]; message: string };

/**
 * The rules of a line that depend on the declaration's operation (spec 03 §5 Product line, BR-068,
 * BR-069, BR-070, BR-205) and on its totals (what ANAF's XML can hold: BR-028, BR-029, BR-038,
 * BR-040, BR-042).
 */
export function productLineIssues(line: LineValues, operation: OperationTypeCode | null): LineIssue[] {
  const issues: LineIssue[] = [];
  const add = (field: keyof LineValues, message: string) => issues.push({ path: [field], message });
  if (operation !== null && !PURPOSES_BY_OPERATION[operation].includes(line.operationType))
    add('operationType', purposeRuleId(operation));
  // Change of transport or deposit (60, 70) needs neither price, net weight nor tariff code (BR-206..208).
  if (operation !== null && !isTranshipment(operation)) {
    if (line.price === null) add('price', 'required');
    if (line.netWeight === null) add('netWeight', 'required');
    if (line.productEuCnClassificationCode === null) add('productEuCnClassificationCode', 'required');
  }
  if (line.netWeight !== null && new Decimal(line.netWeight).gt(line.grossWeight)) {
    add('netWeight', 'lte');
    add('grossWeight', 'gte');
  }
  const totals = productLineTotals(line);
  if (totals.netTotal?.gt(XML_AMOUNT_MAX)) add('price', 'BR-042');
  if (totals.netWeightTotal?.isZero()) add('netWeight', 'BR-028');
  if (totals.netWeightTotal?.gt(XML_AMOUNT_MAX)) add('netWeight', 'BR-038');
  if (totals.grossWeightTotal?.isZero()) add('grossWeight', 'BR-029');
  if (totals.grossWeightTotal?.gt(XML_AMOUNT_MAX)) add('grossWeight', 'BR-040');
  return issues;
}

/** A line with its totals recomputed (fixed 2 decimals), as the server stores it. */
export function withLineTotals(line: LineValues) {
  const totals = productLineTotals(line);
  return {
    ...line,
    netTotal: totals.netTotal?.toFixed(2) ?? null,
    netWeightTotal: totals.netWeightTotal?.toFixed(2) ?? null,
    grossWeightTotal: totals.grossWeightTotal?.toFixed(2) ?? null,
  };
}
export type ProductLine = ReturnType<typeof withLineTotals>;
