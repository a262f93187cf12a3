/** What resolution needs of a company: only its id. */
interface WithId {
  id: string;
}

/**
 * The selected company, as the spec orders it: the myCompanyId query parameter, else the choice stored
 * on this device, else the first company. An id that is not among the user's companies (a stale
 * bookmark, a company deleted elsewhere) is skipped rather than trusted. Null without companies.
 */
export function resolveSelectedCompanyId(
  companies: readonly WithId[],
  queryId: string | null | undefined,
  storedId: string | null | undefined,
): string | null {
  const known = (id: string | null | undefined): id is string =>
    Boolean(id) && companies.some((company) => company.id === id);
  if (known(queryId)) return queryId;
  if (known(storedId)) return storedId;
  return companies[0]?.id ?? null;
}

export class InvalidCompanyIdError extends Error {
  constructor(id: string) {
    super(`Invalid company id: ${id}`);
    this.name = 'InvalidCompanyIdError';
  }
}

/** Choosing a company the user does not have is a programming error or a tampered address. */
export function assertKnownCompanyId(companies: readonly WithId[], id: string): void {
  if (!companies.some((company) => company.id === id)) throw new InvalidCompanyIdError(id);
}
