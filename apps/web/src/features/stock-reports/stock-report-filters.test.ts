import { describe, expect, it } from 'vitest';
import {
  checkStockFilters,
  initialStockFilters,
  serverStockFilterErrors,
  stockReportQuery,
} from './stock-report-filters';
import { STOCK_REPORT_PATHS, STOCK_REPORTS, stockReportOfPath } from './stock-report-types';

const today = '2026-02-18';

describe('stock report filters', () => {
  it('start with this month up to today and every warehouse, product and category', () => {
    expect(initialStockFilters(today)).toEqual({
      warehouseId: '',
      productId: '',
      categoryId: '',
      from: '2026-02-01',
      to: '2026-02-18',
      date: '2026-02-18',
    });
  });

  it('ask a product and a warehouse for the stock record only', () => {
    const filters = initialStockFilters(today);
    expect(checkStockFilters('stock-record', filters)).toEqual({
      warehouseId: 'required',
      productId: 'required',
    });
    for (const report of ['current-stock', 'stock-at-date', 'stock-balance', 'stock-transactions'] as const)
      expect(checkStockFilters(report, filters)).toEqual({});
  });

  it('check the period of the period reports and the date of the stock at a date', () => {
    const base = initialStockFilters(today);
    expect(checkStockFilters('stock-balance', { ...base, from: '', to: '2026-13-01x' })).toEqual({
      from: 'required',
      to: 'date',
    });
    expect(
      checkStockFilters('stock-transactions', { ...base, from: '2026-03-01', to: '2026-02-01' }),
    ).toEqual({
      to: 'after_or_equal:from',
    });
    expect(checkStockFilters('stock-at-date', { ...base, from: 'x', date: '18.02.2026' })).toEqual({
      date: 'date',
    });
    // The current stock is today's: no date of it is checked.
    expect(checkStockFilters('current-stock', { ...base, from: 'x', to: 'y', date: 'z' })).toEqual({});
  });

  it('send what each report uses: a period, a date as `to`, or no date; no category for a record', () => {
    const filters = { ...initialStockFilters(today), warehouseId: 'w1', productId: 'p1', categoryId: 'c1' };
    expect(stockReportQuery('current-stock', filters)).toEqual({
      warehouseId: 'w1',
      productId: 'p1',
      categoryId: 'c1',
    });
    expect(stockReportQuery('stock-at-date', { ...filters, productId: '' })).toEqual({
      warehouseId: 'w1',
      categoryId: 'c1',
      to: '2026-02-18',
    });
    expect(stockReportQuery('stock-at-date', { ...initialStockFilters(today), date: '' })).toEqual({});
    expect(stockReportQuery('stock-record', filters)).toEqual({
      warehouseId: 'w1',
      productId: 'p1',
      from: '2026-02-01',
      to: '2026-02-18',
    });
  });

  it('put the server’s errors on the fields, the date report’s `to` on its date', () => {
    expect(
      serverStockFilterErrors('stock-at-date', { to: ['date'], categoryId: ['exists'], lang: ['invalid'] }),
    ).toEqual({
      date: 'date',
      categoryId: 'exists',
    });
    expect(
      serverStockFilterErrors('stock-record', { to: ['after_or_equal:from'], warehouseId: ['exists'] }),
    ).toEqual({
      to: 'after_or_equal:from',
      warehouseId: 'exists',
    });
  });
});

describe('stock report addresses', () => {
  it('name each report by the catalogue’s path, the base being the current stock', () => {
    for (const report of STOCK_REPORTS)
      expect(stockReportOfPath(`/inventory/stocks-reports/${STOCK_REPORT_PATHS[report]}`)).toBe(report);
    expect(stockReportOfPath('/inventory/stocks-reports')).toBe('current-stock');
    expect(stockReportOfPath('/inventory/stocks-reports/date-current-stock/')).toBe('stock-at-date');
  });
});
