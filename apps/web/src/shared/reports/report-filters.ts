import type { ReportId } from './report-types';

/**
 * The filter bar of the reports as plain data: what each report asks for, the checks made before a
 * Generate, and the query string sent. No React here, so every rule is unit-tested.
 */

export interface ReportFilters {
  /** '' for all partners (where a report allows it). */
  partnerId: string;
  from: string;
  to: string;
  /** The date of a balance or overdue report. */
  date: string;
  /** A currency code, or ALL_CURRENCIES: every currency together, converted to RON. */
  currency: string;
}

/** The currency choice of every currency together, each document in RON at its own rate. */
export const ALL_CURRENCIES = 'all';

/** What a report's filter bar shows. */
export interface ReportShape {
  /** A period (from, to), or a single date. */
  period: boolean;
  partnerRequired: boolean;
}

export const REPORT_SHAPES: Record<ReportId, ReportShape> = {
  'statement-of-account': { period: true, partnerRequired: true },
  'current-balance': { period: false, partnerRequired: false },
  'overdue-invoices': { period: false, partnerRequired: false },
  invoices: { period: true, partnerRequired: false },
  payments: { period: true, partnerRequired: false },
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The first filters: this month up to today, today for a date, RON, no partner chosen. */
export function initialFilters(today: string): ReportFilters {
  return { partnerId: '', from: `${today.slice(0, 8)}01`, to: today, date: today, currency: 'RON' };
}

/** Field rule codes, as a 422 answer names them ("required", "date", "after_or_equal:from"). */
export type FilterErrors = Partial<Record<'partnerId' | 'from' | 'to' | 'date' | 'currency', string>>;

export function checkFilters(report: ReportId, filters: ReportFilters): FilterErrors {
  const shape = REPORT_SHAPES[report];
  const errors: FilterErrors = {};
  if (shape.partnerRequired && filters.partnerId === '') errors.partnerId = 'required';
  if (shape.period) {
    if (filters.from === '') errors.from = 'required';
    else if (!ISO_DATE.test(filters.from)) errors.from = 'date';
    if (filters.to === '') errors.to = 'required';
    else if (!ISO_DATE.test(filters.to)) errors.to = 'date';
    if (!errors.from && !errors.to && filters.to < filters.from) errors.to = 'after_or_equal:from';
  } else if (filters.date !== '' && !ISO_DATE.test(filters.date)) errors.date = 'date';
  if (filters.currency !== ALL_CURRENCIES && !/^[A-Z]{3}$/.test(filters.currency))
    errors.currency = 'invalid';
  return errors;
}

/**
 * The query of a report: a period report sends from and to, a report at a date sends it as `to`
 * (the server's name for it); an empty partner means every partner.
 */
export function reportQuery(report: ReportId, filters: ReportFilters): Record<string, string> {
  const query: Record<string, string> = { currency: filters.currency };
  if (filters.partnerId !== '') query.partnerId = filters.partnerId;
  if (REPORT_SHAPES[report].period) {
    query.from = filters.from;
    query.to = filters.to;
  } else if (filters.date !== '') query.to = filters.date;
  return query;
}

/** The server's 422 field errors on the bar's fields (a date report's `to` is its date field). */
export function serverFilterErrors(report: ReportId, errors: Record<string, string[]>): FilterErrors {
  const result: FilterErrors = {};
  for (const [field, codes] of Object.entries(errors)) {
    const code = codes[0];
    if (!code) continue;
    const target = field === 'to' && !REPORT_SHAPES[report].period ? 'date' : field;
    if (
      target === 'partnerId' ||
      target === 'from' ||
      target === 'to' ||
      target === 'date' ||
      target === 'currency'
    )
      result[target] = code;
  }
  return result;
}
