import { randomUUID } from 'node:crypto';
import { LOGO_MAX_BYTES } from '@app/domain/companies/company.schemas';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { AppContext } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAccountDevRoutes } from './modules/accounts/accounts.dev-routes';
import { registerAccounts } from './modules/accounts/accounts.module';
import { registerAnafSpv } from './modules/anaf-spv/anaf-spv.module';
import { registerBanks } from './modules/banks/banks.module';
import { registerBillingDevRoutes } from './modules/billing/billing.dev-routes';
import { registerBillingRoutes } from './modules/billing/billing.routes';
import { billingService } from './modules/billing/billing.service';
import { operatorCheck } from './modules/billing/billing-admin.service';
import { registerBillingPurchases } from './modules/billing/billing-purchases.module';
import { registerClientInvoices } from './modules/client-invoices/client-invoices.module';
import { registerClientPayments } from './modules/client-payments/client-payments.module';
import { registerClientReports } from './modules/client-reports/client-reports.module';
import { registerCompanies } from './modules/companies/companies.module';
import { type CompanyHooks, createCompanyHooks } from './modules/companies/company-hooks';
import { createCompanyLookup } from './modules/companies/company-lookup';
import { registerDocumentSeries } from './modules/document-series/document-series.module';
import { registerEfacturaInbox } from './modules/efactura-inbox/efactura-inbox.module';
import { registerEfacturaSending } from './modules/efactura-sending/efactura-sending.module';
import { registerEtransport } from './modules/etransport/etransport.module';
import { registerExchangeRates } from './modules/exchange-rates/exchange-rates.module';
import { registerExports } from './modules/exports/exports.module';
import { registerImports } from './modules/imports/imports.module';
import { registerMeasurementUnits } from './modules/measurement-units/measurement-units.module';
import { registerNotifications } from './modules/notifications/notifications.module';
import { registerPartners } from './modules/partners/partners.module';
import { registerProblemReports } from './modules/problem-reports/problem-reports.module';
import { registerProducts } from './modules/products/products.module';
import { registerStockDocuments } from './modules/stock-documents/stock-documents.module';
import { registerStockReports } from './modules/stock-reports/stock-reports.module';
import { registerSupplierInvoices } from './modules/supplier-invoices/supplier-invoices.module';
import { registerSupplierPayments } from './modules/supplier-payments/supplier-payments.module';
import { registerSupplierReports } from './modules/supplier-reports/supplier-reports.module';
import { registerVatRates } from './modules/vat-rates/vat-rates.module';
import { registerWarehouses } from './modules/warehouses/warehouses.module';
import { installAccess, publicAccess } from './platform/auth/access';
import { createCsrf } from './platform/auth/csrf';
import { loadSecret } from './platform/auth/secrets';
import { createSessions } from './platform/auth/sessions';
import { createThrottle } from './platform/auth/throttle';
import { registerClientErrorRoutes } from './platform/http/client-errors.routes';
import { installErrorHandler } from './platform/http/errors-install';
import { installGates } from './platform/http/gates';
import { installPlanGate } from './platform/http/plan-gate';
import { installRequestLog } from './platform/http/request-log';
import { installTextBoundary } from './platform/http/text-boundary';
import { serveWebApp } from './platform/http/web-app';
import type { Jobs } from './platform/jobs/jobs';
import { registerDevMailbox, registerDevSmsOutbox } from './platform/mail/dev-mailbox.routes';
import { createMailer } from './platform/mail/mailer';
import type { RealtimeBus } from './platform/realtime/bus';
import { registerRealtime } from './platform/realtime/realtime.routes';
import { createSmsOutbox } from './platform/sms/sms-gateway';
import { createStockLedger } from './platform/stock/create-stock-ledger';

export type BuiltApp = {
  app: FastifyInstance;
  ctx: AppContext;
  companyHooks: CompanyHooks;
  /** The export job's builder, which tests run directly to observe an archive's memory cost. */
  exports: Awaited<ReturnType<typeof registerExports>>;
};

/** Builds the HTTP application on an open database and job queue (used by main and by tests). */
export async function buildApp(
  config: Config,
  database: Database,
  jobs: Jobs,
  realtime: RealtimeBus,
): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.env === 'test' ? false : { level: process.env.LOG_LEVEL ?? 'info' },
    // Our own hook writes the single line per request (see request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: {
      querystringParser: (text: string) => qs.parse(text, { depth: 3, arrayLimit: 100 }),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const appKey = await loadSecret(database.db, 'app-key');
  const ctx: AppContext = {
    config,
    database,
    jobs,
    mailer: await createMailer({ db: database.db, jobs, smtpUrl: config.smtpUrl, from: config.mailFrom }),
    sms: createSmsOutbox(database.db),
    sessions: createSessions(database.db),
    throttle: createThrottle(database.db),
    csrf: createCsrf(appKey),
    realtime,
    appKey,
    stockLedger: createStockLedger(),
  };

  await app.register(fastifyCookie);
  // Before the access hook: its onRequest marks upgrade requests, so a refused upgrade's socket is
  // closed after the 401 instead of lingering.
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });
  // Uploads (logos, imports) are bounded here; each route checks its own kind of file.
  await app.register(fastifyMultipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Facturare API', version: config.appVersion },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'session' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  installErrorHandler(app);
  installTextBoundary(app);
  installGates(app, config);
  installRequestLog(app);

  // Access is installed before any route, so its start-up check sees every route; the resolvers
  // reach the modules through these bindings once they are registered below.
  let accounts: Awaited<ReturnType<typeof registerAccounts>> | undefined;
  let companies: ReturnType<typeof registerCompanies> | undefined;
  const isOperator = operatorCheck(database, config.operators);
  installAccess(app, {
    sessions: ctx.sessions,
    csrf: ctx.csrf,
    userOf: (session) => (accounts as NonNullable<typeof accounts>).userOf(session),
    companyPermissions: (user, companyId) =>
      (companies as NonNullable<typeof companies>).companyPermissions(user, companyId),
    globalPermissions: (user) => (accounts as NonNullable<typeof accounts>).globalPermissions(user),
    isOperator: (user) => isOperator(user.id),
  });
  installPlanGate(app, {
    hasSmartPlan: (companyId) => billingService.hasSmartPlan(database.db, companyId),
    hasInvoicingPlan: (companyId) => billingService.hasInvoicingPlan(database.db, companyId),
  });
  const notifications = registerNotifications(app, ctx);
  accounts = await registerAccounts(app, ctx, { notifications });
  const lookup = await createCompanyLookup(config.anafMode);
  app.addHook('onClose', lookup.close);
  const companyHooks = createCompanyHooks();
  companies = registerCompanies(app, ctx, { lookup: lookup.lookup, hooks: companyHooks });
  companyHooks.setupSteps.push((tx, company) => billingService.grantFreeBasic(tx.db, company.id));
  companyHooks.deletionBlockers.push({
    reason: 'active-subscriptions',
    count: billingService.activePaidSubscriptions,
  });
  registerBillingRoutes(app, ctx);
  companyHooks.demoSteps.push((companyId) => billingService.grantSmart(database.db, companyId));
  // Catalogues: units and VAT rates first, as products build on them.
  registerVatRates(app, ctx, companyHooks);
  registerMeasurementUnits(app, ctx, companyHooks);
  registerBanks(app, ctx, companyHooks);
  registerDocumentSeries(app, ctx, companyHooks);
  registerPartners(app, ctx, companyHooks);
  registerProducts(app, ctx, companyHooks);
  registerWarehouses(app, ctx, companyHooks);
  const exchangeRates = await registerExchangeRates(app, ctx);
  const clientInvoices = registerClientInvoices(app, ctx, companyHooks);
  const purchases = await registerBillingPurchases(app, ctx, {
    notifications,
    documents: clientInvoices.systemDocuments,
    pdf: (companyId, kind, id) => clientInvoices.service.pdf(companyId, kind, id),
  });
  registerClientPayments(app, ctx, { hooks: companyHooks, invoices: clientInvoices.invoicePayments });
  registerSupplierInvoices(app, ctx, companyHooks);
  registerStockDocuments(app, ctx, companyHooks);
  const spv = await registerAnafSpv(app, ctx, { notifications, hooks: companyHooks });
  await registerEfacturaSending(app, ctx, {
    access: spv.access,
    notifications,
    accountDeletionBlockers: accounts.deletionBlockers,
  });
  await registerEfacturaInbox(app, ctx, { access: spv.access, notifications });
  await registerEtransport(app, ctx, { access: spv.access, notifications, purchases });
  registerSupplierPayments(app, ctx, companyHooks);
  registerClientReports(app, ctx, (currency, date) =>
    exchangeRates.service.rateOn(ctx.database.db, currency, date),
  );
  registerSupplierReports(app, ctx, (currency, date) =>
    exchangeRates.service.rateOn(ctx.database.db, currency, date),
  );
  registerStockReports(app, ctx);
  await registerImports(app, ctx, { notifications });
  const exports = await registerExports(app, ctx, {
    notifications,
    clientInvoicePdf: async (companyId, id) => clientInvoices.service.pdf(companyId, 'invoice', id),
  });
  if (config.env !== 'production') {
    registerBillingDevRoutes(app, ctx, notifications);
    registerAccountDevRoutes(app, ctx);
  }
  registerRealtime(app, realtime, appKey, companies.maySeeCompany);

  registerClientErrorRoutes(app);
  registerProblemReports(app, ctx);
  app.get('/v1/health', { config: publicAccess, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/v1/openapi.json', { config: publicAccess, schema: { hide: true } }, async () => app.swagger());
  if (config.env !== 'production') {
    registerDevMailbox(app, ctx.mailer);
    registerDevSmsOutbox(app, ctx.sms);
  }
  await serveWebApp(app, config.webDist);

  return { app, ctx, companyHooks, exports };
}
