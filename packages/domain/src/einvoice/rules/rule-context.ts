import Decimal from 'decimal.js';
import type { EInvoice } from '../einvoice.types';
import type { EInvoiceFinding } from './check-einvoice';
import { IMPLEMENTED_RULES } from './rule-catalogue';

/**
 * What every rule file shares: the findings collected so far and the few XPath behaviours the
 * official stylesheet relies on, reproduced exactly so that both sides give the same verdict.
 */
export type RuleContext = {
  invoice: EInvoice;
  /** Records that a rule fails at a dotted path of the EInvoice. */
  fail: (ruleId: string, location: string) => void;
};

export function ruleContext(invoice: EInvoice, findings: EInvoiceFinding[]): RuleContext {
  return {
    invoice,
    fail: (ruleId, location) => {
      // Every id the checks use is in the catalogue (a unit test reads the rule files to make sure).
      const rule = IMPLEMENTED_RULES[ruleId];
      // Some Romanian rules name only /ubl:Invoice paths and never fire on a credit note.
      if (rule?.invoiceOnly && invoice.syntax !== 'Invoice') return;
      findings.push({ ruleId, severity: rule?.severity ?? 'fatal', location });
    },
  };
}

// XPath xs:decimal arithmetic is exact; 60 digits keep every product and sum of the invoice exact.
const Exact = Decimal.clone({ precision: 60 });
export type Exact = Decimal;

const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** XPath normalize-space: XML white space trimmed and collapsed. */
export function normalizeSpace(text: string | null | undefined): string {
  if (!text) return '';
  return text.replace(/[ \t\r\n]+/g, ' ').trim();
}

/** XPath string-length(normalize-space(.)): counts characters (code points), not UTF-16 units. */
export function normalizedLength(text: string | null | undefined): number {
  const normalized = normalizeSpace(text);
  let count = 0;
  for (const _ of normalized) count++;
  return count;
}

/** Present and not blank (what `cbc:X[boolean(normalize-space(.))]` accepts). */
export function filled(text: string | null | undefined): text is string {
  return normalizeSpace(text) !== '';
}

/** The value of a decimal text as xs:decimal reads it, or null when it is absent or not a number. */
export function exact(text: string | null | undefined): Exact | null {
  if (text === null || text === undefined) return null;
  const trimmed = text.trim();
  return DECIMAL_TEXT.test(trimmed) ? new Exact(trimmed) : null;
}

export const ZERO = new Exact(0);

/** XPath `round(x * 10 * 10) div 100`: to cents, halves towards positive infinity. */
export function roundCents(value: Exact): Exact {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_CEIL);
}

/** XPath round(x): to an integer, halves towards positive infinity. */
export function roundInteger(value: Exact): Exact {
  return value.toDecimalPlaces(0, Decimal.ROUND_HALF_CEIL);
}

/** The official decimals test `string-length(substring-after(x, '.')) <= 2`. */
export function tooManyDecimals(text: string | null | undefined): boolean {
  if (!text) return false;
  const dot = text.indexOf('.');
  return dot >= 0 && text.length - dot - 1 > 2;
}

/** A space-separated code list membership as the Schematron writes it (no inner space). */
export function inCodeList(list: ReadonlySet<string> | readonly string[], value: string | null): boolean {
  const code = normalizeSpace(value);
  if (code === '' || code.includes(' ')) return false;
  return Array.isArray(list) ? list.includes(code) : (list as ReadonlySet<string>).has(code);
}

/** A calendar date exactly YYYY-MM-DD that xs:date accepts (no 2026-02-30). */
export function isXsDate(value: string): boolean {
  if (value.length !== 10 || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (year === 0 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
  return day <= days;
}
