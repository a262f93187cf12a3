import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerExchangeRateRoutes } from './exchange-rates.routes';
import { createExchangeRatesService, type ExchangeRatesService } from './exchange-rates.service';
import { openBnrSource } from './exchange-rates.source';

export const EXCHANGE_RATES_REFRESH_JOB = 'exchange-rates.refresh';
/** Every day at 13:30 in Romania: BNR publishes at about 13:00 on banking days. */
export const EXCHANGE_RATES_REFRESH_CRON = '30 13 * * *';
export const EXCHANGE_RATES_REFRESH_TZ = 'Europe/Bucharest';

export type ExchangeRatesModuleOptions = {
  /** BNR's base URL; defaults to the BNR_URL environment variable, then see openBnrSource. */
  bnrUrl?: string | null;
};

/**
 * BNR's exchange rates (global, not per company): GET /v1/exchange-rates, the rates table filled
 * on demand, and a daily job that stores the day's publication. Other modules take `service` to
 * fill a document's currency rate (`service.rateOn(db, currency, date)`).
 */
export async function registerExchangeRates(
  app: FastifyInstance,
  ctx: AppContext,
  options: ExchangeRatesModuleOptions = {},
): Promise<{ service: ExchangeRatesService }> {
  const source = await openBnrSource(ctx.config, options.bnrUrl ?? (process.env.BNR_URL || null));
  app.addHook('onClose', source.close);
  const service = createExchangeRatesService(ctx.database, source.client);
  registerExchangeRateRoutes(app, {
    rateOn: (currency, date) => service.rateOn(ctx.database.db, currency, date),
    today: service.today,
  });

  await ctx.jobs.register(EXCHANGE_RATES_REFRESH_JOB, async () => {
    await service.refresh();
  });
  // Jobs.schedule has no time zone and pg-boss schedules in UTC by default; 13:30 must follow
  // Romanian summer time, so the schedule goes to pg-boss directly, on the same terms (a process
  // without workers only declares the queue).
  if (ctx.config.workers) {
    await ctx.jobs.boss.schedule(
      EXCHANGE_RATES_REFRESH_JOB,
      EXCHANGE_RATES_REFRESH_CRON,
      {},
      { tz: EXCHANGE_RATES_REFRESH_TZ },
    );
  }
  return { service };
}
