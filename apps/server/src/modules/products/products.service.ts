import { productInputSchema } from '@app/domain/products/product.schemas';
import { lineInForce, todayIn } from '@app/domain/products/product-vat-lines';
import type { FieldErrors } from '@app/domain/validation/rule-codes';
import type { z } from 'zod';
import type { Database, Db, Tx } from '../../db/client';
import { HttpError, notFound, ValidationError } from '../../platform/http/errors';
import type { ListingPlan } from '../../platform/listing/listing';
import type { UsageRegistry } from '../../platform/usage/usage-registry';
import { productCategoriesRepo } from './product-categories.repo';
import { productReferencesRepo } from './product-references.repo';
import { productVatRatesRepo } from './product-vat-rates.repo';
import { type ProductRow, type ProductView, productsRepo } from './products.repo';
import { uniqueGuarded } from './unique-guard';

/** A product as the create and update calls take it (parsed by the domain schema). */
export type ProductCreateInput = z.output<typeof productInputSchema>;
export { productInputSchema };

const columnsOf = (input: ProductCreateInput) => ({
  name: input.name,
  productCode: input.productCode,
  description: input.description,
  isService: input.isService,
  measurementUnitCode: input.measurementUnitCode,
  productCategoryId: input.productCategoryId,
  cpvClassificationCode: input.cpvClassificationCode,
  euCnClassificationCode: input.euCnClassificationCode,
  grossWeight: input.grossWeight,
  netWeight: input.netWeight,
  isHighFiscalRisk: input.isHighFiscalRisk,
});

/**
 * The VAT rate a product gets: a VAT payer names one of its rates (not the internal non-payer one);
 * a company that does not pay VAT always uses its internal rate (code O) and may not name another.
 */
async function vatRateFor(db: Db, companyId: string, requested: string | null, errors: FieldErrors) {
  if (!(await productReferencesRepo.companyPaysVat(db, companyId))) {
    const internal = await productReferencesRepo.internalVatRateId(db, companyId);
    if (requested !== null && requested !== internal) errors.vatRateId = ['prohibited'];
    return internal;
  }
  if (requested === null) {
    errors.vatRateId = ['required'];
    return null;
  }
  const rate = await productReferencesRepo.vatRate(db, companyId, requested);
  if (!rate) errors.vatRateId = ['exists'];
  else if (rate.internal) errors.vatRateId = ['invalid'];
  return requested;
}

/** The rules that need the database; returns the VAT rate to use or throws a 422 with every field. */
async function checkProduct(
  db: Db,
  companyId: string,
  input: ProductCreateInput,
  exceptId: string | null,
): Promise<string | null> {
  const errors: FieldErrors = {};
  if (await productsRepo.nameTaken(db, companyId, input.name, exceptId)) errors.name = ['unique'];
  if (
    input.productCode &&
    (await productsRepo.codeTaken(db, companyId, input.productCode, { productId: exceptId ?? undefined }))
  )
    errors.productCode = ['unique'];
  if (!(await productReferencesRepo.unitExists(db, companyId, input.measurementUnitCode)))
    errors.measurementUnitCode = ['exists'];
  if (
    input.productCategoryId &&
    !(await productCategoriesRepo.exists(db, companyId, input.productCategoryId))
  )
    errors.productCategoryId = ['exists'];
  const vatRateId = await vatRateFor(db, companyId, input.vatRateId, errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return vatRateId;
}

/**
 * Creates a product inside the caller's transaction (the spreadsheet import runs one per row): the
 * same rules as the form, a 422 ValidationError naming the fields otherwise. Its first VAT line (the
 * base) starts today.
 */
export async function createInTx(tx: Tx, companyId: string, input: ProductCreateInput): Promise<ProductRow> {
  const vatRateId = await checkProduct(tx.db, companyId, input, null);
  return uniqueGuarded(async () => {
    const product = await productsRepo.insert(tx.db, { ...columnsOf(input), companyId });
    if (vatRateId) {
      await productVatRatesRepo.insert(tx.db, {
        companyId,
        productId: product.id,
        vatRateId,
        startsAt: todayIn(),
      });
    }
    return product;
  });
}

/**
 * Creates products the caller already checked (the spreadsheet import checks a whole file at once
 * against the same rules): one statement for the products and one for their base VAT lines.
 */
export async function createCheckedProductsInTx(
  tx: Tx,
  companyId: string,
  inputs: { input: ProductCreateInput; vatRateId: string | null }[],
): Promise<void> {
  await uniqueGuarded(async () => {
    const rows = await productsRepo.insertMany(
      tx.db,
      inputs.map(({ input }) => ({ ...columnsOf(input), companyId })),
    );
    const startsAt = todayIn();
    const lines = rows.flatMap((product, index) => {
      const vatRateId = inputs[index]?.vatRateId;
      return vatRateId ? [{ companyId, productId: product.id, vatRateId, startsAt }] : [];
    });
    if (lines.length > 0) await productVatRatesRepo.insert(tx.db, lines);
  });
}

/**
 * When the company's VAT status changes (spec 02 §4 Company VAT status), every product takes the
 * given rate from today: the line in force and any later line change, earlier lines stay as the
 * record of what applied then. Offers that carry a rate take it too.
 */
export async function setAllVatRates(tx: Tx, companyId: string, vatRateId: string): Promise<void> {
  const today = todayIn();
  await productVatRatesRepo.setRateFromToday(tx.db, companyId, vatRateId, today);
  await productVatRatesRepo.addMissing(tx.db, companyId, vatRateId, today);
  await productVatRatesRepo.setOfferRates(tx.db, companyId, vatRateId);
}

/** The VAT rate of a product on a day (documents ask it for their issue date); null if it has none. */
export async function productVatRateOn(
  db: Db,
  companyId: string,
  productId: string,
  day: string,
): Promise<string | null> {
  return lineInForce(await productVatRatesRepo.lines(db, companyId, productId), day)?.vatRateId ?? null;
}

export function createProductsService(database: Database, usage: UsageRegistry) {
  const { db } = database;

  async function viewOrFail(companyId: string, id: string): Promise<ProductView> {
    const view = await productsRepo.view(db, companyId, id, todayIn());
    if (!view) throw notFound();
    return view;
  }

  return {
    list: (companyId: string, plan: ListingPlan) => productsRepo.list(db, companyId, plan, todayIn()),

    get: viewOrFail,

    async create(companyId: string, input: ProductCreateInput): Promise<ProductView> {
      const product = await database.transaction((tx) => createInTx(tx, companyId, input));
      return viewOrFail(companyId, product.id);
    },

    /**
     * Saves the details. A changed VAT rate changes the line in force today (the VAT rates tab
     * plans other days); a company that does not pay VAT cannot change it (spec 02 §8).
     */
    async update(companyId: string, id: string, input: ProductCreateInput): Promise<ProductView> {
      if (!(await productsRepo.exists(db, companyId, id))) throw notFound();
      const vatRateId = await checkProduct(db, companyId, input, id);
      await database.transaction((tx) =>
        uniqueGuarded(async () => {
          await productsRepo.update(tx.db, companyId, id, columnsOf(input));
          // A non-payer's rate is the internal one, set by the VAT status change, never by hand.
          if (!vatRateId || !(await productReferencesRepo.companyPaysVat(tx.db, companyId))) return;
          const today = todayIn();
          const current = lineInForce(await productVatRatesRepo.lines(tx.db, companyId, id), today);
          if (!current)
            await productVatRatesRepo.insert(tx.db, { companyId, productId: id, vatRateId, startsAt: today });
          else if (current.vatRateId !== vatRateId)
            await productVatRatesRepo.setRate(tx.db, companyId, current.id, vatRateId);
        }),
      );
      return viewOrFail(companyId, id);
    },

    /** Refused while documents use the product (spec 02 §8 Product and packaging). */
    async delete(companyId: string, id: string): Promise<void> {
      if (!(await productsRepo.exists(db, companyId, id))) throw notFound();
      const reasons = await usage.reasonsInUse(db, 'product', companyId, id);
      if (reasons.length > 0)
        throw new HttpError(422, 'products.errors.delete-blocked', { errors: { product: reasons } });
      await productsRepo.delete(db, companyId, id);
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
