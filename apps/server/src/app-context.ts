import type { Config } from './config';
import type { Database } from './db/client';
import type { Csrf } from './platform/auth/csrf';
import type { Sessions } from './platform/auth/sessions';
import type { Throttle } from './platform/auth/throttle';
import type { Jobs } from './platform/jobs/jobs';
import type { Mailer } from './platform/mail/mailer';
import type { RealtimeBus } from './platform/realtime/bus';
import type { SmsGateway } from './platform/sms/sms-gateway';
import type { StockLedger } from './platform/stock/stock-ledger';

/** What every feature module may use; built once in app.ts, passed to each module's register(). */
export type AppContext = {
  config: Config;
  database: Database;
  jobs: Jobs;
  mailer: Mailer;
  /** Text messages (two-factor codes); the development outbox until a provider is configured. */
  sms: SmsGateway;
  sessions: Sessions;
  throttle: Throttle;
  csrf: Csrf;
  /** Real-time fan-out to browsers, across server processes. */
  realtime: RealtimeBus;
  /** Key for signing codes and tokens, shared by all server processes through the database. */
  appKey: Buffer;
  /** The stock ledger documents post their movements to (issue 14), inside their own transaction. */
  stockLedger: StockLedger;
};

/** Where a request came from, for throttling and the session record. */
export type RequestMeta = { ip: string; userAgent: string | null };
