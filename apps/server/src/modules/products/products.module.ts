import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { CompanyHooks } from '../companies/company-hooks';
import { createProductCategoriesService } from './product-categories.service';
import { registerProductPartnerRows } from './product-partner-rows.routes';
import { registerProductSections } from './product-sections';
import { registerProductVatRates } from './product-vat-rates';
import { registerProductRoutes } from './products.routes';
import { createProductsService } from './products.service';
import { registerProductsUsage } from './products.usage';

/** Products and services, their categories and sections (spec 02 §2 Catalogues). */
export function registerProducts(app: FastifyInstance, ctx: AppContext, hooks: CompanyHooks) {
  const products = createProductsService(ctx.database, hooks.usage);
  const categories = createProductCategoriesService(ctx.database, hooks.usage);
  registerProductRoutes(app, ctx.database.db, { products, categories });
  registerProductSections(app, ctx, hooks.usage);
  registerProductVatRates(app, ctx);
  registerProductPartnerRows(app, ctx.database);
  registerProductsUsage(hooks);
  return { products, categories };
}
