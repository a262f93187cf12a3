/**
 * Query keys of the rows invoice forms choose from (partners, products, rates, units, exchange
 * rates...), per company: shared by the client and supplier invoice screens, so both read one cache.
 */
export const sourceKeys = (companyId: string, ...rest: unknown[]) =>
  ['invoicing-sources', companyId, ...rest] as const;
