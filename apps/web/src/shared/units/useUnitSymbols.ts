import { type ListingResult, MAX_PER_PAGE } from '@app/domain/listing/listing.schemas';
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

const unitsPath = (companyId: string, page: number) =>
  `/v1/my-companies/${encodeURIComponent(companyId)}/measurement-units?${listingSearchParams({
    page,
    perPage: MAX_PER_PAGE,
    sortBy: 'name',
    sortDir: 'asc',
  })}`;

/** Every unit of the company, page after page (most companies have one page). */
async function allUnits(companyId: string, signal: AbortSignal): Promise<MeasurementUnit[]> {
  const units: MeasurementUnit[] = [];
  for (let page = 1; ; page++) {
    const result = await apiRequest<ListingResult<MeasurementUnit>>(unitsPath(companyId, page), { signal });
    units.push(...result.items);
    if (result.items.length < MAX_PER_PAGE || units.length >= result.count) return units;
  }
}

/**
 * The company's unit symbols for the screens that show unit codes (product list, invoice lines and
 * view), as the printed documents show them. Units change rarely: a minute's cache is fine. Until
 * the units arrive (or if they cannot be read) the code is shown.
 */
export function useUnitSymbols(companyId: string): (code: string) => string {
  const units = useQuery({
    queryKey: ['my-companies', companyId, 'measurement-units', 'symbols'],
    queryFn: ({ signal }) => allUnits(companyId, signal),
    staleTime: 60_000,
    enabled: companyId !== '',
  });
  return useMemo(() => unitSymbolOf(units.data), [units.data]);
}
