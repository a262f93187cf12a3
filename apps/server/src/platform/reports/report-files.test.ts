import { describe, expect, it } from 'vitest';
import { reportCsv, reportFileName } from './report-files';
import { parseReportRequest } from './report-request';
import type { ReportTable } from './report-table';

const table = (rows: ReportTable['rows']): ReportTable => ({
  report: 'payments',
  title: 'Jurnal de încasări',
  currency: 'RON',
  allCurrencies: false,
  from: '2026-01-01',
  to: '2026-01-31',
  partner: null,
  columns: [
    { key: 'partner', label: 'Client', type: 'text' },
    { key: 'amount', label: 'Sumă (RON)', type: 'money' },
    { key: 'days', label: 'Zile', type: 'integer' },
  ],
  rows,
  totals: { partner: 'Total', amount: '-5.00', days: null },
  summary: {},
});

describe('reportCsv', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and starts with a byte-order mark', () => {
    const csv = reportCsv(table([{ partner: 'Popescu, "Ion"\nPFA', amount: '-5.00', days: 3 }]));
    expect(csv).toBe('\uFEFFClient,Sumă (RON),Zile\r\n"Popescu, ""Ion""\nPFA",-5.00,3\r\nTotal,-5.00,\r\n');
  });

  it('keeps a text a spreadsheet would run as a formula from being one, but not negative amounts', () => {
    const csv = reportCsv(table([{ partner: '=HYPERLINK("x")', amount: '-1.00', days: null }]));
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",-1.00,`);
  });

  it('names the file after the report, currency and period', () => {
    expect(reportFileName(table([]), 'xlsx')).toBe('payments_RON_2026-01-01_2026-01-31.xlsx');
  });
});

describe('parseReportRequest', () => {
  it('fills the defaults: RON, JSON, Romanian, today for a report at a date', () => {
    expect(parseReportRequest('overdue-invoices', {}, '2026-03-01')).toEqual({
      report: 'overdue-invoices',
      partnerId: null,
      date: '2026-03-01',
      currency: 'RON',
      allCurrencies: false,
      format: 'json',
      language: 'ro-RO',
    });
  });

  it('reads currency=all as every currency together, in RON', () => {
    expect(parseReportRequest('overdue-invoices', { currency: 'all' }, '2026-03-01')).toMatchObject({
      currency: 'RON',
      allCurrencies: true,
    });
  });

  it('accepts a one-day period and a lower-case currency', () => {
    expect(
      parseReportRequest('invoices', { from: '2026-02-01', to: '2026-02-01', currency: 'eur' }, '2026-03-01'),
    ).toMatchObject({ from: '2026-02-01', to: '2026-02-01', currency: 'EUR' });
  });
});
