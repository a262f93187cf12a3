import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import type { ReportFixture } from './client-reports.fixture';
import { download, query, startReportsSetup } from './client-reports.test-setup';

let h: Harness;
let owner: TestClient;
let stranger: TestClient;
let tenantId: string;
let companyId: string;
let base: string;
let strangerBase: string;
let data: ReportFixture;

beforeAll(async () => {
  ({ h, owner, stranger, tenantId, companyId, base, strangerBase, data } = await startReportsSetup());
});
afterAll(async () => {
  await h?.close();
});

describe('files', () => {
  const statementUrl = () =>
    `${base}/statement-of-account?${query({ partnerId: data.partners.alfa, from: '2026-02-01', to: '2026-02-28' })}`;

  it('writes the statement as CSV with the same numbers as the screen', async () => {
    const json = await owner.get(statementUrl());
    const file = await download({ h, owner }, `${statementUrl()}&format=csv`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toBe(
      'attachment; filename="statement-of-account_RON_2026-02-01_2026-02-28.csv"',
    );
    const text = file.body.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Tip document,Număr,Data,Scadența,Debit (RON),Credit (RON),Sold (RON)',
      'Sold inițial,,2026-02-01,,,,690.00',
      'Factură,FCT-0002,2026-02-01,2026-02-15,595.00,,1285.00',
      'Chitanță,CHT-0001,2026-02-10,,,690.00,595.00',
      'Factură storno,FCT-0003,2026-02-20,2026-02-20,-119.00,,476.00',
      'Total rulaje și sold final,,2026-02-28,,476.00,690.00,476.00',
    ]);
    const columns = json.body.columns as { key: string }[];
    const expected = [...json.body.rows, json.body.totals].map((row: Record<string, unknown>) =>
      columns.map((column) => (row[column.key] === null ? '' : String(row[column.key]))).join(','),
    );
    expect(lines.slice(1)).toEqual(expected);
  });

  it('writes the sales journal as XLSX with numeric amounts equal to the JSON', async () => {
    const url = `${base}/invoices?${query({ from: '2026-01-01', to: '2026-02-28' })}`;
    const json = await owner.get(url);
    const file = await download({ h, owner }, `${url}&format=xlsx`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Jurnal de vânzări');
    const columns = json.body.columns as { key: string; label: string; type: string }[];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(columns.map((column) => column.label));
    const all = [...json.body.rows, json.body.totals] as Record<string, string | number | null>[];
    expect(sheet.rowCount).toBe(all.length + 1);
    all.forEach((row, index) => {
      const excelRow = sheet.getRow(index + 2);
      columns.forEach((column, columnIndex) => {
        const cell = excelRow.getCell(columnIndex + 1);
        const value = row[column.key];
        if (value === null) expect(cell.value).toBeNull();
        else if (column.type === 'money') {
          expect(typeof cell.value).toBe('number');
          expect((cell.value as number).toFixed(2)).toBe(value);
          expect(cell.numFmt).toBe('#,##0.00');
        } else if (column.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(String(value))) {
          expect((cell.value as Date).toISOString().slice(0, 10)).toBe(value);
        } else expect(cell.value).toBe(value);
      });
    });
  });

  it('writes the statement as XLSX and the overdue invoices as CSV with the same figures', async () => {
    const file = await download({ h, owner }, `${statementUrl()}&format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const balances = [2, 3, 4, 5, 6].map((row) => sheet.getRow(row).getCell(7).value);
    expect(balances).toEqual([690, 1285, 595, 476, 476]);
    expect(sheet.getRow(6).getCell(5).value).toBe(476);
    expect(sheet.getRow(6).font?.bold).toBe(true);

    const overdue = await download(
      { h, owner },
      `${base}/overdue-invoices?${query({ to: '2026-02-28', format: 'csv', lang: 'en-GB' })}`,
    );
    const lines = overdue.body.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Client,Number,Issue date,Due date,Days overdue,Amount due (RON),Paid (RON),Remaining (RON)',
    );
    expect(lines.at(-1)).toBe('Total,,,,,3812.00,1000.00,2812.00');
  });
});

describe('requests', () => {
  it('answers 422 for a missing partner or period, bad dates, an unknown report or format', async () => {
    const cases: [string, Record<string, string[]>][] = [
      [
        `${base}/statement-of-account?${query({ from: '2026-02-01', to: '2026-02-28' })}`,
        { partnerId: ['required'] },
      ],
      [
        `${base}/statement-of-account?${query({ partnerId: data.partners.alfa })}`,
        { from: ['required'], to: ['required'] },
      ],
      [
        `${base}/invoices?${query({ from: '2026-02-30', to: '28.02.2026' })}`,
        { from: ['date'], to: ['date'] },
      ],
      [
        `${base}/payments?${query({ from: '2026-03-01', to: '2026-02-01' })}`,
        { to: ['after_or_equal:from'] },
      ],
      [`${base}/overdue-invoices?${query({ to: 'yesterday' })}`, { to: ['date'] }],
      [`${base}/ledger?${query({ from: '2026-01-01', to: '2026-01-31' })}`, { report: ['invalid'] }],
      [
        `${base}/current-balance?${query({ format: 'pdf', currency: 'EURO' })}`,
        { format: ['invalid'], currency: ['invalid'] },
      ],
      [`${base}/current-balance?${query({ partnerId: 'not-an-id' })}`, { partnerId: ['invalid'] }],
    ];
    for (const [url, errors] of cases) {
      const response = await owner.get(url);
      expect(response.status, url).toBe(422);
      expect(response.body.errors, url).toEqual(errors);
    }
  });

  it('treats another company’s partner as unknown', async () => {
    const other = await stranger.post(strangerBase.replace('/client-reports', '/partners'), {
      type: 'company',
      role: 'client',
      name: 'Străin SRL',
      businessId: null,
      internationalBusinessId: 'ATU12345678',
      address: { countryCode: 'AT', city: 'Wien', street: 'Ring 1' },
    });
    const partnerId = other.status === 201 ? other.body.id : '00000000-0000-4000-8000-000000000000';
    const response = await owner.get(
      `${base}/statement-of-account?${query({ partnerId, from: '2026-01-01', to: '2026-01-31' })}`,
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ partnerId: ['exists'] });
  });

  it('needs client-reports.read on the company', async () => {
    const reader = await h.createMember(tenantId, { company: { [companyId]: ['client-reports.read'] } });
    const allowed = await reader.client.get(`${base}/current-balance?${query({ to: '2026-02-28' })}`);
    expect(allowed.status).toBe(200);
    // The reports are an area of their own: reading the invoices does not open them.
    const other = await h.createMember(tenantId, { company: { [companyId]: ['client-invoices.read'] } });
    const refused = await other.client.get(`${base}/current-balance?${query({ to: '2026-02-28' })}`);
    expect(refused.status).toBe(403);
    expect((await stranger.get(`${base}/current-balance`)).status).toBe(404);
  });

  it('lists the reports and the currencies in use', async () => {
    const response = await owner.get(base);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      reports: ['statement-of-account', 'current-balance', 'overdue-invoices', 'invoices', 'payments'],
      currencies: ['EUR', 'RON'],
    });
  });
});
