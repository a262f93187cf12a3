import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPayments } from '../client-payments/client-payments.tables';
import { exchangeRates } from '../exchange-rates/exchange-rates.tables';
import { download, pick, query, type ReportsSetup, startReportsSetup } from './client-reports.test-setup';

/**
 * The hand-computed data set (client-reports.fixture.ts) in every currency together, converted to
 * RON: the EUR invoice FCT-0007 (119.00 EUR at 4.9750) counts 100.00 x 4.9750 = 497.50 net,
 * its stored 94.53 VAT, 592.03 gross (119.00 x 4.9750 = 592.025 -> 592.03); the 50.00 EUR paid on
 * it counts at the invoice's rate, 248.75. Added here: Gama pays an advance of 20.00 EUR on
 * 2026-02-12, allocated to nothing, which counts at the National Bank's rate of its day: the last
 * one published on or before it, 4.9800 of 2026-02-11 (not 4.9900 of the 13th): 99.60.
 */
let setup: ReportsSetup;

beforeAll(async () => {
  setup = await startReportsSetup();
  const db = setup.h.ctx.database.db;
  await db.insert(exchangeRates).values([
    { currency: 'EUR', date: '2026-02-11', rate: '4.9800' },
    { currency: 'EUR', date: '2026-02-13', rate: '4.9900' },
  ]);
  await db.insert(clientPayments).values({
    companyId: setup.companyId,
    type: 'bank-transfer',
    status: 'published',
    partnerId: setup.data.partners.gama,
    amount: '20.00',
    currency: 'EUR',
    date: '2026-02-12',
    description: 'Avans EUR',
    allocated: '0.00',
  });
});
afterAll(async () => {
  await setup?.h.close();
});

const all = (report: string, params: Record<string, string>) =>
  setup.owner.get(`${setup.base}/${report}?${query({ currency: 'all', ...params })}`);

describe('client reports in all currencies, in RON', () => {
  it('lists every invoice in the sales journal, the EUR one converted at its own rate', async () => {
    const answer = await all('invoices', { from: '2026-01-01', to: '2026-03-31' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ currency: 'RON', allCurrencies: true });
    const keys = ['number', 'invoiceCurrency', 'currencyRate', 'grossCurrency', 'net', 'vat', 'gross'];
    expect(pick(answer.body.rows, keys)).toEqual([
      ['FCT-0004', 'RON', null, '2975.00', '2500.00', '475.00', '2975.00'],
      ['FCT-0001', 'RON', null, '1190.00', '1000.00', '190.00', '1190.00'],
      ['FCT-0006', 'RON', null, '242.00', '200.00', '42.00', '242.00'],
      ['FCT-0002', 'RON', null, '595.00', '500.00', '95.00', '595.00'],
      ['FCT-0007', 'EUR', '4.975', '119.00', '497.50', '94.53', '592.03'],
      ['FCT-0003', 'RON', null, '-119.00', '-100.00', '-19.00', '-119.00'],
      ['FCT-0005', 'RON', null, '800.00', '800.00', '0.00', '800.00'],
    ]);
    // 19%: 1,000.00 + 500.00 - 100.00 + 497.50 taxable; 190.00 + 95.00 - 19.00 + 94.53 VAT.
    expect(pick([answer.body.totals], [...keys, 'vat_S_19_taxable', 'vat_S_19_vat'])).toEqual([
      ['Total', null, null, null, '5397.50', '877.53', '6275.03', '1897.50', '360.53'],
    ]);
    const labels = (answer.body.columns as { key: string; label: string }[]).map((c) => c.label);
    expect(labels).toContain('Moneda');
    expect(labels).toContain('Total (RON)');
  });

  it('keeps the journal of one currency as it was: RON alone leaves the EUR invoice out', async () => {
    const ron = await setup.owner.get(
      `${setup.base}/invoices?${query({ from: '2026-01-01', to: '2026-03-31', currency: 'RON' })}`,
    );
    expect(ron.body.allCurrencies).toBe(false);
    expect(ron.body.rows.map((row: { number: string }) => row.number)).not.toContain('FCT-0007');
    expect(ron.body.totals.gross).toBe('5683.00');
  });

  it('converts payments: allocated parts at their invoices rates, the rest at the rate of their day', async () => {
    const answer = await all('payments', { from: '2026-01-01', to: '2026-03-31' });
    expect(pick(answer.body.rows, ['description', 'invoiceCurrency', 'amountCurrency', 'amount'])).toEqual([
      ['OP 77', 'RON', '300.00', '300.00'],
      ['OP 101', 'RON', '500.00', '500.00'],
      ['OP EUR 1', 'EUR', '50.00', '248.75'],
      ['Încasare factura FCT-0001', 'RON', '690.00', '690.00'],
      ['Avans EUR', 'EUR', '20.00', '99.60'],
      ['OP 205', 'RON', '1000.00', '1000.00'],
      ['OP 310', 'RON', '3000.00', '3000.00'],
      ['Restituire avans', 'RON', '-58.00', '-58.00'],
    ]);
    // 300 + 500 + 248.75 + 690 + 99.60 + 1,000 + 3,000 - 58 = 5,780.35; no total of mixed currencies.
    expect(pick([answer.body.totals], ['amountCurrency', 'amount'])).toEqual([[null, '5780.35']]);
  });

  it("runs a client's statement over both currencies", async () => {
    const answer = await all('statement-of-account', {
      partnerId: setup.data.partners.alfa,
      from: '2026-02-01',
      to: '2026-02-28',
    });
    // Opening: 1,190.00 - 500.00 = 690.00.
    expect(pick(answer.body.rows, ['number', 'debit', 'credit', 'balance'])).toEqual([
      [null, null, null, '690.00'],
      ['FCT-0002', '595.00', null, '1285.00'],
      ['FCT-0007', '592.03', null, '1877.03'],
      ['CHT-0001', null, '690.00', '1187.03'],
      ['OP EUR 1', null, '248.75', '938.28'],
      ['FCT-0003', '-119.00', null, '819.28'],
    ]);
    expect(answer.body.summary).toEqual({
      opening: '690.00',
      debit: '1068.03',
      credit: '938.75',
      closing: '819.28',
    });
  });

  it('sums balances and overdue invoices over both currencies at a date', async () => {
    const balance = await all('current-balance', { to: '2026-02-28' });
    // Alfa: 1,190 + 595 - 119 + 592.03 invoiced, 500 + 690 + 248.75 paid, 938.28 overdue capped
    // at the 819.28 balance; Beta: 3,775 - 1,000, 1,975 overdue; Gama: 242 - (300 + 99.60).
    expect(pick(answer(balance), ['partner', 'invoiced', 'paid', 'balance', 'overdue'])).toEqual([
      ['Alfa Distribuție SRL', '2258.03', '1438.75', '819.28', '819.28'],
      ['Beta Construct SRL', '3775.00', '1000.00', '2775.00', '1975.00'],
      ['Gama Servicii SRL', '242.00', '399.60', '-157.60', '0.00'],
      ['Total', '6275.03', '2838.35', '3436.68', '2794.28'],
    ]);

    const overdue = await all('overdue-invoices', { to: '2026-02-28' });
    expect(pick(answer(overdue), ['number', 'invoiceCurrency', 'amountDue', 'paid', 'remaining'])).toEqual([
      ['FCT-0004', 'RON', '2975.00', '1000.00', '1975.00'],
      ['FCT-0006', 'RON', '242.00', '0.00', '242.00'],
      ['FCT-0002', 'RON', '595.00', '0.00', '595.00'],
      ['FCT-0007', 'EUR', '592.03', '248.75', '343.28'],
      [null, null, '4404.03', '1248.75', '3155.28'],
    ]);
  });

  it('writes the same figures to CSV and XLSX', async () => {
    const url = `${setup.base}/invoices?${query({ currency: 'all', from: '2026-01-01', to: '2026-03-31' })}`;
    const json = await setup.owner.get(url);
    const csv = await download(setup, `${url}&format=csv`);
    expect(csv.disposition).toBe('attachment; filename="invoices_all-RON_2026-01-01_2026-03-31.csv"');
    const lines = csv.body.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toContain('Moneda,Curs,Total în valută,Valoare fără TVA (RON),TVA (RON),Total (RON)');
    expect(lines.find((line) => line.startsWith('FCT-0007'))).toContain(
      ',EUR,4.975,119.00,497.50,94.53,592.03,',
    );

    const xlsx = await download(setup, `${url}&format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const columns = json.body.columns as { key: string }[];
    const grossColumn = columns.findIndex((column) => column.key === 'gross') + 1;
    const row = json.body.rows.findIndex((r: { number: string }) => r.number === 'FCT-0007') + 2;
    expect(sheet.getRow(row).getCell(grossColumn).value).toBe(592.03);
    expect(sheet.getRow(json.body.rows.length + 2).getCell(grossColumn).value).toBe(6275.03);
  });
});

/** The rows and the totals row of a report answer. */
function answer(response: { body: { rows: Record<string, unknown>[]; totals: Record<string, unknown> } }) {
  return [...response.body.rows, response.body.totals];
}
