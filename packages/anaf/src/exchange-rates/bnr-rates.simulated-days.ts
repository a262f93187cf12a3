import { bnrPublicationDays } from './bnr-calendar';

/**
 * Invented but plausible BNR publications for the simulator, generated from a seed instead of
 * bundled files: each currency walks from its start value by small daily steps drawn from a
 * seeded generator, pulled back towards its start and kept in its range, on BNR's publication
 * days only. The same options always give the same values, and a longer range starts with the
 * same values as a shorter one. Values are integers of 0.0001 until written, so no float error
 * reaches the text.
 */

/** One published quotation: `value` is RON for `multiplier` units, written with 4 decimals. */
export type PublishedRate = { currency: string; value: string; multiplier: number };
export type PublishedDay = { date: string; rates: PublishedRate[] };

type Series = {
  currency: string;
  multiplier?: number;
  start: number;
  low: number;
  high: number;
  step: number;
};

/** Start, range and typical daily step, in RON for the quoted units (EUR, USD, GBP, CHF, HUF first). */
const SERIES: readonly Series[] = [
  { currency: 'EUR', start: 5.0725, low: 4.97, high: 5.1, step: 0.0028 },
  { currency: 'USD', start: 4.3512, low: 4.2, high: 4.7, step: 0.018 },
  { currency: 'GBP', start: 5.8634, low: 5.6, high: 6.05, step: 0.02 },
  { currency: 'CHF', start: 5.4521, low: 5.2, high: 5.65, step: 0.015 },
  { currency: 'HUF', multiplier: 100, start: 1.3105, low: 1.26, high: 1.36, step: 0.004 },
  { currency: 'AED', start: 1.1848, low: 1.14, high: 1.28, step: 0.005 },
  { currency: 'AUD', start: 2.8712, low: 2.75, high: 3.0, step: 0.012 },
  { currency: 'BRL', start: 0.8107, low: 0.77, high: 0.85, step: 0.004 },
  { currency: 'CAD', start: 3.1304, low: 3.0, high: 3.27, step: 0.012 },
  { currency: 'CNY', start: 0.6105, low: 0.59, high: 0.64, step: 0.002 },
  { currency: 'CZK', start: 0.2091, low: 0.203, high: 0.215, step: 0.0004 },
  { currency: 'DKK', start: 0.6811, low: 0.666, high: 0.684, step: 0.0005 },
  { currency: 'EGP', start: 0.0912, low: 0.086, high: 0.096, step: 0.0004 },
  { currency: 'HKD', start: 0.5598, low: 0.54, high: 0.6, step: 0.0022 },
  { currency: 'IDR', multiplier: 100, start: 0.0262, low: 0.025, high: 0.0275, step: 0.0001 },
  { currency: 'ILS', start: 1.3207, low: 1.25, high: 1.4, step: 0.007 },
  { currency: 'INR', start: 0.0491, low: 0.047, high: 0.0515, step: 0.0002 },
  { currency: 'ISK', multiplier: 100, start: 3.5102, low: 3.35, high: 3.65, step: 0.012 },
  { currency: 'JPY', multiplier: 100, start: 2.8803, low: 2.75, high: 3.02, step: 0.012 },
  { currency: 'KRW', multiplier: 100, start: 0.3051, low: 0.29, high: 0.32, step: 0.0012 },
  { currency: 'MDL', start: 0.2592, low: 0.252, high: 0.266, step: 0.0006 },
  { currency: 'MXN', start: 0.2371, low: 0.226, high: 0.248, step: 0.0012 },
  { currency: 'MYR', start: 1.0403, low: 0.99, high: 1.09, step: 0.004 },
  { currency: 'NOK', start: 0.4352, low: 0.418, high: 0.452, step: 0.002 },
  { currency: 'NZD', start: 2.5204, low: 2.4, high: 2.64, step: 0.011 },
  { currency: 'PHP', start: 0.0752, low: 0.072, high: 0.079, step: 0.0003 },
  { currency: 'PLN', start: 1.1951, low: 1.17, high: 1.22, step: 0.002 },
  { currency: 'RSD', start: 0.0434, low: 0.0428, high: 0.044, step: 0.0001 },
  { currency: 'RUB', start: 0.0531, low: 0.045, high: 0.06, step: 0.0005 },
  { currency: 'SEK', start: 0.4628, low: 0.445, high: 0.48, step: 0.002 },
  { currency: 'SGD', start: 3.3705, low: 3.25, high: 3.5, step: 0.012 },
  { currency: 'THB', start: 0.1351, low: 0.13, high: 0.141, step: 0.0006 },
  { currency: 'TRY', start: 0.1041, low: 0.095, high: 0.108, step: 0.0004 },
  { currency: 'UAH', start: 0.1046, low: 0.1, high: 0.109, step: 0.0004 },
  { currency: 'XAU', start: 580.125, low: 520, high: 640, step: 4.5 },
  { currency: 'XDR', start: 5.9507, low: 5.82, high: 6.08, step: 0.012 },
  { currency: 'ZAR', start: 0.2531, low: 0.24, high: 0.266, step: 0.0012 },
];

export const SIMULATED_CURRENCIES: readonly string[] = SERIES.map((series) => series.currency).sort();
export const SIMULATED_MULTIPLIERS: Readonly<Record<string, number>> = Object.fromEntries(
  SERIES.map((series) => [series.currency, series.multiplier ?? 1]),
);

/** Default span: the banking days of 2026 up to Friday 20 November. */
export const SIMULATED_FROM = '2026-01-01';
export const SIMULATED_THROUGH = '2026-11-20';
export const SIMULATED_SEED = 20260101;

/** mulberry32: a small, fast, seedable generator of uniform numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(currency: string, seed: number): number {
  let hash = seed >>> 0;
  for (const char of currency) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

const units = (ron: number) => Math.round(ron * 10_000);

function writeUnits(value: number): string {
  const whole = Math.floor(value / 10_000);
  return `${whole}.${String(value - whole * 10_000).padStart(4, '0')}`;
}

/** The walk of one currency over `count` publications, in 0.0001 units. */
function walk(series: Series, count: number, seed: number): number[] {
  const random = generator(seedOf(series.currency, seed));
  const start = units(series.start);
  const [low, high, step] = [units(series.low), units(series.high), Math.max(1, units(series.step))];
  const values: number[] = [];
  let value = start;
  for (let i = 0; i < count; i++) {
    values.push(value);
    // Sum of three uniforms: a bell-shaped step of about `step`, plus a pull back to the start.
    const noise = (random() + random() + random() - 1.5) * 2 * step;
    value = Math.min(high, Math.max(low, Math.round(value + noise + (start - value) * 0.04)));
  }
  return values;
}

const memo = new Map<string, PublishedDay[]>();

export function simulatedPublications(
  options: { from?: string; through?: string; seed?: number } = {},
): PublishedDay[] {
  const from = options.from ?? SIMULATED_FROM;
  const through = options.through ?? SIMULATED_THROUGH;
  const seed = options.seed ?? SIMULATED_SEED;
  const key = `${from}|${through}|${seed}`;
  const cached = memo.get(key);
  if (cached) return cached;

  const dates = bnrPublicationDays(from, through);
  const series = [...SERIES].sort((a, b) => (a.currency < b.currency ? -1 : 1));
  const walks = series.map((one) => walk(one, dates.length, seed));
  const days = dates.map((date, index) => ({
    date,
    rates: series.map((one, s) => ({
      currency: one.currency,
      value: writeUnits(walks[s]?.[index] ?? 0),
      multiplier: one.multiplier ?? 1,
    })),
  }));
  memo.set(key, days);
  return days;
}

/** A rate file as BNR writes it: the day's (one Cube) or a year's (a Cube per day, oldest first). */
export function bnrRatesXml(days: readonly PublishedDay[]): string {
  const publishing = days.at(-1)?.date ?? '';
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<DataSet xmlns="http://www.bnr.ro/xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.bnr.ro/xsd nbrfxrates.xsd">',
    '\t<Header>',
    '\t\t<Publisher>National Bank of Romania</Publisher>',
    `\t\t<PublishingDate>${publishing}</PublishingDate>`,
    '\t\t<MessageType>DR</MessageType>',
    '\t</Header>',
    '\t<Body>',
    '\t\t<Subject>Reference rates</Subject>',
    '\t\t<OrigCurrency>RON</OrigCurrency>',
  ];
  for (const day of days) {
    lines.push(`\t\t<Cube date="${day.date}">`);
    for (const rate of day.rates) {
      const multiplier = rate.multiplier === 1 ? '' : ` multiplier="${rate.multiplier}"`;
      lines.push(`\t\t\t<Rate currency="${rate.currency}"${multiplier}>${rate.value}</Rate>`);
    }
    lines.push('\t\t</Cube>');
  }
  lines.push('\t</Body>', '</DataSet>', '');
  return lines.join('\n');
}
