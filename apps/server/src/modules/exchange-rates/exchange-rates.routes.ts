import {
  type ExchangeRate,
  exchangeRateQuerySchema,
  exchangeRateSchema,
} from '@app/domain/exchange-rates/exchange-rate.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth/access';
import { ExchangeRatesUnavailable } from './exchange-rates.service';

/** What the route needs: the service's rateOn on the app's database, and its "today". */
export type ExchangeRateSource = {
  rateOn(currency: string, date: string): Promise<ExchangeRate>;
  today(): string;
};

/**
 * GET /v1/exchange-rates?currency=EUR&date=2026-03-15: BNR's rate for a day, for any signed-in
 * user (rates are public and the same for every company). 422 for an unknown currency or a bad
 * date, 503 when BNR cannot be reached and nothing is stored (spec 02 §8 "currency rate load
 * failure"); the answer says whether the rate is from the day asked for (§8 warning).
 */
export function registerExchangeRateRoutes(app: FastifyInstance, rates: ExchangeRateSource): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/exchange-rates',
    {
      config: signedIn,
      schema: {
        tags: ['exchange-rates'],
        querystring: exchangeRateQuerySchema,
        response: { 200: exchangeRateSchema },
      },
    },
    async (request) => {
      const { currency, date } = request.query;
      try {
        return await rates.rateOn(currency, date ?? rates.today());
      } catch (error) {
        if (error instanceof ExchangeRatesUnavailable) {
          request.log.warn({ err: error.reason, currency, date }, 'exchange rates unavailable');
        }
        throw error;
      }
    },
  );
}
