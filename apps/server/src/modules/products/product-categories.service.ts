import type { productCategoryInputSchema } from '@app/domain/products/product.schemas';
import type { FieldErrors } from '@app/domain/validation/rule-codes';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { HttpError, notFound, ValidationError } from '../../platform/http/errors';
import type { ListingPlan } from '../../platform/listing/listing';
import type { UsageRegistry } from '../../platform/usage/usage-registry';
import { type CategoryView, productCategoriesRepo } from './product-categories.repo';
import { uniqueGuarded } from './unique-guard';

type CategoryInput = z.output<typeof productCategoryInputSchema>;

/** Product categories: a tree per company with unique names (spec 02 §5 Product-related). */
export function createProductCategoriesService(database: Database, usage: UsageRegistry) {
  const { db } = database;

  async function viewOrFail(companyId: string, id: string): Promise<CategoryView> {
    const view = await productCategoriesRepo.view(db, companyId, id);
    if (!view) throw notFound();
    return view;
  }

  /**
   * The name is unique in the company; the parent must exist and may be neither the category itself
   * nor one of its descendants (that would cut the branch off the tree into a loop).
   */
  async function check(companyId: string, input: CategoryInput, id: string | null) {
    const errors: FieldErrors = {};
    if (await productCategoriesRepo.nameTaken(db, companyId, input.name, id)) errors.name = ['unique'];
    if (input.parentId) {
      const lineage = await productCategoriesRepo.lineage(db, companyId, input.parentId);
      if (lineage.length === 0) errors.parentId = ['exists'];
      else if (id !== null && lineage.includes(id)) errors.parentId = ['invalid'];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  return {
    list: (companyId: string, plan: ListingPlan) => productCategoriesRepo.list(db, companyId, plan),
    get: viewOrFail,

    async create(companyId: string, input: CategoryInput): Promise<CategoryView> {
      await check(companyId, input, null);
      const row = await uniqueGuarded(() => productCategoriesRepo.insert(db, { ...input, companyId }));
      return viewOrFail(companyId, row.id);
    },

    async update(companyId: string, id: string, input: CategoryInput): Promise<CategoryView> {
      if (!(await productCategoriesRepo.exists(db, companyId, id))) throw notFound();
      await check(companyId, input, id);
      await uniqueGuarded(() => productCategoriesRepo.update(db, companyId, id, input));
      return viewOrFail(companyId, id);
    },

    /** Refused while products or sub-categories are filed under it, or other modules use it. */
    async delete(companyId: string, id: string): Promise<void> {
      if (!(await productCategoriesRepo.exists(db, companyId, id))) throw notFound();
      const reasons: string[] = [];
      if ((await productCategoriesRepo.productsIn(db, companyId, id)) > 0) reasons.push('products');
      if ((await productCategoriesRepo.childrenOf(db, companyId, id)) > 0) reasons.push('categories');
      reasons.push(...(await usage.reasonsInUse(db, 'product-category', companyId, id)));
      if (reasons.length > 0)
        throw new HttpError(422, 'products.errors.category-delete-blocked', {
          errors: { category: reasons },
        });
      await productCategoriesRepo.delete(db, companyId, id);
    },
  };
}
export type ProductCategoriesService = ReturnType<typeof createProductCategoriesService>;

/**
 * A new root category named by an imported product, inside the import's transaction (the import
 * looked up the company's categories by name first). Returns its id.
 */
export async function createCategoryInTx(tx: Tx, companyId: string, name: string): Promise<string> {
  const row = await uniqueGuarded(() =>
    productCategoriesRepo.insert(tx.db, { companyId, name, parentId: null }),
  );
  return row.id;
}
