import { randomBytes } from 'node:crypto';
import { type PaymentSimulatorServer, startPaymentSimulatorServer } from '@app/payments/simulator/server';
import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';

export type PaymentsRuntime = {
  stripe: Stripe;
  /** The secret the provider signs its webhooks with. */
  webhookSecret: string;
  simulated: boolean;
  /** The in-process simulator (development and tests); null with Stripe or a separate simulator. */
  simulator: PaymentSimulatorServer | null;
  /** Tells the in-process simulator where the app receives webhooks (known once it listens). */
  listeningAt(appBaseUrl: string): void;
  close(): Promise<void>;
};

export const WEBHOOK_PATH = '/v1/billing/webhooks/stripe';
/** The key the simulator accepts unless told another (createPaymentSimulator's default). */
const SIMULATOR_KEY = 'sk_test_simulator';

/** The official client pointed at a simulator over plain HTTP. */
function simulatorClient(url: string, apiKey: string): Stripe {
  const address = new URL(url);
  return new Stripe(apiKey, {
    host: address.hostname,
    port: Number(address.port),
    protocol: 'http',
    maxNetworkRetries: 2,
  });
}

/**
 * How the app takes card payments: with STRIPE_SECRET_KEY, Stripe itself; without it, the payment
 * provider simulator, started here on loopback (or the one already running at PAYMENTS_SIM_URL).
 * The official client talks to either over HTTP, so the same code path runs in every test.
 */
export async function createPaymentsRuntime(config: PaymentsConfig): Promise<PaymentsRuntime> {
  if (config.secretKey) {
    if (!config.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
    return {
      stripe: new Stripe(config.secretKey),
      webhookSecret: config.webhookSecret,
      simulated: false,
      simulator: null,
      listeningAt: () => undefined,
      close: async () => undefined,
    };
  }
  if (config.simUrl) {
    // A simulator that runs as its own server: whoever started it sets where its webhooks go.
    return {
      stripe: simulatorClient(config.simUrl, SIMULATOR_KEY),
      webhookSecret: config.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`,
      simulated: true,
      simulator: null,
      listeningAt: () => undefined,
      close: async () => undefined,
    };
  }
  const server = await startPaymentSimulatorServer({ port: config.simPort, host: '127.0.0.1' });
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  return {
    stripe: simulatorClient(server.url, server.simulator.apiKey),
    webhookSecret,
    simulated: true,
    simulator: server,
    listeningAt(appBaseUrl) {
      server.simulator.setWebhookEndpoint({ url: `${appBaseUrl}${WEBHOOK_PATH}`, secret: webhookSecret });
    },
    close: server.close,
  };
}
