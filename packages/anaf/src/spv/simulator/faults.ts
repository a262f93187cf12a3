/**
 * Injected faults for reliability tests, drawn from a seeded generator so that a failing run can be
 * replayed with its seed. Each e-Factura call draws at most one fault.
 */
export type FaultRates = {
  /** The call takes effect (an upload is recorded), then the answer is lost: connection destroyed or 5xx. */
  lostAfterAccept: number;
  /** The answer is held past the client's patience; the call may or may not have taken effect. */
  timeout: number;
  /** HTTP 500 before anything happens. */
  serverError: number;
  /** HTTP 429 or 204 before anything happens. */
  limit: number;
  /** An upload stays "in prelucrare" for a long while. */
  stuck: number;
};

export type FaultSettings = {
  seed: number;
  rates: FaultRates;
  /** Added to every e-Factura answer. */
  latencyMs: number;
  /** How long a `timeout` fault holds its answer. */
  timeoutMs: number;
};

export type FaultDecision =
  | { kind: 'none' }
  | { kind: 'serverError' }
  | { kind: 'limit'; status: 204 | 429 }
  | { kind: 'timeout'; takesEffect: boolean }
  | { kind: 'lostAfterAccept'; how: 'destroy' | 'server-error' };

export const NO_FAULTS: FaultSettings = {
  seed: 1,
  rates: { lostAfterAccept: 0, timeout: 0, serverError: 0, limit: 0, stuck: 0 },
  latencyMs: 0,
  timeoutMs: 30_000,
};

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function createFaults() {
  let settings: FaultSettings = NO_FAULTS;
  let random = seededRandom(settings.seed);

  return {
    settings: () => settings,
    set(next: Partial<Omit<FaultSettings, 'rates'>> & { rates?: Partial<FaultRates> }) {
      settings = { ...settings, ...next, rates: { ...NO_FAULTS.rates, ...(next.rates ?? {}) } };
      random = seededRandom(settings.seed);
    },
    reset() {
      settings = NO_FAULTS;
      random = seededRandom(settings.seed);
    },
    /** The fault of one e-Factura call (never of the public or control calls). */
    draw(): FaultDecision {
      const { rates } = settings;
      const roll = random();
      let edge = rates.serverError;
      if (roll < edge) return { kind: 'serverError' };
      edge += rates.limit;
      if (roll < edge) return { kind: 'limit', status: random() < 0.5 ? 204 : 429 };
      edge += rates.timeout;
      if (roll < edge) return { kind: 'timeout', takesEffect: random() < 0.5 };
      edge += rates.lostAfterAccept;
      if (roll < edge) return { kind: 'lostAfterAccept', how: random() < 0.5 ? 'destroy' : 'server-error' };
      return { kind: 'none' };
    },
    /** Whether a new upload gets stuck "in prelucrare". */
    drawStuck(): boolean {
      return settings.rates.stuck > 0 && random() < settings.rates.stuck;
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;
