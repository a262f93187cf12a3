import type { ExchangeRate } from '@app/domain/exchange-rates/exchange-rate.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { sourcesApi } from './document-sources.api';
import { sourceKeys } from './source-keys';

/**
 * The National Bank's RON rate of a currency for a day, through the query cache: the document's
 * rate and every line's cross rate of the same day share one request.
 */
export function fetchExchangeRate(
  client: QueryClient,
  request: { companyId: string; currency: string; day: string },
): Promise<ExchangeRate> {
  const { companyId, currency, day } = request;
  return client.fetchQuery({
    queryKey: sourceKeys(companyId, 'exchange-rate', currency, day),
    queryFn: ({ signal }) => sourcesApi.exchangeRate(currency, day, signal),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}
