import { addRowError, type ImportRowResult } from '@app/domain/imports/import-row-result';
import { checkImportRows, UNIQUE_KEYS } from '@app/domain/imports/import-rows';
import type { ProductImportRow } from '@app/domain/imports/product-import-row';
import { productInputSchema } from '@app/domain/products/product.schemas';
import { todayIn } from '@app/domain/products/product-vat-lines';
import Decimal from 'decimal.js';
import type { Db, Tx } from '../../db/client';
import { createCategoryInTx } from '../products/product-categories.service';
import { createCheckedProductsInTx, createInTx as createProductInTx } from '../products/products.service';
import { importLookupsRepo, type VatRateOption } from './import-lookups.repo';
import { type Importer, keysOf, markTaken } from './importer';

const [byName, byCode] = UNIQUE_KEYS.products as [
  (typeof UNIQUE_KEYS.products)[number],
  (typeof UNIQUE_KEYS.products)[number],
];

const sameValue = (a: string | null, b: string | null) => new Decimal(a ?? 0).eq(b ?? 0);
const sameReason = (a: string | null, b: string | null) =>
  (a ?? '').toUpperCase() === (b ?? '').toUpperCase();

/**
 * The company's VAT rate a row names by code, value and exemption reason (spec 02 §3 Product import
 * row); a company that does not pay VAT always gets its internal rate (code O).
 */
function vatRateOf(result: ImportRowResult<ProductImportRow>, rates: VatRateOption[], vatPayer: boolean) {
  const { row, errors } = result;
  if (!vatPayer) {
    const internal = rates.find((rate) => rate.internal) ?? null;
    if (row.vatCode !== null && row.vatCode !== internal?.code) addRowError(errors, 'vatCode', 'prohibited');
    return internal?.id ?? null;
  }
  if (row.vatCode === null || errors.vatCode || errors.vatValue || errors.vatExemptionReasonCode) return null;
  // A new product starts today: a rate that no longer applies (19% before August 2025) is not one to give it.
  const today = todayIn();
  const ofCode = rates.filter(
    (rate) => !rate.internal && rate.code === row.vatCode && (rate.validTo === null || rate.validTo >= today),
  );
  const match = ofCode.find(
    (rate) =>
      sameValue(rate.value, row.vatValue) && sameReason(rate.exemptionReasonCode, row.vatExemptionReasonCode),
  );
  if (match) return match.id;
  const reasonKnown = ofCode.some((rate) => sameReason(rate.exemptionReasonCode, row.vatExemptionReasonCode));
  addRowError(
    errors,
    reasonKnown || row.vatExemptionReasonCode === null ? 'vatCode' : 'vatExemptionReasonCode',
    'exists',
  );
  return null;
}

/** Fields of the product form that the file names otherwise. */
const FILE_FIELD: Record<string, string> = { vatRateId: 'vatCode', productCategoryId: 'categoryName' };

/**
 * Products: the rules of the product form; names and codes no other product of the company has;
 * the company's unit and VAT rate; the category by name, created when the company has none of it.
 */
export const productImporter: Importer = async (db: Db, companyId, rows) => {
  const company = await importLookupsRepo.company(db, companyId);
  const vatPayer = company?.vatPayer ?? true;
  const results = checkImportRows('products', rows, { vatPayer });
  const categoryNames = [
    ...new Set(results.flatMap(({ row }) => (row.categoryName ? [row.categoryName.toLowerCase()] : []))),
  ];
  const [names, codes, units, rates, existingCategories] = await Promise.all([
    importLookupsRepo.productNamesTaken(db, companyId, keysOf(results, byName)),
    importLookupsRepo.productCodesTaken(db, companyId, keysOf(results, byCode)),
    importLookupsRepo.unitCodes(db, companyId),
    importLookupsRepo.vatRates(db, companyId),
    importLookupsRepo.categoryIds(db, companyId, categoryNames),
  ]);
  markTaken(results, byName, names);
  markTaken(results, byCode, codes);
  const vatRateIds = results.map((result) => {
    const unit = result.row.measurementUnitCode;
    if (unit !== '' && !units.has(unit)) addRowError(result.errors, 'measurementUnitCode', 'exists');
    return vatRateOf(result, rates, vatPayer);
  });

  // Categories created by earlier rows; forgotten when their transaction rolls back.
  let categories = new Map(existingCategories);
  async function categoryIdOf(tx: Tx, name: string | null): Promise<string | null> {
    if (!name) return null;
    const known = categories.get(name.toLowerCase());
    if (known) return known;
    const id = await createCategoryInTx(tx, companyId, name);
    categories.set(name.toLowerCase(), id);
    return id;
  }

  /** The product form's input of a valid row, with its VAT rate and (found or created) category. */
  async function inputAt(tx: Tx, index: number) {
    const row = results[index]?.row;
    if (!row) throw new Error(`product import row ${index} is missing`);
    return productInputSchema.parse({
      ...row,
      vatRateId: vatRateIds[index] ?? null,
      productCategoryId: await categoryIdOf(tx, row.categoryName),
    });
  }

  return {
    results,
    async insertMany(tx, from, to) {
      const inputs = [];
      for (let index = from; index < to; index++) {
        inputs.push({ input: await inputAt(tx, index), vatRateId: vatRateIds[index] ?? null });
      }
      await createCheckedProductsInTx(tx, companyId, inputs);
    },
    async insert(tx, index) {
      await createProductInTx(tx, companyId, await inputAt(tx, index));
    },
    forget() {
      categories = new Map(existingCategories);
    },
    fieldOf: (_index, field) => FILE_FIELD[field] ?? field,
  };
};
