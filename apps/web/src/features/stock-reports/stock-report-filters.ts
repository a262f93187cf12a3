import type { StockReportId } from './stock-report-types';

/**
 * The stock reports' filter bar as plain data: what each report asks for, the checks made before a
 * Generate, and the query string sent. No React here, so every rule is unit-tested.
 */

export interface StockReportFilters {
  /** '' for every warehouse, product or category. */
  warehouseId: string;
  productId: string;
  categoryId: string;
  from: string;
  to: string;
  /** The date of the stock at a date. */
  date: string;
}

/** What a report's filter bar shows. */
export interface StockReportShape {
  /** A period (from, to), a single date, or neither (the current stock is today's). */
  dates: 'period' | 'date' | 'none';
  /** The stock record is one product in one warehouse. */
  productRequired: boolean;
  warehouseRequired: boolean;
  /** A category narrows a list of products; one product's record has none. */
  category: boolean;
}

export const STOCK_REPORT_SHAPES: Record<StockReportId, StockReportShape> = {
  'current-stock': { dates: 'none', productRequired: false, warehouseRequired: false, category: true },
  'stock-at-date': { dates: 'date', productRequired: false, warehouseRequired: false, category: true },
  'stock-balance': { dates: 'period', productRequired: false, warehouseRequired: false, category: true },
  'stock-transactions': { dates: 'period', productRequired: false, warehouseRequired: false, category: true },
  'stock-record': { dates: 'period', productRequired: true, warehouseRequired: true, category: false },
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The first filters: this month up to today, today for a date, every warehouse and product. */
export function initialStockFilters(today: string): StockReportFilters {
  return {
    warehouseId: '',
    productId: '',
    categoryId: '',
    from: `${today.slice(0, 8)}01`,
    to: today,
    date: today,
  };
}

type Field = 'warehouseId' | 'productId' | 'categoryId' | 'from' | 'to' | 'date';
/** Field rule codes, as a 422 answer names them ("required", "date", "after_or_equal:from", "exists"). */
export type StockFilterErrors = Partial<Record<Field, string>>;

export function checkStockFilters(report: StockReportId, filters: StockReportFilters): StockFilterErrors {
  const shape = STOCK_REPORT_SHAPES[report];
  const errors: StockFilterErrors = {};
  if (shape.warehouseRequired && filters.warehouseId === '') errors.warehouseId = 'required';
  if (shape.productRequired && filters.productId === '') errors.productId = 'required';
  if (shape.dates === 'period') {
    if (filters.from === '') errors.from = 'required';
    else if (!ISO_DATE.test(filters.from)) errors.from = 'date';
    if (filters.to === '') errors.to = 'required';
    else if (!ISO_DATE.test(filters.to)) errors.to = 'date';
    if (!errors.from && !errors.to && filters.to < filters.from) errors.to = 'after_or_equal:from';
  } else if (shape.dates === 'date' && filters.date !== '' && !ISO_DATE.test(filters.date)) {
    errors.date = 'date';
  }
  return errors;
}

/**
 * The query of a report: the filters chosen, a period as from and to, a date as `to` (the server's
 * name for it; none means today); a report sends only what it uses.
 */
export function stockReportQuery(report: StockReportId, filters: StockReportFilters): Record<string, string> {
  const shape = STOCK_REPORT_SHAPES[report];
  const query: Record<string, string> = {};
  if (filters.warehouseId !== '') query.warehouseId = filters.warehouseId;
  if (filters.productId !== '') query.productId = filters.productId;
  if (shape.category && filters.categoryId !== '') query.categoryId = filters.categoryId;
  if (shape.dates === 'period') {
    query.from = filters.from;
    query.to = filters.to;
  } else if (shape.dates === 'date' && filters.date !== '') query.to = filters.date;
  return query;
}

const FIELDS: readonly Field[] = ['warehouseId', 'productId', 'categoryId', 'from', 'to', 'date'];

/** The server's 422 field errors on the bar's fields (a date report's `to` is its date field). */
export function serverStockFilterErrors(
  report: StockReportId,
  errors: Record<string, string[]>,
): StockFilterErrors {
  const result: StockFilterErrors = {};
  for (const [field, codes] of Object.entries(errors)) {
    const code = codes[0];
    if (!code) continue;
    const target = field === 'to' && STOCK_REPORT_SHAPES[report].dates === 'date' ? 'date' : field;
    if ((FIELDS as readonly string[]).includes(target)) result[target as Field] = code;
  }
  return result;
}
