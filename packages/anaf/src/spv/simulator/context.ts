import type { Faults } from './faults';
import type { Limits } from './limits';
import type { SimState } from './state';

/** What the simulator's parts share: its memory, clock, settings, limits and faults. */
export type SimContext = {
  state: SimState;
  now: () => number;
  settings: SimSettings;
  limits: Limits;
  faults: Faults;
};

export type SimSettings = {
  /** How many stareMesaj answers say "in prelucrare" before the result (default 1). */
  processingPolls: number;
  /** Processing also ends by itself this long after the upload, polled or not (default 60 s). */
  processingMs: number;
  /** A stuck upload answers "in prelucrare" this many more times (default 30)... */
  stuckPolls: number;
  /** ...and stays unprocessed at least this long (default 10 minutes). */
  stuckMs: number;
  /** Refuse a repeated upload of an accepted or still processing invoice (ANAF does; default true). */
  refuseRepeats: boolean;
  /** Deliver invoices to buyers the simulator has never seen (default false). */
  deliverToUnknownBuyers: boolean;
  /** Key of the signature files. */
  signatureKey: string;
};

export const DEFAULT_SETTINGS: SimSettings = {
  processingPolls: 1,
  processingMs: 60_000,
  stuckPolls: 30,
  stuckMs: 600_000,
  refuseRepeats: true,
  deliverToUnknownBuyers: false,
  signatureKey: 'anaf-simulator-seal',
};

/** One HTTP answer of the simulator. */
export type SimAnswer = { status: number; contentType: string | null; body: string | Uint8Array };

export const xmlAnswer = (body: string, status = 200): SimAnswer => ({
  status,
  contentType: 'application/xml;charset=UTF-8',
  body,
});

export const jsonAnswer = (value: unknown, status = 200): SimAnswer => ({
  status,
  contentType: 'application/json;charset=UTF-8',
  body: JSON.stringify(value),
});
