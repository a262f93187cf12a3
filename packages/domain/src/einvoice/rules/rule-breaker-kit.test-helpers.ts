import type { EInvoice } from '../einvoice.types';

export type RuleBreaker = (valid: EInvoice) => EInvoice;
export type BreakerEntry = { base: () => EInvoice; breaks: RuleBreaker };

/** A breaker that edits a copy of the valid invoice. */
export const edit =
  (change: (invoice: EInvoice) => void): RuleBreaker =>
  (valid) => {
    const invoice = structuredClone(valid);
    change(invoice);
    return invoice;
  };

/** Sets the term at a dotted path ("lines.0.item.name", the findings' own notation). */
export function setPath(invoice: EInvoice, path: string, value: unknown): void {
  const keys = path.split('.');
  let target: Record<string, unknown> = invoice as unknown as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    const next = target[key];
    if (next === null || typeof next !== 'object') throw new Error(`${path}: nothing at ${key}`);
    target = next as Record<string, unknown>;
  }
  target[keys.at(-1) as string] = value;
}

/** A change setting one term. */
export const set =
  (path: string, value: unknown) =>
  (invoice: EInvoice): void =>
    setPath(invoice, path, value);

/** Text one character over a limit. */
export const over = (max: number) => 'a'.repeat(max + 1);
