import { efacturaBase, etransportBase } from '@app/anaf/endpoints';
import { createEfacturaClient } from '@app/anaf/spv/client/efactura-http.client';
import { createEtransportClient } from '@app/anaf/spv/client/etransport-http.client';
import type { AnafOAuth, EfacturaApi } from '@app/anaf/spv/efactura-api.types';
import type { EtransportApi } from '@app/anaf/spv/etransport-api.types';
import { anafOAuthBase, createAnafOAuthClient } from '@app/anaf/spv/oauth/anaf-oauth.client';
import { createSimulatedOAuth, type SimulatedOAuth } from '@app/anaf/spv/oauth/simulated-oauth';
import { startAnafSimulatorServer } from '@app/anaf/spv/simulator/server';
import type { AnafSimulator } from '@app/anaf/spv/simulator/simulator';
import type { SpvConfig } from '../../config';

/** ANAF's public calls (validare, transformare) live on another host than the token-bearing ones. */
export const ANAF_PUBLIC_BASE = 'https://webservicesp.anaf.ro/prod/FCTEL/rest/';
/** The client id and secret the app uses with its own simulator (open registration there). */
const SIMULATOR_CLIENT = { id: 'facturare-simulator', secret: 'simulator-secret' };

/** The in-process simulator: its state and control (A1), its OAuth server (A2), its address. */
export type AnafSimulatorHandle = { url: string; simulator: AnafSimulator; oauth: SimulatedOAuth };

export type AnafRuntime = {
  api: EfacturaApi;
  /** RO e-Transport, with the same OAuth tokens. */
  etransport: EtransportApi;
  oauth: AnafOAuth;
  /** True without ANAF credentials: the simulator (in-process, or external at ANAF_SIM_URL). */
  simulated: boolean;
  /** The in-process simulator, null with real ANAF or an external simulator. */
  simulator: AnafSimulatorHandle | null;
  close(): Promise<void>;
};

/**
 * How the app reaches ANAF: with ANAF_CLIENT_ID, api.anaf.ro and logincert.anaf.ro; without it, the
 * simulator, started here on loopback unless ANAF_SIM_URL names one already running. Either way the
 * same HTTP clients run, so the real client is exercised over real HTTP in every test.
 */
export async function createAnafRuntime(config: SpvConfig): Promise<AnafRuntime> {
  if (config.clientId) {
    return {
      api: createEfacturaClient({
        apiBaseUrl: efacturaBase(config.env),
        publicBaseUrl: ANAF_PUBLIC_BASE,
        timeoutMs: config.callTimeoutMs,
      }),
      etransport: createEtransportClient({
        apiBaseUrl: etransportBase(config.env),
        timeoutMs: config.callTimeoutMs,
      }),
      oauth: createAnafOAuthClient({
        oauthBaseUrl: anafOAuthBase(null),
        clientId: config.clientId,
        clientSecret: config.clientSecret ?? '',
        redirectUri: config.redirectUrl,
      }),
      simulated: false,
      simulator: null,
      close: async () => undefined,
    };
  }

  let handle: AnafSimulatorHandle | null = null;
  let close: () => Promise<void> = async () => {};
  let base = config.simUrl?.replace(/\/+$/, '') ?? null;
  if (!base) {
    const oauth = createSimulatedOAuth();
    const server = await startAnafSimulatorServer({ port: config.simPort, host: '127.0.0.1', oauth });
    handle = { url: server.url, simulator: server.simulator, oauth };
    close = server.close;
    base = server.url;
  }
  return {
    api: createEfacturaClient({
      apiBaseUrl: efacturaBase(config.env, base),
      publicBaseUrl: `${base}/prod/FCTEL/rest/`,
      timeoutMs: config.callTimeoutMs,
    }),
    etransport: createEtransportClient({
      apiBaseUrl: etransportBase(config.env, base),
      timeoutMs: config.callTimeoutMs,
    }),
    oauth: createAnafOAuthClient({
      oauthBaseUrl: anafOAuthBase(base),
      clientId: SIMULATOR_CLIENT.id,
      clientSecret: SIMULATOR_CLIENT.secret,
      redirectUri: config.redirectUrl,
    }),
    simulated: true,
    simulator: handle,
    close,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process ANAF simulator's control object (tests, development); null with real ANAF. */
    anafSimulator: AnafSimulator | null;
    /** The whole in-process simulator (its OAuth server and address too); null otherwise. */
    anafSimulatorHandle: AnafSimulatorHandle | null;
  }
}
