import type { Database } from '../../db/client';
import { type Harness, startHarness } from '../../testing/harness';
import { invoicePayments } from '../client-invoices/invoice-payments';
import { registerClientPaymentsRoutes, registerClientPaymentsUses } from './client-payments.module';

/**
 * The harness with this module in it: app.ts registers it once wired; until then the tests add
 * the routes before the app is ready (over the database the harness opens next) and the uses after.
 */
export async function startPaymentsHarness(): Promise<Harness> {
  let database: Database | null = null;
  const open = (): Database => {
    if (!database) throw new Error('database not open yet');
    return database;
  };
  let wired = true;
  const h = await startHarness({}, (app) => {
    wired = app.hasRoute({ method: 'GET', url: '/v1/my-companies/:companyId/client-payments' });
    if (wired) return;
    const lazy: Database = {
      get pool() {
        return open().pool;
      },
      get db() {
        return open().db;
      },
      transaction: (work) => open().transaction(work),
      close: () => open().close(),
    };
    registerClientPaymentsRoutes(app, lazy, invoicePayments);
  });
  database = h.ctx.database;
  if (!wired) registerClientPaymentsUses(h.companyHooks);
  return h;
}
