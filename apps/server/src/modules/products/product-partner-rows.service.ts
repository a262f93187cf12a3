import type { ProductSide } from '@app/domain/products/product-codes';
import type {
  productCodeInputSchema,
  productOfferInputSchema,
} from '@app/domain/products/product-sections.schemas';
import type { FieldErrors } from '@app/domain/validation/rule-codes';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import type { CrudService, Scope } from '../../platform/crud/service-resource';
import { notFound, ValidationError } from '../../platform/http/errors';
import type { ListingPlan } from '../../platform/listing/listing';
import { checkPartnerAndPackaging } from './partner-checks';
import { type CodeView, productCodesRepo, type SideTarget } from './product-codes.repo';
import { type OfferView, productOffersRepo } from './product-offers.repo';
import { productReferencesRepo } from './product-references.repo';
import { uniqueGuarded } from './unique-guard';

type CodeInput = z.output<typeof productCodeInputSchema>;
type OfferInput = z.output<typeof productOfferInputSchema>;

const targetOf = (scope: Scope, side: ProductSide): SideTarget => ({
  companyId: scope.companyId,
  productId: String(scope.parentId),
  side,
});

const failIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
};

/** Reads a row back after a write, 404 when it is not in the product (or was removed meanwhile). */
async function found<T>(view: Promise<T | null>): Promise<T> {
  const row = await view;
  if (!row) throw notFound();
  return row;
}

type SideRepo<TInput, TView> = {
  list(db: Db, target: SideTarget, plan: ListingPlan): Promise<{ items: TView[]; count: number }>;
  view(db: Db, target: SideTarget, id: string): Promise<TView | null>;
  insert(db: Db, values: SideTarget & TInput): Promise<string>;
  update(db: Db, target: SideTarget, id: string, values: TInput): Promise<void>;
  delete(db: Db, target: SideTarget, id: string): Promise<boolean>;
};

/** The five calls of a client's or supplier's rows of a product, around their rule check. */
function sideRowsService<TInput, TView>(
  db: Db,
  side: ProductSide,
  repo: SideRepo<TInput, TView>,
  check: (target: SideTarget, input: TInput, exceptId: string | null) => Promise<void>,
): CrudService<TInput, TView> {
  return {
    list: (scope, plan) => repo.list(db, targetOf(scope, side), plan),
    get: (scope, id) => found(repo.view(db, targetOf(scope, side), id)),
    async create(scope, input) {
      const target = targetOf(scope, side);
      await check(target, input, null);
      const id = await uniqueGuarded(() => repo.insert(db, { ...target, ...input }));
      return found(repo.view(db, target, id));
    },
    async update(scope, id, input) {
      const target = targetOf(scope, side);
      await found(repo.view(db, target, id));
      await check(target, input, id);
      await uniqueGuarded(() => repo.update(db, target, id, input));
      return found(repo.view(db, target, id));
    },
    async delete(scope, id) {
      if (!(await repo.delete(db, targetOf(scope, side), id))) throw notFound();
    },
  };
}

/**
 * A client's or supplier's codes for a product (spec 02 §5 Product-related): the partner plays that
 * side's role; on the client side a partner's code is unique per type; a standard code names its
 * ISO 6523 scheme (checked by the schema).
 */
export function createProductCodesService(
  database: Database,
  side: ProductSide,
): CrudService<CodeInput, CodeView> {
  const { db } = database;
  async function check(target: SideTarget, input: CodeInput, exceptId: string | null) {
    const errors: FieldErrors = {};
    await checkPartnerAndPackaging(db, target, input, errors);
    if (
      side === 'client' &&
      !errors.partnerId &&
      (await productCodesRepo.codeTaken(db, target, input, exceptId))
    )
      errors.code = ['unique'];
    failIfAny(errors);
  }
  return sideRowsService(db, side, productCodesRepo, check);
}

/**
 * The VAT rate an offer may name: one of the company's; the internal non-payer rate only for a
 * company that does not pay VAT, which may name no other.
 */
async function checkOfferVatRate(db: Db, companyId: string, vatRateId: string | null, errors: FieldErrors) {
  if (vatRateId === null) return;
  const rate = await productReferencesRepo.vatRate(db, companyId, vatRateId);
  if (!rate) errors.vatRateId = ['exists'];
  else if (!(await productReferencesRepo.companyPaysVat(db, companyId))) {
    if (!rate.internal) errors.vatRateId = ['prohibited'];
  } else if (rate.internal) errors.vatRateId = ['invalid'];
}

/**
 * Price offers (spec 02 §5 Offers): one per partner and product; on the client side an offer without
 * a partner is the offer to every client, a supplier's offer always names the supplier.
 */
export function createProductOffersService(
  database: Database,
  side: ProductSide,
): CrudService<OfferInput, OfferView> {
  const { db } = database;
  async function check(target: SideTarget, input: OfferInput, exceptId: string | null) {
    const errors: FieldErrors = {};
    if (side === 'supplier' && input.partnerId === null) errors.partnerId = ['required'];
    await checkPartnerAndPackaging(db, target, input, errors);
    if (!errors.partnerId && (await productOffersRepo.partnerTaken(db, target, input.partnerId, exceptId)))
      errors.partnerId = ['unique'];
    await checkOfferVatRate(db, target.companyId, input.vatRateId, errors);
    failIfAny(errors);
  }
  return sideRowsService(db, side, productOffersRepo, check);
}
