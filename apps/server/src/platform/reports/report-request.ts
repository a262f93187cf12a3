import type { FieldErrors } from '@app/domain/validation/rule-codes';
import { isIsoDate } from '@app/domain/validators/iso-date';
import { z } from 'zod';
import { ValidationError } from '../http/errors';
import {
  REPORT_FORMATS,
  REPORT_LANGUAGES,
  REPORTS,
  type Report,
  type ReportFormat,
  type ReportLanguage,
} from './report-table';

/** The query string as it arrives: every rule is checked below, per report, with the spec's codes. */
export const reportQuerySchema = z.object({
  partnerId: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  currency: z.string().optional(),
  format: z.string().optional(),
  lang: z.string().optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/**
 * `currency=all`: every currency together, each document converted to RON at its own rate (the
 * report's currency is then RON); any other value is one currency, its documents as they are.
 */
export const ALL_CURRENCIES = 'all';

type Common = {
  currency: string;
  allCurrencies: boolean;
  format: ReportFormat;
  language: ReportLanguage;
};
/** A period report: the statement (one partner) and the two journals (one partner or all). */
export type PeriodRequest = Common & {
  report: 'statement-of-account' | 'invoices' | 'payments';
  partnerId: string | null;
  from: string;
  to: string;
};
/** A report at a date: balances and overdue invoices (one partner or all). */
export type AtDateRequest = Common & {
  report: 'current-balance' | 'overdue-invoices';
  partnerId: string | null;
  date: string;
};
export type ReportRequest = PeriodRequest | AtDateRequest;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PERIOD_REPORTS: readonly Report[] = ['statement-of-account', 'invoices', 'payments'];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);
const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/**
 * Checks a report request: the report's name, a partner where the report needs one (the
 * statement), the period or the date, the currency and the file format. Every failure is a 422 with
 * field rule codes; a missing date of a balance or overdue report is today (Romania).
 */
export function parseReportRequest(report: string, query: ReportQuery, today: string): ReportRequest {
  const errors: FieldErrors = {};
  const fail = (field: string, code: string) => {
    errors[field] = [...(errors[field] ?? []), code];
  };
  if (!isOneOf(REPORTS, report)) fail('report', 'invalid');

  const format = blank(query.format) ? 'json' : (query.format as string);
  if (!isOneOf(REPORT_FORMATS, format)) fail('format', 'invalid');
  const language = blank(query.lang) ? 'ro-RO' : (query.lang as string);
  if (!isOneOf(REPORT_LANGUAGES, language)) fail('lang', 'invalid');
  const requested = blank(query.currency) ? 'RON' : (query.currency as string).trim();
  const allCurrencies = requested.toLowerCase() === ALL_CURRENCIES;
  const currency = allCurrencies ? 'RON' : requested.toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) fail('currency', 'invalid');

  const partnerId = blank(query.partnerId) ? null : (query.partnerId as string).trim();
  if (partnerId !== null && !UUID.test(partnerId)) fail('partnerId', 'invalid');
  if (report === 'statement-of-account' && partnerId === null) fail('partnerId', 'required');

  const date = (field: 'from' | 'to', required: boolean): string | null => {
    const value = query[field]?.trim() ?? '';
    if (value === '') {
      if (required) fail(field, 'required');
      return null;
    }
    if (!isIsoDate(value)) {
      fail(field, 'date');
      return null;
    }
    return value;
  };
  const isPeriod = isOneOf(PERIOD_REPORTS, report);
  const from = isPeriod ? date('from', true) : null;
  const to = date('to', isPeriod);
  if (from !== null && to !== null && to < from) fail('to', 'after_or_equal:from');

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const common = {
    currency,
    allCurrencies,
    format: format as ReportFormat,
    language: language as ReportLanguage,
    partnerId,
  };
  if (isPeriod) {
    return { ...common, report: report as PeriodRequest['report'], from: from as string, to: to as string };
  }
  return { ...common, report: report as AtDateRequest['report'], date: to ?? today };
}
