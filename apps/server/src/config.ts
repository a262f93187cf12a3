import path from 'node:path';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  /** Interface to listen on (HOST); loopback unless told otherwise. */
  host: string;
  /** Folder of the embedded database; used only when databaseUrl is empty. */
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
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
};

export const APP_VERSION = '2.2.3';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  return {
    env: nodeEnv,
    port,
    // Loopback by default: the development mailbox (sign-in codes) must not be reachable from the
    // network; HOST=0.0.0.0 (or ::) behind a firewall or a reverse proxy opens it up on purpose.
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Facturare <no-reply@localhost>',
    appUrl: env.APP_URL ?? `http://localhost:${port}`,
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
  };
}
