import { useQuery } from '@tanstack/react-query';
import { sourcesApi } from './document-sources.api';
import { sourceKeys } from './source-keys';

// The lists the invoice forms choose from. They change rarely: a minute's cache is fine.
const STALE = 60_000;

export function useVatRates(companyId: string) {
  return useQuery({
    queryKey: sourceKeys(companyId, 'vat-rates'),
    queryFn: ({ signal }) => sourcesApi.vatRates(companyId, signal),
    select: (page) => page.items,
    staleTime: STALE,
  });
}

export function useUnits(companyId: string) {
  return useQuery({
    queryKey: sourceKeys(companyId, 'units'),
    queryFn: ({ signal }) => sourcesApi.units(companyId, signal),
    select: (page) => page.items,
    staleTime: STALE,
  });
}
