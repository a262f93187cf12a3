import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, pick, query } from '../../platform/reports/reports.test-support';
import { type SupplierReportsSetup, startSupplierReportsSetup } from './supplier-reports.test-setup';

// Files, requests, access and currencies of the supplier reports, on the hand-computed data set of
// supplier-reports.fixture.ts (its figures are worked out in supplier-reports.api.test.ts).

let setup: SupplierReportsSetup;

beforeAll(async () => {
  setup = await startSupplierReportsSetup();
});
afterAll(async () => {
  await setup?.h.close();
});

const csvLines = (body: Buffer) => body.toString('utf8').slice(1).trimEnd().split('\r\n');

describe('supplier report files', () => {
  const statementUrl = () =>
    `${setup.base}/statement-of-account?${query({ partnerId: setup.data.partners.delta, from: '2026-02-01', to: '2026-02-28' })}`;

  it('writes the statement as CSV with the same numbers as the screen', async () => {
    const json = await setup.owner.get(statementUrl());
    const file = await download(setup, `${statementUrl()}&format=csv`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toBe(
      'attachment; filename="statement-of-account_RON_2026-02-01_2026-02-28.csv"',
    );
    const lines = csvLines(file.body);
    expect(lines).toEqual([
      'Tip document,Număr,Data,Scadența,Debit (RON),Credit (RON),Sold (RON)',
      'Sold inițial,,2026-02-01,,,,610.00',
      'Factură,DM 1002,2026-02-02,2026-02-16,,595.00,1205.00',
      'Chitanță,DMR 77,2026-02-10,,610.00,,595.00',
      'Factură storno,DM 1003,2026-02-18,2026-02-18,,-60.50,534.50',
      'Total rulaje și sold final,,2026-02-28,,610.00,534.50,534.50',
    ]);
    const columns = json.body.columns as { key: string }[];
    const expected = [...json.body.rows, json.body.totals].map((row: Record<string, unknown>) =>
      columns.map((column) => (row[column.key] === null ? '' : String(row[column.key]))).join(','),
    );
    expect(lines.slice(1)).toEqual(expected);
  });

  it('writes the purchases journal as XLSX with numeric amounts equal to the JSON', async () => {
    const url = `${setup.base}/invoices?${query({ from: '2026-01-01', to: '2026-02-28' })}`;
    const json = await setup.owner.get(url);
    const file = await download(setup, `${url}&format=xlsx`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.disposition).toBe('attachment; filename="invoices_RON_2026-01-01_2026-02-28.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Jurnal de cumpărări');
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
        } else if (column.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(String(value))) {
          expect((cell.value as Date).toISOString().slice(0, 10)).toBe(value);
        } else expect(cell.value).toBe(value);
      });
    });
    // The totals row as worked out by hand: 5,300.00 net, 956.00 VAT, 6,256.00 gross.
    const totals = sheet.getRow(all.length + 1);
    expect([5, 6, 7].map((column) => totals.getCell(column).value)).toEqual([5300, 956, 6256]);
  });

  it('writes the statement as XLSX, the balance, overdue and payments as CSV, with the same figures', async () => {
    const statement = await download(setup, `${statementUrl()}&format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(statement.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Fișă de cont furnizor');
    expect([2, 3, 4, 5, 6].map((row) => sheet.getRow(row).getCell(7).value)).toEqual([
      610, 1205, 595, 534.5, 534.5,
    ]);
    expect([5, 6].map((column) => sheet.getRow(6).getCell(column).value)).toEqual([610, 534.5]);

    const balance = await download(
      setup,
      `${setup.base}/current-balance?${query({ to: '2026-02-28', format: 'csv', lang: 'en-GB' })}`,
    );
    expect(csvLines(balance.body)).toEqual([
      'Supplier,Invoiced (RON),Paid (RON),Balance (RON),Of which overdue (RON)',
      'Delta Materiale SRL,1744.50,1210.00,534.50,534.50',
      'Epsilon Logistic SRL,4330.00,2000.00,2330.00,1630.00',
      'Zeta Utilități SRL,181.50,250.00,-68.50,0.00',
      'Total,6256.00,3460.00,2796.00,2164.50',
    ]);
    const overdue = await download(
      setup,
      `${setup.base}/overdue-invoices?${query({ to: '2026-02-28', format: 'csv' })}`,
    );
    expect(csvLines(overdue.body).at(-1)).toBe('Total,,,,,4406.50,2000.00,2406.50');
    const payments = await download(
      setup,
      `${setup.base}/payments?${query({ from: '2026-01-01', to: '2026-02-28', format: 'csv' })}`,
    );
    const paymentLines = csvLines(payments.body);
    expect(paymentLines[0]).toBe('Data,Tip,Număr,Furnizor,Descriere,Sumă (RON),Facturi plătite');
    expect(paymentLines.at(-1)).toBe(',Total,,,,3460.00,');
  });
});

describe('supplier report requests', () => {
  it('lists the reports and the currencies of the counted invoices and payments', async () => {
    const response = await setup.owner.get(setup.base);
    expect(response.status).toBe(200);
    // The USD invoice is only received, not confirmed: USD is not offered.
    expect(response.body).toEqual({
      reports: ['statement-of-account', 'current-balance', 'overdue-invoices', 'invoices', 'payments'],
      currencies: ['EUR', 'RON'],
    });
  });

  it('answers 422 as the client reports do', async () => {
    const missing = await setup.owner.get(
      `${setup.base}/statement-of-account?${query({ from: '2026-02-01', to: '2026-02-28' })}`,
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ partnerId: ['required'] });
    const unknown = await setup.owner.get(
      `${setup.base}/ledger?${query({ from: '2026-01-01', to: '2026-01-31' })}`,
    );
    expect(unknown.body.errors).toEqual({ report: ['invalid'] });
  });

  it('needs supplier-reports.read on the company', async () => {
    const { h, tenantId, companyId, base } = setup;
    const reader = await h.createMember(tenantId, { company: { [companyId]: ['supplier-reports.read'] } });
    expect((await reader.client.get(`${base}/current-balance?${query({ to: '2026-02-28' })}`)).status).toBe(
      200,
    );
    // Neither the other side's reports nor the supplier invoices open them.
    const others = await h.createMember(tenantId, {
      company: { [companyId]: ['client-reports.read', 'supplier-invoices.read'] },
    });
    expect((await others.client.get(`${base}/current-balance`)).status).toBe(403);
    expect((await setup.stranger.get(`${base}/current-balance`)).status).toBe(404);
  });

  it('gives every currency together in RON, each invoice at its own rate', async () => {
    const response = await setup.owner.get(
      `${setup.base}/current-balance?${query({ to: '2026-02-28', currency: 'all', partnerId: setup.data.partners.delta })}`,
    );
    // DM-E 12: 242.00 EUR x 4.9765 = 1,204.313 -> 1,204.31 RON; its 100.00 EUR paid at the invoice's
    // rate, 497.65. Invoiced 1,744.50 + 1,204.31 = 2,948.81; paid 1,210.00 + 497.65 = 1,707.65;
    // owed 1,241.16. Overdue: DM 1002 595.00 and DM-E 12 1,204.31 - 497.65 = 706.66 (due 02-19),
    // 1,301.66, more than what is owed: 1,241.16.
    expect(response.body).toMatchObject({ currency: 'RON', allCurrencies: true });
    expect(pick(response.body.rows, ['partner', 'invoiced', 'paid', 'balance', 'overdue'])).toEqual([
      ['Delta Materiale SRL', '2948.81', '1707.65', '1241.16', '1241.16'],
    ]);
  });
});
