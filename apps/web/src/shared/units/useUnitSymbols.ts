import type { ListingResult } from '@app/domain/listing/listing.schemas';
import type { MeasurementUnit } from '@app/domain/measurement-units/measurement-unit.schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../api/api-client';
import { listingSearchParams } from '../list/list-state';

/** What a person reads for a unit code: the company's symbol ("buc" for H87), else the code itself. */
export function unitSymbolOf(units: readonly Pick<MeasurementUnit, 'code' | 'symbol'>[] | undefined) {
  const symbols = new Map((units ?? []).map((unit) => [unit.code, unit.symbol]));
  return (code: string) => symbols.get(code) ?? code;
}

const unitsPath = (companyId: string) =>
  `/v1/my-companies/${encodeURIComponent(companyId)}/measurement-units?${listingSearchParams({
    page: 1,
    perPage: 100,
    sortBy: 'name',
    sortDir: 'asc',
  })}`;

/**
 * The company's unit symbols for the screens that show unit codes (product list, invoice lines and
 * view), as the printed documents show them. Units change rarely: a minute's cache is fine. Until
 * the units arrive (or if they cannot be read) the code is shown.
 */
export function useUnitSymbols(companyId: string): (code: string) => string {
  const units = useQuery({
    queryKey: ['my-companies', companyId, 'measurement-units', 'symbols'],
    queryFn: ({ signal }) => apiRequest<ListingResult<MeasurementUnit>>(unitsPath(companyId), { signal }),
    select: (page) => page.items,
    staleTime: 60_000,
    enabled: companyId !== '',
  });
  return useMemo(() => unitSymbolOf(units.data), [units.data]);
}
