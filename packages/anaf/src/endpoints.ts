/**
 * Where the tax authority's services live. The product talks to the test environment until a
 * company is switched to production; development and tests talk to the simulator instead.
 */
export type AnafEnvironment = 'test' | 'prod';

export const ANAF_OAUTH = {
  authorize: 'https://logincert.anaf.ro/anaf-oauth2/v1/authorize',
  token: 'https://logincert.anaf.ro/anaf-oauth2/v1/token',
  revoke: 'https://logincert.anaf.ro/anaf-oauth2/v1/revoke',
} as const;

/** Base URL of the e-Factura REST API (upload, stareMesaj, listaMesajeFactura, descarcare). */
export function efacturaBase(environment: AnafEnvironment, simulatorUrl?: string): string {
  if (simulatorUrl) return `${simulatorUrl.replace(/\/$/, '')}/${environment}/FCTEL/rest/`;
  return `https://api.anaf.ro/${environment}/FCTEL/rest/`;
}

/** Base URL of the e-Transport API (upload, stareMesaj, lista). */
export function etransportBase(environment: AnafEnvironment, simulatorUrl?: string): string {
  if (simulatorUrl) return `${simulatorUrl.replace(/\/$/, '')}/${environment}/ETRANSPORT/ws/v1`;
  return `https://api.anaf.ro/${environment}/ETRANSPORT/ws/v1`;
}

/** ANAF wants the CUI as digits only: no RO prefix, no spaces. */
export function cifParameter(businessId: string): string {
  const digits = businessId.replace(/\s+/g, '').toUpperCase().replace(/^RO/, '');
  if (!/^[0-9]{2,10}$/.test(digits)) throw new Error(`not a Romanian business id: ${businessId}`);
  return digits;
}
