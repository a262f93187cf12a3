import type { ImportEntity } from '@app/domain/imports/import-limits';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { NotificationsService } from '../notifications/notifications.service';
import { createImportRunner, IMPORT_JOB } from './import-runner';
import type { Importer } from './importer';
import { registerImportRoutes } from './imports.routes';
import { createImportsService } from './imports.service';
import { partnerImporter } from './partner-importer';
import { productImporter } from './product-importer';

const IMPORTERS: Record<ImportEntity, Importer> = { partners: partnerImporter, products: productImporter };

/** Imports of partners and products from a spreadsheet (spec 02 §2 Multi-import wizard, §4 Imports). */
export async function registerImports(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { notifications: NotificationsService },
) {
  const service = createImportsService(ctx, IMPORTERS);
  registerImportRoutes(app, service);
  await ctx.jobs.register(IMPORT_JOB, createImportRunner(ctx, deps.notifications, IMPORTERS));
  return service;
}
