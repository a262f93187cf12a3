import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pick, query } from '../../platform/reports/reports.test-support';
import type { Harness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import type { SupplierReportFixture } from './supplier-reports.fixture';
import { startSupplierReportsSetup } from './supplier-reports.test-setup';

// The figures below are worked out by hand from the data set in supplier-reports.fixture.ts.

let h: Harness;
let owner: TestClient;
let base: string;
let data: SupplierReportFixture;

beforeAll(async () => {
  ({ h, owner, base, data } = await startSupplierReportsSetup());
});
afterAll(async () => {
  await h?.close();
});

describe('supplier statement of account', () => {
  it('credits the invoices the company owes, debits its payments, and runs what is owed', async () => {
    const response = await owner.get(
      `${base}/statement-of-account?${query({ partnerId: data.partners.delta, from: '2026-02-01', to: '2026-02-28' })}`,
    );
    expect(response.status).toBe(200);
    // Opening: before 2026-02-01 Delta invoiced DM 1001 1,210.00 and was paid 600.00 (OP 501):
    //   1,210.00 - 600.00 = 610.00 owed. DM 1004 (received, not confirmed), DM 1005 (rejected) and
    //   the EUR invoice are not counted.
    // 2026-02-02 DM 1002 credit 595.00               610.00 + 595.00 = 1,205.00
    // 2026-02-10 DMR 77 debit 610.00               1,205.00 - 610.00 =   595.00
    // 2026-02-18 DM 1003 (storno) credit -60.50      595.00 -  60.50 =   534.50
    // Totals: debit 610.00, credit 595.00 - 60.50 = 534.50; closing 610 + 534.50 - 610 = 534.50.
    expect(response.body).toMatchObject({
      report: 'statement-of-account',
      title: 'Fișă de cont furnizor',
      currency: 'RON',
      from: '2026-02-01',
      to: '2026-02-28',
      partner: { id: data.partners.delta, name: 'Delta Materiale SRL' },
    });
    expect(response.body.summary).toEqual({
      opening: '610.00',
      debit: '610.00',
      credit: '534.50',
      closing: '534.50',
    });
    expect(
      pick(response.body.rows, ['documentType', 'number', 'date', 'dueDate', 'debit', 'credit', 'balance']),
    ).toEqual([
      ['Sold inițial', null, '2026-02-01', null, null, null, '610.00'],
      ['Factură', 'DM 1002', '2026-02-02', '2026-02-16', null, '595.00', '1205.00'],
      ['Chitanță', 'DMR 77', '2026-02-10', null, '610.00', null, '595.00'],
      ['Factură storno', 'DM 1003', '2026-02-18', '2026-02-18', null, '-60.50', '534.50'],
    ]);
    expect(response.body.totals).toMatchObject({
      documentType: 'Total rulaje și sold final',
      debit: '610.00',
      credit: '534.50',
      balance: '534.50',
    });
  });

  it('shows an advance below zero and a refund from the supplier as a negative debit', async () => {
    const response = await owner.get(
      `${base}/statement-of-account?${query({ partnerId: data.partners.zeta, from: '2026-01-01', to: '2026-03-31', lang: 'en-GB' })}`,
    );
    // 0.00; OP 433 debit 250.00 -> -250.00 (the supplier owes the company); ZU 88 credit 181.50 ->
    // -68.50; the refund of 68.50 is a debit of -68.50 -> 0.00.
    // Totals: debit 250.00 - 68.50 = 181.50, credit 181.50, closing 0.00.
    expect(pick(response.body.rows, ['documentType', 'number', 'debit', 'credit', 'balance'])).toEqual([
      ['Opening balance', null, null, null, '0.00'],
      ['Bank payment', 'OP 433', '250.00', null, '-250.00'],
      ['Invoice', 'ZU 88', null, '181.50', '-68.50'],
      ['Refund', 'Restituire avans', '-68.50', null, '0.00'],
    ]);
    expect(response.body.title).toBe('Supplier statement of account');
    expect(response.body.summary).toEqual({
      opening: '0.00',
      debit: '181.50',
      credit: '181.50',
      closing: '0.00',
    });
  });

  it('keeps each currency apart: the EUR statement has only the EUR documents', async () => {
    const response = await owner.get(
      `${base}/statement-of-account?${query({ partnerId: data.partners.delta, from: '2026-01-01', to: '2026-02-28', currency: 'EUR' })}`,
    );
    // DM-E 12 242.00 EUR owed, then 100.00 EUR paid: 142.00.
    expect(pick(response.body.rows, ['number', 'debit', 'credit', 'balance'])).toEqual([
      [null, null, null, '0.00'],
      ['DM-E 12', null, '242.00', '242.00'],
      ['OP EUR 9', '100.00', null, '142.00'],
    ]);
  });
});

describe('supplier current balance and overdue invoices', () => {
  it('gives each supplier invoiced, paid, what the company owes and the overdue part', async () => {
    const response = await owner.get(`${base}/current-balance?${query({ to: '2026-02-28' })}`);
    expect(response.status).toBe(200);
    // Delta: invoiced 1,210 + 595 - 60.50 = 1,744.50; paid 600 + 610 = 1,210.00; owed 534.50.
    //   Past due on 02-28: DM 1001 paid in full; DM 1002 595.00 left (the storno is never late):
    //   more than the balance, so overdue 534.50.
    // Epsilon: invoiced 3,630 + 700 = 4,330.00; paid 2,000.00 (OP 702 is after the date); owed
    //   2,330.00; past due EL 0451 3,630 - 2,000 = 1,630.00 (EL 0460 is due 03-27).
    // Zeta: invoiced 181.50; paid 250.00 (an advance); owed -68.50: nothing overdue.
    // Totals: 1,744.50 + 4,330 + 181.50 = 6,256.00; 1,210 + 2,000 + 250 = 3,460.00;
    //   534.50 + 2,330 - 68.50 = 2,796.00; 534.50 + 1,630 + 0 = 2,164.50.
    expect(pick(response.body.rows, ['partner', 'invoiced', 'paid', 'balance', 'overdue'])).toEqual([
      ['Delta Materiale SRL', '1744.50', '1210.00', '534.50', '534.50'],
      ['Epsilon Logistic SRL', '4330.00', '2000.00', '2330.00', '1630.00'],
      ['Zeta Utilități SRL', '181.50', '250.00', '-68.50', '0.00'],
    ]);
    expect(response.body.totals).toEqual({
      partner: 'Total',
      invoiced: '6256.00',
      paid: '3460.00',
      balance: '2796.00',
      overdue: '2164.50',
    });
    expect(response.body.columns.map((column: { label: string }) => column.label)).toEqual([
      'Furnizor',
      'Facturat (RON)',
      'Plătit (RON)',
      'Sold (RON)',
      'Din care restant (RON)',
    ]);
  });

  it('lists what is left of the supplier invoices past due, longest overdue first', async () => {
    const response = await owner.get(`${base}/overdue-invoices?${query({ to: '2026-02-28' })}`);
    expect(response.status).toBe(200);
    // ZU 88 due 02-04: 24 days, 181.50 unpaid; EL 0451 due 02-11: 17 days, 3,630.00 - 2,000.00 =
    // 1,630.00; DM 1002 due 02-16: 12 days, 595.00. DM 1004 (received, due 02-10) and DM 1005
    // (rejected, due 02-08) are not the company's debts. Totals: 181.50 + 3,630 + 595 = 4,406.50;
    // 2,000.00; 181.50 + 1,630 + 595 = 2,406.50.
    expect(
      pick(response.body.rows, [
        'partner',
        'number',
        'dueDate',
        'daysOverdue',
        'amountDue',
        'paid',
        'remaining',
      ]),
    ).toEqual([
      ['Zeta Utilități SRL', 'ZU 88', '2026-02-04', 24, '181.50', '0.00', '181.50'],
      ['Epsilon Logistic SRL', 'EL 0451', '2026-02-11', 17, '3630.00', '2000.00', '1630.00'],
      ['Delta Materiale SRL', 'DM 1002', '2026-02-16', 12, '595.00', '0.00', '595.00'],
    ]);
    expect(response.body.totals).toMatchObject({
      amountDue: '4406.50',
      paid: '2000.00',
      remaining: '2406.50',
    });
    expect(response.body.title).toBe('Facturi furnizori restante');
  });
});

describe('purchases journal', () => {
  it('has a taxable and VAT pair per rate, the supplier tax id and totals per column', async () => {
    const response = await owner.get(`${base}/invoices?${query({ from: '2026-01-01', to: '2026-02-28' })}`);
    expect(response.status).toBe(200);
    expect(response.body.title).toBe('Jurnal de cumpărări');
    expect(response.body.columns.map((column: { key: string }) => column.key)).toEqual([
      'number',
      'date',
      'partner',
      'businessId',
      'net',
      'vat',
      'gross',
      'vat_S_21_taxable',
      'vat_S_21_vat',
      'vat_S_11_taxable',
      'vat_S_11_vat',
      'vat_E_0_taxable',
      'vat_E_0_vat',
    ]);
    expect(pick(response.body.rows, ['number', 'date', 'businessId', 'net', 'vat', 'gross'])).toEqual([
      ['DM 1001', '2026-01-08', 'RO18547290', '1000.00', '210.00', '1210.00'],
      ['EL 0451', '2026-01-12', 'RO24736200', '3000.00', '630.00', '3630.00'],
      ['ZU 88', '2026-01-25', '31412270', '150.00', '31.50', '181.50'],
      ['DM 1002', '2026-02-02', 'RO18547290', '500.00', '95.00', '595.00'],
      ['DM 1003', '2026-02-18', 'RO18547290', '-50.00', '-10.50', '-60.50'],
      ['EL 0460', '2026-02-25', 'RO24736200', '700.00', '0.00', '700.00'],
    ]);
    expect(response.body.rows[3]).toMatchObject({
      vat_S_21_taxable: '400.00',
      vat_S_21_vat: '84.00',
      vat_S_11_taxable: '100.00',
      vat_S_11_vat: '11.00',
      vat_E_0_taxable: null,
    });
    // Net 1,000 + 3,000 + 150 + 500 - 50 + 700 = 5,300.00; VAT 210 + 630 + 31.50 + 95 - 10.50 =
    // 956.00; gross 6,256.00. 21%: 1,000 + 3,000 + 150 + 400 - 50 = 4,500.00 / 210 + 630 + 31.50 +
    // 84 - 10.50 = 945.00; 11%: 100.00 / 11.00; exempt: 700.00 / 0.00.
    expect(response.body.totals).toEqual({
      number: 'Total',
      date: null,
      partner: null,
      businessId: null,
      net: '5300.00',
      vat: '956.00',
      gross: '6256.00',
      vat_S_21_taxable: '4500.00',
      vat_S_21_vat: '945.00',
      vat_S_11_taxable: '100.00',
      vat_S_11_vat: '11.00',
      vat_E_0_taxable: '700.00',
      vat_E_0_vat: '0.00',
    });
  });

  it('converts a supplier invoice in another currency at its rate, rounded per amount', async () => {
    const response = await owner.get(
      `${base}/invoices?${query({ from: '2026-02-01', to: '2026-02-28', currency: 'EUR' })}`,
    );
    // DM-E 12: 200.00 EUR x 4.9765 = 995.30 RON; VAT 42.00 x 4.9765 = 209.013 -> 209.01; gross
    // 995.30 + 209.01 = 1,204.31 RON; 242.00 EUR.
    expect(response.body.rows).toEqual([
      {
        number: 'DM-E 12',
        date: '2026-02-04',
        partner: 'Delta Materiale SRL',
        businessId: 'RO18547290',
        currencyRate: '4.9765',
        grossCurrency: '242.00',
        net: '995.30',
        vat: '209.01',
        gross: '1204.31',
        vat_S_21_taxable: '995.30',
        vat_S_21_vat: '209.01',
      },
    ]);
  });
});

describe('supplier payments journal', () => {
  it('lists the payments made in the period with the invoices they pay', async () => {
    const response = await owner.get(`${base}/payments?${query({ from: '2026-01-01', to: '2026-02-28' })}`);
    expect(response.status).toBe(200);
    expect(response.body.title).toBe('Jurnal de plăți');
    // 250.00 + 600.00 + 610.00 + 2,000.00 = 3,460.00 (not the EUR transfer, nor the March ones).
    expect(
      pick(response.body.rows, [
        'date',
        'paymentType',
        'number',
        'partner',
        'description',
        'amount',
        'allocations',
      ]),
    ).toEqual([
      ['2026-01-15', 'Plată bancară', null, 'Zeta Utilități SRL', 'OP 433', '250.00', null],
      ['2026-01-20', 'Plată bancară', null, 'Delta Materiale SRL', 'OP 501', '600.00', 'DM 1001'],
      [
        '2026-02-10',
        'Chitanță',
        'DMR 77',
        'Delta Materiale SRL',
        'Plată factura DM 1001',
        '610.00',
        'DM 1001',
      ],
      ['2026-02-20', 'Plată bancară', null, 'Epsilon Logistic SRL', 'OP 610', '2000.00', 'EL 0451'],
    ]);
    expect(response.body.totals.amount).toBe('3460.00');
  });

  it('names every invoice a payment pays, and a refund from the supplier as such', async () => {
    const response = await owner.get(`${base}/payments?${query({ from: '2026-03-01', to: '2026-03-31' })}`);
    // OP 702 2,330.00 pays EL 0451 and EL 0460; the refund is -68.50: 2,330.00 - 68.50 = 2,261.50.
    expect(pick(response.body.rows, ['paymentType', 'description', 'amount', 'allocations'])).toEqual([
      ['Plată bancară', 'OP 702', '2330.00', 'EL 0451, EL 0460'],
      ['Rambursare', 'Restituire avans', '-68.50', null],
    ]);
    expect(response.body.totals.amount).toBe('2261.50');
  });
});
