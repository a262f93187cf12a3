import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import type { StockFixture } from './stock-reports.fixture';
import { download, query, startStockReportsSetup } from './stock-reports.test-setup';

let h: Harness;
let owner: TestClient;
let base: string;
let data: StockFixture;

// Two sign-ups and the ledger on an embedded database: over a minute on a busy machine.
beforeAll(async () => {
  ({ h, owner, base, data } = await startStockReportsSetup());
}, 180_000);
afterAll(async () => {
  await h?.close();
});

type Row = Record<string, string | number | null>;

describe('stock report files', () => {
  const recordUrl = () =>
    `${base}/stock-record?${query({ productId: data.products.A, warehouseId: data.warehouses.W, from: '2026-02-01', to: '2026-02-28' })}`;

  it('writes the stock record as CSV with the same numbers as the screen', async () => {
    const json = await owner.get(recordUrl());
    const file = await download({ h, owner }, `${recordUrl()}&format=csv`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toBe('attachment; filename="stock-record_2026-02-01_2026-02-28.csv"');
    const text = file.body.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Data,Tip document,Număr,Partener,Cost unitar (RON),Intrări cantitate,Intrări valoare (RON),Ieșiri cantitate,Ieșiri valoare (RON),Stoc cantitate,Stoc valoare (RON)',
      '2026-02-01,Stoc inițial,,,,,,,,15,630.00',
      '2026-02-03,Aviz de însoțire,AVZ-001,Alfa Distribuție SRL,41,,,12,492.00,3,138.00',
      '2026-02-10,Notă de recepție,NIR-003,Furnizor Cafea SRL,42.5,20,850.00,,,23,988.00',
      '2026-02-15,Factură,FCT-001,Beta Construct SRL,45.125,,,4,180.50,19,807.50',
      '2026-02-18,Factură storno,FCT-002,Beta Construct SRL,42.5,,,-1,-42.50,20,850.00',
      '2026-02-20,Notă de recepție storno,NIR-004,Furnizor Cafea SRL,42.5,-2,-85.00,,,18,765.00',
      '2026-02-25,Bon de consum,BC-001,,42.5,,,3,127.50,15,637.50',
      '2026-02-28,Total rulaje și stoc final,,,,18,765.00,18,757.50,15,637.50',
    ]);
    const columns = json.body.columns as { key: string }[];
    const expected = [...json.body.rows, json.body.totals].map((row: Row) =>
      columns.map((column) => (row[column.key] === null ? '' : String(row[column.key]))).join(','),
    );
    expect(lines.slice(1)).toEqual(expected);
  });

  it('writes the stock balance as XLSX, amounts and quantities as numbers equal to the JSON', async () => {
    const url = `${base}/stock-balance?${query({ from: '2026-02-01', to: '2026-02-28', lang: 'en-GB' })}`;
    const json = await owner.get(url);
    const file = await download({ h, owner }, `${url}&format=xlsx`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.disposition).toBe('attachment; filename="stock-balance_2026-02-01_2026-02-28.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Stock balance');
    const columns = json.body.columns as { key: string; label: string; type: string }[];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(columns.map((column) => column.label));
    const all = [...json.body.rows, json.body.totals] as Row[];
    expect(sheet.rowCount).toBe(all.length + 1);
    all.forEach((row, index) => {
      const excelRow = sheet.getRow(index + 2);
      columns.forEach((column, columnIndex) => {
        const cell = excelRow.getCell(columnIndex + 1);
        const value = row[column.key] ?? null;
        if (value === null) expect(cell.value).toBeNull();
        else if (column.type === 'money') {
          expect((cell.value as number).toFixed(2)).toBe(value);
          expect(cell.numFmt).toBe('#,##0.00');
        } else if (column.type === 'decimal') {
          expect(cell.value).toBe(Number(value));
          expect(cell.numFmt).toBe('#,##0.00##');
        } else expect(cell.value).toBe(value);
      });
    });
    // Zahăr: 12.5 kg opening, 2.75 kg out, 9.75 kg closing, as numbers.
    const sugar = sheet.getRow(5);
    expect(sugar.getCell(1).value).toBe('Zahăr 1 kg');
    expect([5, 9, 11].map((column) => sugar.getCell(column).value)).toEqual([12.5, 2.75, 9.75]);
    expect(sheet.getRow(6).getCell(1).value).toBe('Total');
    expect(sheet.getRow(6).getCell(12).value).toBe(1044.45);
  });

  it('names the current stock’s file by today', async () => {
    const file = await download({ h, owner }, `${base}/current-stock?format=csv`);
    expect(file.status).toBe(200);
    expect(file.disposition).toMatch(/^attachment; filename="current-stock_\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = file.body.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Produs,Cod,U.M.,Gestiune,Cantitate,Valoare (RON),Cost mediu unitar (RON)');
    expect(lines[1]).toBe('Cafea boabe 1 kg,CAF-01,H87,Depozit Central,25,1077.50,43.1');
    expect(lines.at(-1)).toBe('Total,,,,,1484.45,');
  });
});
