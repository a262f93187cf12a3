import path from 'node:path';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  /** Interface to listen on (HOST); loopback unless told otherwise. */
  host: string;
  /** Folder of the embedded database; used only when databaseUrl is empty. */
  dataDir: string;
  /** ARCHIVES_DIR: where export archives are written (a folder shared by every server process). */
  archivesDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** SUPPORT_EMAIL: where problem reports are e-mailed. */
  supportEmail: string;
  appUrl: string;
  appVersion: string;
  /** Clients sending an older X-App-Version get 426 and reload. */
  minAppVersion: string;
  maintenance: boolean;
  trustProxy: boolean;
  demoEmail: string | null;
  demoPassword: string | null;
  bodyLimit: number;
  /** Serves the built web app when the folder exists. */
  webDist: string | null;
  workers: boolean;
  /** Where the company lookup goes: ANAF's public service, or the in-process simulator (default). */
  anafMode: 'simulator' | 'anaf';
  /** The SPV connection (RO e-Factura): ANAF's OAuth client, or the built-in simulator. */
  spv: SpvConfig;
  /** PLATFORM_OPERATORS: e-mail addresses of the platform's operators (billing administration). */
  operators: string[];
  /** The company that issues the platform's proformas and invoices of subscriptions; null: none. */
  platformCompanyId: string | null;
  /** Card payments for subscriptions: Stripe, or the built-in payment provider simulator. */
  payments: PaymentsConfig;
};

export type PaymentsConfig = {
  /** STRIPE_SECRET_KEY: unset means the in-process payment provider simulator. */
  secretKey: string | null;
  /** STRIPE_WEBHOOK_SECRET (whsec_...): signs the provider's webhooks; required with a secret key. */
  webhookSecret: string | null;
  /** PAYMENTS_SIM_PORT: port of the in-process simulator (0: any free port). */
  simPort: number;
  /**
   * PAYMENTS_SIM_URL: a payment provider simulator running as its own server instead of the
   * in-process one (its state outlives the app: the killed-process tests); it signs its webhooks
   * with STRIPE_WEBHOOK_SECRET, set by whoever runs it.
   */
  simUrl: string | null;
};

export type SpvConfig = {
  /** ANAF_CLIENT_ID: unset means simulator mode (the simulator runs in-process unless simUrl). */
  clientId: string | null;
  clientSecret: string | null;
  /** Where ANAF sends the browser back after authorization (registered with ANAF). */
  redirectUrl: string;
  /** Which e-Factura environment: api.anaf.ro/test or /prod. */
  env: 'test' | 'prod';
  /** ANAF_TOKEN_KEY, 32 bytes: encrypts the tokens at rest; null derives one from the app key (not in production). */
  tokenKey: Buffer | null;
  /** An external simulator (`npm run anaf-sim`) instead of the in-process one. */
  simUrl: string | null;
  /** Port of the in-process simulator (0: any free port). */
  simPort: number;
  /** ANAF_CALL_TIMEOUT_MS: past it an e-Factura call fails as a timeout (it may still have taken effect). */
  callTimeoutMs: number;
};

/**
 * ANAF_TOKEN_KEY: base64 of exactly 32 bytes (AES-256-GCM). Required in production with real ANAF
 * credentials: there the tokens act for real companies, and a key kept apart from the database
 * (where the app key lives) is what makes a leaked table useless.
 */
function tokenKeyFrom(value: string | undefined, nodeEnv: Config['env'], real: boolean): Buffer | null {
  if (!value) {
    if (nodeEnv === 'production' && real)
      throw new Error('ANAF_TOKEN_KEY is required in production with ANAF_CLIENT_ID (base64 of 32 bytes)');
    return null;
  }
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('ANAF_TOKEN_KEY must be base64 of exactly 32 bytes');
  return key;
}

export const APP_VERSION = '2.2.3';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  const appUrl = env.APP_URL ?? `http://localhost:${port}`;
  return {
    env: nodeEnv,
    port,
    // Loopback by default: the development mailbox (sign-in codes) must not be reachable from the
    // network; HOST=0.0.0.0 (or ::) behind a firewall or a reverse proxy opens it up on purpose.
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR ?? 'data'),
    archivesDir: path.resolve(cwd, env.ARCHIVES_DIR ?? path.join(env.DATA_DIR ?? 'data', 'archives')),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Facturare <no-reply@localhost>',
    supportEmail: env.SUPPORT_EMAIL || 'suport@localhost',
    appUrl,
    appVersion: APP_VERSION,
    minAppVersion: env.MIN_APP_VERSION ?? APP_VERSION,
    maintenance: env.MAINTENANCE === '1',
    trustProxy: env.TRUST_PROXY === '1',
    demoEmail: env.DEMO_EMAIL || null,
    demoPassword: env.DEMO_PASSWORD || null,
    bodyLimit: Number(env.BODY_LIMIT ?? 1024 * 1024),
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    workers: env.WORKERS !== '0',
    // Development and tests talk to the simulator; production to ANAF unless told otherwise.
    anafMode:
      (env.ANAF_MODE ?? (nodeEnv === 'production' ? 'anaf' : 'simulator')) === 'anaf' ? 'anaf' : 'simulator',
    spv: {
      clientId: env.ANAF_CLIENT_ID || null,
      clientSecret: env.ANAF_CLIENT_SECRET || null,
      redirectUrl: env.ANAF_REDIRECT_URL || `${appUrl.replace(/\/+$/, '')}/v1/anaf-spv/oauth/callback`,
      env: env.ANAF_ENV === 'prod' ? 'prod' : 'test',
      tokenKey: tokenKeyFrom(env.ANAF_TOKEN_KEY, nodeEnv, Boolean(env.ANAF_CLIENT_ID)),
      simUrl: env.ANAF_SIM_URL || null,
      simPort: Number(env.ANAF_SIM_PORT ?? 0),
      callTimeoutMs: Number(env.ANAF_CALL_TIMEOUT_MS ?? 60_000),
    },
    operators: (env.PLATFORM_OPERATORS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ''),
    platformCompanyId: env.PLATFORM_COMPANY_ID || null,
    payments: {
      secretKey: env.STRIPE_SECRET_KEY || null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
      simPort: Number(env.PAYMENTS_SIM_PORT ?? 0),
      simUrl: env.PAYMENTS_SIM_URL || null,
    },
  };
}
