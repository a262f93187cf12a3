import { anafDay } from '../anaf-formats';

/** ANAF's call limits (reference README "Limits"); each can be raised for benchmarks. */
export type LimitSettings = {
  /** All calls together, per minute. */
  perMinute: number;
  /** stareMesaj, per upload index and day. */
  statePerUploadPerDay: number;
  /** listaMesajeFactura, per CUI and day. */
  listPerCuiPerDay: number;
  /** listaMesajePaginatieFactura, per CUI and day. */
  pagedListPerCuiPerDay: number;
  /** descarcare, per download id and day. */
  downloadPerMessagePerDay: number;
};

export const ANAF_LIMITS: LimitSettings = {
  perMinute: 1000,
  statePerUploadPerDay: 100,
  listPerCuiPerDay: 1500,
  pagedListPerCuiPerDay: 100_000,
  downloadPerMessagePerDay: 10,
};

export type DailyLimit = Exclude<keyof LimitSettings, 'perMinute'>;

/** Counts calls by minute and by (limit, subject, Romanian day); old buckets are dropped as days pass. */
export function createLimits(initial: LimitSettings = ANAF_LIMITS) {
  let settings = { ...initial };
  let minute = -1;
  let minuteCount = 0;
  let day = '';
  let daily = new Map<string, number>();

  return {
    settings: () => settings,
    set(next: Partial<LimitSettings>) {
      settings = { ...settings, ...next };
    },
    reset() {
      minute = -1;
      minuteCount = 0;
      day = '';
      daily = new Map();
    },
    /** Counts one call; false when the per-minute limit is already spent. */
    takeMinute(now: number): boolean {
      const current = Math.floor(now / 60_000);
      if (current !== minute) {
        minute = current;
        minuteCount = 0;
      }
      if (minuteCount >= settings.perMinute) return false;
      minuteCount += 1;
      return true;
    },
    /** Counts one call against a daily limit; false when that limit is already spent today. */
    takeDaily(limit: DailyLimit, subject: string, now: number): boolean {
      const today = anafDay(now);
      if (today !== day) {
        day = today;
        daily = new Map();
      }
      const key = `${limit}|${subject}`;
      const used = daily.get(key) ?? 0;
      if (used >= settings[limit]) return false;
      daily.set(key, used + 1);
      return true;
    },
  };
}

export type Limits = ReturnType<typeof createLimits>;
