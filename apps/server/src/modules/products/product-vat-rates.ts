import {
  productVatRateInputSchema,
  productVatRateSchema,
} from '@app/domain/products/product-sections.schemas';
import { baseLine, isCurrentOrFuture, lineInForce, todayIn } from '@app/domain/products/product-vat-lines';
import type { FieldErrors } from '@app/domain/validation/rule-codes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { registerCompanyResource, type Scope } from '../../platform/crud/company-resource';
import { HttpError } from '../../platform/http/errors';
import { productReferencesRepo } from './product-references.repo';
import { PRODUCT_PERMISSIONS, underProduct } from './product-sections';
import { productVatRatesRepo } from './product-vat-rates.repo';
import { productVatRates } from './products.tables';

/**
 * A line that may not be removed (named under `productVatRate`, like deletion blocks) or changed
 * (named under its rate, the field the form shows the reason under).
 */
const refused = (reason: string, field = 'productVatRate') =>
  new HttpError(422, `products.errors.vat-rate-${reason}`, { errors: { [field]: [reason] } });

const linesOf = (db: Db, scope: Scope) =>
  productVatRatesRepo.lines(db, scope.companyId, String(scope.parentId));

/** Whether the line is the one in force today for a company that does not pay VAT (spec 02 §8). */
async function isNonPayersLineInForce(db: Db, scope: Scope, lineId: string): Promise<boolean> {
  if (await productReferencesRepo.companyPaysVat(db, scope.companyId)) return false;
  return lineInForce(await linesOf(db, scope), todayIn())?.id === lineId;
}

/**
 * The product's VAT rates from given days (spec 02 §5 Product VAT rate, §8): one line per day; the
 * first line is the base and stays; a company that does not pay VAT can only record past rates and
 * can neither change nor remove the rate in force.
 */
export function registerProductVatRates(app: FastifyInstance, ctx: AppContext): void {
  registerCompanyResource(app, ctx, {
    path: 'vat-rates',
    idParam: 'productVatRateId',
    tag: 'products',
    table: productVatRates,
    parent: underProduct(productVatRates.productId),
    permissions: PRODUCT_PERMISSIONS,
    input: productVatRateInputSchema,
    output: productVatRateSchema,
    toColumns: (input) => ({ vatRateId: input.vatRateId, startsAt: input.startsAt }),
    toResponse: (row) => ({
      id: String(row.id),
      vatRateId: String(row.vatRateId),
      startsAt: String(row.startsAt),
    }),
    listing: {
      sortable: { startsAt: productVatRates.startsAt },
      filterable: {},
      searchable: [],
      defaultSort: { column: productVatRates.startsAt, dir: 'asc' },
    },
    async clashes(db, scope, input, exceptId) {
      const errors: FieldErrors = {};
      const others = (await linesOf(db, scope)).filter((line) => line.id !== exceptId);
      if (others.some((line) => line.startsAt === input.startsAt)) errors.startsAt = ['unique'];
      const rate = await productReferencesRepo.vatRate(db, scope.companyId, input.vatRateId);
      if (!rate) errors.vatRateId = ['exists'];
      const inForceFromNow = isCurrentOrFuture(
        input.startsAt,
        others.map((line) => line.startsAt),
        todayIn(),
      );
      if (inForceFromNow) {
        if (!(await productReferencesRepo.companyPaysVat(db, scope.companyId)))
          errors.startsAt ??= ['non-vat-payer'];
        else if (rate?.internal) errors.vatRateId = ['invalid'];
      }
      return errors;
    },
    async beforeUpdate(db, scope, row) {
      if (await isNonPayersLineInForce(db, scope, String(row.id)))
        throw refused('in-force-non-vat-payer', 'vatRateId');
    },
    async beforeDelete(db, scope, row) {
      if (baseLine(await linesOf(db, scope))?.id === row.id) throw refused('base');
      if (await isNonPayersLineInForce(db, scope, String(row.id))) throw refused('in-force-non-vat-payer');
    },
  });
}
