import Decimal from 'decimal.js';
import { PRODUCT_LIMITS, productInputSchema } from '../products/product.schemas';
import { isValidCpvCode } from '../validators/cpv';
import { compactNcCode, isValidNcCode } from '../validators/nc';
import { VAT_CATEGORY_CODES, VAT_CATEGORY_RULES, type VatCategoryCode } from '../vat-rates/vat-categories';
import { VATEX_CODES } from '../vat-rates/vatex-codes';
import { type RawImportValues, type RowChecker, rowChecker } from './import-cells';
import type { ImportContext } from './import-fields';
import { type ImportRowResult, rowResult } from './import-row-result';

/** Import-only bounds; lengths are the product form's (PRODUCT_LIMITS). */
export const PRODUCT_IMPORT_LIMITS = {
  cpv: 10,
  nc: 10,
  /** Spec 02 §5 Import error codes give weights `min` (the form says `gt:0`): the smallest 6-decimal weight. */
  weight: { decimals: 6, min: '0.000001', max: '9999999999' },
  vat: { decimals: 2, min: '0', max: '100' },
  /** The lowest standard or reduced rate Romania applies: an S rate below it is a typing error. */
  lowestStandardRate: '5',
} as const;

export type ProductImportRow = {
  name: string;
  productCode: string | null;
  categoryName: string | null;
  isService: boolean;
  /** UN/ECE Recommendation 20 code of the base unit (H87, KGM...). */
  measurementUnitCode: string;
  description: string | null;
  isHighFiscalRisk: boolean;
  cpvClassificationCode: string | null;
  euCnClassificationCode: string | null;
  /** Null for a company that is not a VAT payer and gave none: it gets its non-VAT-payer rate. */
  vatCode: VatCategoryCode | null;
  vatValue: string | null;
  vatExemptionReasonCode: string | null;
  netWeight: string | null;
  grossWeight: string | null;
};

const VAT_CODES: ReadonlySet<string> = new Set(VAT_CATEGORY_CODES);

/**
 * The VAT columns by the category's rules (VAT_CATEGORY_RULES): S above 0 (and not below Romania's
 * lowest rate), Z, E, AE, K and G at 0, O without a rate; an exemption reason where the category
 * has one, taken by itself when the category has a single one (AE, K, G, O).
 */
function vatOf(check: RowChecker, context: ImportContext) {
  const L = PRODUCT_IMPORT_LIMITS;
  const codeText = check.text('vatCode').toUpperCase();
  let vatCode: VatCategoryCode | null = null;
  if (codeText === '') {
    if (context.vatPayer !== false) check.fail('vatCode', 'required');
  } else if (VAT_CODES.has(codeText)) vatCode = codeText as VatCategoryCode;
  else check.fail('vatCode', 'exists');
  const rule = vatCode ? VAT_CATEGORY_RULES[vatCode] : null;

  if (rule?.value === 'positive' && !check.given('vatValue')) check.fail('vatValue', 'required');
  const vatValue = check.decimal('vatValue', L.vat);
  if (rule && vatValue !== null) {
    const value = new Decimal(vatValue);
    if (rule.value === 'positive' && value.lte(0)) check.fail('vatValue', 'gt:0');
    else if (rule.value === 'positive' && value.lt(L.lowestStandardRate))
      check.fail('vatValue', `gte:${L.lowestStandardRate}`);
    else if ((rule.value === 'zero' || rule.value === 'none') && !value.isZero())
      check.fail('vatValue', 'max:0');
  }

  let reason = check.text('vatExemptionReasonCode').toUpperCase() || null;
  if (rule?.exemption === 'forbidden') check.prohibit('vatExemptionReasonCode', true);
  else if (rule && reason === null) {
    if (rule.exemptionCodes.length === 1) reason = rule.exemptionCodes[0] ?? null;
    else check.fail('vatExemptionReasonCode', 'required');
  } else if (reason !== null && !(rule?.exemptionCodes ?? VATEX_CODES).includes(reason))
    check.fail('vatExemptionReasonCode', 'exists');
  return { vatCode, vatValue, vatExemptionReasonCode: rule?.exemption === 'forbidden' ? null : reason };
}

/** A classification code: at most `max` characters once compacted, and one of the list (else `exists`). */
function classificationOf(
  check: RowChecker,
  field: string,
  max: number,
  valid: (code: string) => boolean,
  required: boolean,
) {
  const value = check.text(field);
  if (value === '') return required ? check.fail(field, 'required') : null;
  if (compactNcCode(value).length > max) return check.fail(field, `max:${max}`);
  return valid(value) ? value : check.fail(field, 'exists');
}

function fiscalRiskOf(check: RowChecker, isService: boolean | null) {
  const coded = check.given('cpvClassificationCode') || check.given('euCnClassificationCode');
  if (coded && !check.given('isHighFiscalRisk')) check.fail('isHighFiscalRisk', 'required');
  const risky = check.boolean('isHighFiscalRisk', { required: false, fallback: false }) ?? false;
  if (risky && isService === true) check.fail('isHighFiscalRisk', 'prohibited');
  const L = PRODUCT_IMPORT_LIMITS;
  return {
    isHighFiscalRisk: risky,
    cpvClassificationCode: classificationOf(check, 'cpvClassificationCode', L.cpv, isValidCpvCode, risky),
    euCnClassificationCode: classificationOf(check, 'euCnClassificationCode', L.nc, isValidNcCode, risky),
  };
}

/**
 * Checks one product row with the import error codes of spec 02 §5 (one code per field) and, when it
 * passes, gives the product to create. Whether the unit, the VAT rate and the classification codes
 * exist for the company, and uniqueness, need the database: the server adds them.
 */
export function checkProductRow(
  line: number,
  values: RawImportValues,
  context: ImportContext = {},
): ImportRowResult<ProductImportRow> {
  const L = PRODUCT_IMPORT_LIMITS;
  const check = rowChecker(values);
  const isService = check.boolean('isService', { required: true });
  const unit = check.text('measurementUnitCode').toUpperCase();
  if (unit === '') check.fail('measurementUnitCode', 'required');
  else if (unit.length > PRODUCT_LIMITS.unitCode) check.fail('measurementUnitCode', 'exists');
  for (const weight of ['netWeight', 'grossWeight']) check.prohibit(weight, isService === true);

  const row: ProductImportRow = {
    name: check.limitedText('name', PRODUCT_LIMITS.name, true) ?? check.text('name'),
    productCode: check.limitedText('productCode', PRODUCT_LIMITS.productCode),
    categoryName: check.limitedText('categoryName', PRODUCT_LIMITS.categoryName),
    isService: isService ?? false,
    measurementUnitCode: unit,
    description: check.limitedText('description', PRODUCT_LIMITS.description),
    ...fiscalRiskOf(check, isService),
    ...vatOf(check, context),
    netWeight: check.decimal('netWeight', L.weight),
    grossWeight: check.decimal('grossWeight', L.weight),
  };
  // The product form's own schema last, so an imported product passes the rules of one typed by hand.
  const parsed = productInputSchema.safeParse({ ...row, vatRateId: null, productCategoryId: null });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) check.fail(issue.path.map(String).join('.'), issue.message);
  }
  return rowResult(line, check.errors, row);
}
