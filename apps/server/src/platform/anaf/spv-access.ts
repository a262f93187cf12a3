import type { EfacturaApi } from '@app/anaf/spv/efactura-api.types';
import type { EtransportApi } from '@app/anaf/spv/etransport-api.types';

/** The company has no active SPV connection (none, inactive, expired, or unauthorized right now). */
export class SpvUnavailableError extends Error {
  constructor(
    readonly companyId: string,
    readonly status: string,
  ) {
    super(`no active SPV connection for company ${companyId} (${status})`);
    this.name = 'SpvUnavailableError';
  }
}

export type SpvCallContext = { accessToken: string; cif: string };

/**
 * How the e-Factura exchange reaches ANAF for a company, without knowing about tokens: the
 * SPV connection module implements it (modules/anaf-spv) and the sending, sync and reply work use it.
 */
export type SpvAccess = {
  /** The client of the public calls (validare, transformare) and of the token-bearing ones. */
  api: EfacturaApi;
  /** The RO e-Transport client: its calls take the access token `call` hands out. */
  etransport: EtransportApi;
  /** Active-like (active, pending, unauthorized being retried) or not: the UI's "connected". */
  isActive(companyId: string): Promise<boolean>;
  /**
   * Runs `fn` with a valid access token of the company's connection and its CUI (digits). An
   * access token close to expiry is refreshed first (one refresh shared by concurrent callers); a
   * 401 refreshes once and runs `fn` again; a 403 marks the connection unauthorized and rethrows.
   * Throws SpvUnavailableError when the company cannot call ANAF now.
   */
  call<T>(companyId: string, fn: (api: EfacturaApi, context: SpvCallContext) => Promise<T>): Promise<T>;
};

/** Set by app.ts once the anaf-spv module is registered. */
declare module 'fastify' {
  interface FastifyInstance {
    spvAccess: SpvAccess;
  }
}
