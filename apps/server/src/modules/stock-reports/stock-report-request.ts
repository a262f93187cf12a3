import type { FieldErrors } from '@app/domain/validation/rule-codes';
import { isIsoDate } from '@app/domain/validators/iso-date';
import { z } from 'zod';
import { ValidationError } from '../../platform/http/errors';
import {
  REPORT_FORMATS,
  REPORT_LANGUAGES,
  type ReportFormat,
  type ReportLanguage,
} from '../../platform/reports/report-table';
import { STOCK_REPORTS, type StockReport } from './stock-report-table';

/** The query string as it arrives: every rule is checked below, per report, with the spec's codes. */
export const stockReportQuerySchema = z.object({
  warehouseId: z.string().optional(),
  productId: z.string().optional(),
  categoryId: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  format: z.string().optional(),
  lang: z.string().optional(),
});
export type StockReportQuery = z.infer<typeof stockReportQuerySchema>;

export type StockFilters = {
  warehouseId: string | null;
  productId: string | null;
  categoryId: string | null;
};

type Common = StockFilters & { format: ReportFormat; language: ReportLanguage };
export type StockReportRequest =
  | (Common & { report: 'current-stock'; date: string })
  | (Common & { report: 'stock-at-date'; date: string })
  | (Common & { report: 'stock-balance' | 'stock-transactions'; from: string; to: string })
  | (Common & { report: 'stock-record'; warehouseId: string; productId: string; from: string; to: string });

/** The reports over a period (from, to); the others are at a date (`to`, today when not given). */
export const PERIOD_STOCK_REPORTS: readonly StockReport[] = [
  'stock-balance',
  'stock-transactions',
  'stock-record',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);
const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/**
 * Checks a stock report request: the report's name, the filters (ids), the period or the date and
 * the file format. The stock record is one product in one warehouse. The current stock is always
 * today's (its date is not asked). Every failure is a 422 with field rule codes.
 */
export function parseStockReportRequest(
  report: string,
  query: StockReportQuery,
  today: string,
): StockReportRequest {
  const errors: FieldErrors = {};
  const fail = (field: string, code: string) => {
    errors[field] = [...(errors[field] ?? []), code];
  };
  if (!isOneOf(STOCK_REPORTS, report)) fail('report', 'invalid');
  const format = blank(query.format) ? 'json' : (query.format as string);
  if (!isOneOf(REPORT_FORMATS, format)) fail('format', 'invalid');
  const language = blank(query.lang) ? 'ro-RO' : (query.lang as string);
  if (!isOneOf(REPORT_LANGUAGES, language)) fail('lang', 'invalid');

  const id = (field: 'warehouseId' | 'productId' | 'categoryId', required: boolean): string | null => {
    const value = blank(query[field]) ? null : (query[field] as string).trim();
    if (value === null) {
      if (required) fail(field, 'required');
    } else if (!UUID.test(value)) fail(field, 'invalid');
    return value;
  };
  const isRecord = report === 'stock-record';
  const filters: StockFilters = {
    warehouseId: id('warehouseId', isRecord),
    productId: id('productId', isRecord),
    categoryId: id('categoryId', false),
  };

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
  const isPeriod = isOneOf(PERIOD_STOCK_REPORTS, report);
  const from = isPeriod ? date('from', true) : null;
  const to = report === 'current-stock' ? null : date('to', isPeriod);
  if (from !== null && to !== null && to < from) fail('to', 'after_or_equal:from');

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const common = { ...filters, format: format as ReportFormat, language: language as ReportLanguage };
  if (isRecord) {
    return {
      ...common,
      report: 'stock-record',
      warehouseId: filters.warehouseId as string,
      productId: filters.productId as string,
      from: from as string,
      to: to as string,
    };
  }
  if (isPeriod) {
    return {
      ...common,
      report: report as 'stock-balance' | 'stock-transactions',
      from: from as string,
      to: to as string,
    };
  }
  return { ...common, report: report as 'current-stock' | 'stock-at-date', date: to ?? today };
}
