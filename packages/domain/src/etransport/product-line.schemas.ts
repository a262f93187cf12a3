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
import { isGreater, type LineTotal, lineTotal } from './line-totals';

/** Spec 03 §9: quantities and weights with 2 decimals, prices with 4, none zero or negative. */
export const QUANTITY_BOUNDS = { decimals: 2, min: '0.01', max: '999999999999.99' } as const;
export const WEIGHT_BOUNDS = { decimals: 2, min: '0.01', max: '9999999999.99' } as const;
export const PRICE_BOUNDS = { decimals: 4, min: '0.01', max: '999999999999.9999' } as const;
/** ANAF's amounts and weights (PosDec_12_2): at most 12 integer digits (BR-036, BR-038, BR-040, BR-042). */
export const XML_AMOUNT_MAX = '999999999999.99';
const XML_AMOUNT_MAX_HUNDREDTHS = 99_999_999_999_999;

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
  /** The catalogue product the line was filled from: a NC code or weight it lacks is remembered. */
  productId: optionalId,
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

type TotalsOf = Pick<LineValues, 'quantity' | 'price' | 'netWeight' | 'grossWeight'>;

/** A line's totals as the XML carries them: 2 decimals, half up; null when the unit value is missing. */
export function lineTotals(line: TotalsOf) {
  return {
    netTotal: lineTotal(line.quantity, line.price),
    netWeightTotal: lineTotal(line.quantity, line.netWeight),
    grossWeightTotal: lineTotal(line.quantity, line.grossWeight),
  };
}

/** The same totals as Decimals. */
export function productLineTotals(line: TotalsOf) {
  const totals = lineTotals(line);
  const decimal = (total: LineTotal | null) => (total === null ? null : new Decimal(total.text));
  return {
    netTotal: decimal(totals.netTotal),
    netWeightTotal: decimal(totals.netWeightTotal),
    grossWeightTotal: decimal(totals.grossWeightTotal),
  };
}

export type LineIssue = { path: (string | number)[]; message: string };

// Module functions rather than closures: a declaration checks up to 1000 lines.
const tooLarge = (total: LineTotal | null) => total !== null && total.hundredths > XML_AMOUNT_MAX_HUNDREDTHS;
const isZero = (total: LineTotal | null) => total !== null && total.hundredths === 0;
const issue = (field: keyof LineValues, message: string): LineIssue => ({ path: [field], message });

/**
 * The rules of a line that depend on the declaration's operation (spec 03 §5 Product line, BR-068,
 * BR-069, BR-070, BR-205) and on its totals (what ANAF's XML can hold: BR-028, BR-029, BR-038,
 * BR-040, BR-042).
 */
export function productLineIssues(line: LineValues, operation: OperationTypeCode | null): LineIssue[] {
  const issues: LineIssue[] = [];
  if (operation !== null && !PURPOSES_BY_OPERATION[operation].includes(line.operationType))
    issues.push(issue('operationType', purposeRuleId(operation)));
  // Change of transport or deposit (60, 70) needs neither price, net weight nor tariff code (BR-206..208).
  if (operation !== null && !isTranshipment(operation)) {
    if (line.price === null) issues.push(issue('price', 'required'));
    if (line.netWeight === null) issues.push(issue('netWeight', 'required'));
    if (line.productEuCnClassificationCode === null)
      issues.push(issue('productEuCnClassificationCode', 'required'));
  }
  if (line.netWeight !== null && isGreater(line.netWeight, line.grossWeight))
    issues.push(issue('netWeight', 'lte'), issue('grossWeight', 'gte'));
  const totals = lineTotals(line);
  if (tooLarge(totals.netTotal)) issues.push(issue('price', 'BR-042'));
  if (isZero(totals.netWeightTotal)) issues.push(issue('netWeight', 'BR-028'));
  if (tooLarge(totals.netWeightTotal)) issues.push(issue('netWeight', 'BR-038'));
  if (isZero(totals.grossWeightTotal)) issues.push(issue('grossWeight', 'BR-029'));
  if (tooLarge(totals.grossWeightTotal)) issues.push(issue('grossWeight', 'BR-040'));
  return issues;
}

type TotalTexts = { netTotal: string | null; netWeightTotal: string | null; grossWeightTotal: string | null };

/** A line with its totals recomputed (fixed 2 decimals), as the server stores it. */
export function withLineTotals(line: LineValues): Omit<LineValues, keyof TotalTexts> & TotalTexts {
  const totals = lineTotals(line);
  // Not `{ ...line, netTotal }`: V8 (Node 20) adds properties to a spread copy on a slow path, 10x
  // the cost of the copy; Object.assign gives the same object.
  return Object.assign({}, line, {
    netTotal: totals.netTotal?.text ?? null,
    netWeightTotal: totals.netWeightTotal?.text ?? null,
    grossWeightTotal: totals.grossWeightTotal?.text ?? null,
  });
}
export type ProductLine = ReturnType<typeof withLineTotals>;
