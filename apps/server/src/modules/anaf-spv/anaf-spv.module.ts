import { spvActiveLike } from '@app/domain/efactura/efactura-states';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { createAnafRuntime } from '../../platform/anaf/anaf-runtime';
import type { SpvAccess } from '../../platform/anaf/spv-access';
import { createTokenCrypto, derivedTokenKey } from '../../platform/anaf/token-crypto';
import type { CompanyHooks } from '../companies/company-hooks';
import type { NotificationsService } from '../notifications/notifications.service';
import { anafSpvRepo } from './anaf-spv.repo';
import { registerAnafSpvRoutes } from './anaf-spv.routes';
import { type AnafSpvService, createAnafSpvService, type SpvCore } from './anaf-spv.service';
import { createAccountantService } from './spv-accountant';
import { createSpvSweep, SPV_TIMERS_CRON, SPV_TIMERS_JOB } from './spv-sweep';
import { createSpvTokenAccess, type SpvTokenAccess } from './spv-token-access';

export type AnafSpvDeps = { notifications: NotificationsService; hooks: CompanyHooks; now?: () => Date };

export type AnafSpvModule = {
  access: SpvAccess;
  tokens: SpvTokenAccess;
  service: AnafSpvService;
  core: SpvCore;
  sweep: ReturnType<typeof createSpvSweep>;
};

/**
 * The SPV connection of each company (spec 02 §4 Tax connection): OAuth through ANAF or its
 * simulator, tokens, the accountant invitation, the status timers. Gives the exchange its SpvAccess.
 */
export async function registerAnafSpv(
  app: FastifyInstance,
  ctx: AppContext,
  deps: AnafSpvDeps,
): Promise<AnafSpvModule> {
  const runtime = await createAnafRuntime(ctx.config.spv);
  app.addHook('onClose', runtime.close);
  app.decorate('anafSimulator', runtime.simulator?.simulator ?? null);
  app.decorate('anafSimulatorHandle', runtime.simulator);

  const crypto = createTokenCrypto([ctx.config.spv.tokenKey ?? derivedTokenKey(ctx.appKey)]);
  const now = deps.now ?? (() => new Date());
  // The service and the token access need each other (a 403 marks the connection): bound here.
  let service: AnafSpvService | null = null;
  const tokens = createSpvTokenAccess({
    database: ctx.database,
    api: runtime.api,
    oauth: runtime.oauth,
    crypto,
    now,
    markUnauthorized: (companyId, reason) => (service as AnafSpvService).markUnauthorized(companyId, reason),
    log: app.log,
  });
  const core: SpvCore = { ctx, runtime, access: tokens, crypto, notifications: deps.notifications, now };
  service = createAnafSpvService(core);
  // The connection acts for the company's tax code: changing it needs a deactivation first.
  deps.hooks.businessIdLocks.push({
    rule: 'anaf-spv-connected',
    locked: async (db, companyId) => spvActiveLike((await anafSpvRepo.find(db, companyId))?.status),
  });
  deps.hooks.deletionFollowUps.push((_db, companyId) =>
    (service as AnafSpvService).revokeOnDeletion(companyId),
  );
  const accountant = createAccountantService(core);
  registerAnafSpvRoutes(app, ctx, core, service, accountant);

  const sweep = createSpvSweep(core);
  await ctx.jobs.register(SPV_TIMERS_JOB, async () => {
    await sweep.run();
  });
  await ctx.jobs.schedule(SPV_TIMERS_JOB, SPV_TIMERS_CRON);

  const access: SpvAccess = {
    api: tokens.api,
    etransport: runtime.etransport,
    isActive: tokens.isActive,
    call: tokens.call,
  };
  if (!app.hasDecorator('spvAccess')) app.decorate('spvAccess', access);
  // Confirming and rejecting received supplier invoices need an active connection.
  if (app.hasDecorator('einvoiceConnection')) app.einvoiceConnection.use({ isActive: tokens.isActive });
  const module: AnafSpvModule = { access, tokens, service, core, sweep };
  app.decorate('anafSpv', module);
  return module;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The SPV connection module's parts (tests drive its timers with a fake clock through it). */
    anafSpv: AnafSpvModule;
  }
}
