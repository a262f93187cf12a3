import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import type { ReportFixture } from './client-reports.fixture';
import { pick, query, startReportsSetup } from './client-reports.test-setup';

let h: Harness;
let owner: TestClient;
let base: string;
let data: ReportFixture;

beforeAll(async () => {
  ({ h, owner, base, data } = await startReportsSetup());
});
afterAll(async () => {
  await h?.close();
});

describe('statement of account', () => {
  it('opens with what was owed before the period and runs the balance through it', async () => {
    const response = await owner.get(
      `${base}/statement-of-account?${query({ partnerId: data.partners.alfa, from: '2026-02-01', to: '2026-02-28' })}`,
    );
    expect(response.status).toBe(200);
    // Opening: before 2026-02-01 Alfa was invoiced FCT-0001 1,190.00 and paid 500.00 (OP 101):
    //   1,190.00 - 500.00 = 690.00. The draft, voided, proforma, draft receipt, voided transfer
    //   and the EUR invoice are not counted.
    // 2026-02-01 FCT-0002 debit 595.00             690.00 + 595.00 = 1,285.00
    // 2026-02-10 CHT-0001 credit 690.00           1,285.00 - 690.00 =   595.00
    // 2026-02-20 FCT-0003 (storno) debit -119.00    595.00 - 119.00 =   476.00
    // Totals: debit 595.00 - 119.00 = 476.00, credit 690.00, closing 690 + 476 - 690 = 476.00.
    expect(response.body.summary).toEqual({
      opening: '690.00',
      debit: '476.00',
      credit: '690.00',
      closing: '476.00',
    });
    expect(response.body.partner).toEqual({ id: data.partners.alfa, name: 'Alfa Distribuție SRL' });
    expect(response.body.columns.map((column: { key: string }) => column.key)).toEqual([
      'documentType',
      'number',
      'date',
      'dueDate',
      'debit',
      'credit',
      'balance',
    ]);
    expect(response.body.columns[4].label).toBe('Debit (RON)');
    expect(
      pick(response.body.rows, ['documentType', 'number', 'date', 'dueDate', 'debit', 'credit', 'balance']),
    ).toEqual([
      ['Sold inițial', null, '2026-02-01', null, null, null, '690.00'],
      ['Factură', 'FCT-0002', '2026-02-01', '2026-02-15', '595.00', null, '1285.00'],
      ['Chitanță', 'CHT-0001', '2026-02-10', null, null, '690.00', '595.00'],
      ['Factură storno', 'FCT-0003', '2026-02-20', '2026-02-20', '-119.00', null, '476.00'],
    ]);
    expect(response.body.totals).toMatchObject({ debit: '476.00', credit: '690.00', balance: '476.00' });
  });

  it('covers the whole history from the first day, with a bank transfer named by its reference', async () => {
    const response = await owner.get(
      `${base}/statement-of-account?${query({ partnerId: data.partners.alfa, from: '2026-01-01', to: '2026-01-31', lang: 'en-GB' })}`,
    );
    // Opening 0.00; FCT-0001 +1,190.00 = 1,190.00; OP 101 -500.00 = 690.00 (the next period's opening).
    expect(pick(response.body.rows, ['documentType', 'number', 'debit', 'credit', 'balance'])).toEqual([
      ['Opening balance', null, null, null, '0.00'],
      ['Invoice', 'FCT-0001', '1190.00', null, '1190.00'],
      ['Bank collection', 'OP 101', null, '500.00', '690.00'],
    ]);
    expect(response.body.summary.closing).toBe('690.00');
  });

  it('never mixes currencies: the EUR statement has only the EUR documents', async () => {
    const response = await owner.get(
      `${base}/statement-of-account?${query({ partnerId: data.partners.alfa, from: '2026-01-01', to: '2026-02-28', currency: 'eur' })}`,
    );
    // FCT-0007 119.00 EUR, then 50.00 EUR paid: 119.00 - 50.00 = 69.00.
    expect(response.body.currency).toBe('EUR');
    expect(pick(response.body.rows, ['number', 'debit', 'credit', 'balance'])).toEqual([
      [null, null, null, '0.00'],
      ['FCT-0007', '119.00', null, '119.00'],
      ['OP EUR 1', null, '50.00', '69.00'],
    ]);
  });

  it('shows a refund to the client as a negative credit, and an empty period as its opening', async () => {
    const response = await owner.get(
      `${base}/statement-of-account?${query({ partnerId: data.partners.gama, from: '2026-01-01', to: '2026-03-31' })}`,
    );
    // 0.00; OP 77 credit 300.00 -> -300.00; FCT-0006 debit 242.00 -> -58.00; the refund of 58.00 is a
    // credit of -58.00 -> 0.00. Totals: debit 242.00, credit 300.00 - 58.00 = 242.00, closing 0.00.
    expect(pick(response.body.rows, ['documentType', 'number', 'debit', 'credit', 'balance'])).toEqual([
      ['Sold inițial', null, null, null, '0.00'],
      ['Încasare bancară', 'OP 77', null, '300.00', '-300.00'],
      ['Factură', 'FCT-0006', '242.00', null, '-58.00'],
      ['Rambursare', 'Restituire avans', null, '-58.00', '0.00'],
    ]);
    expect(response.body.summary).toEqual({
      opening: '0.00',
      debit: '242.00',
      credit: '242.00',
      closing: '0.00',
    });
    const empty = await owner.get(
      `${base}/statement-of-account?${query({ partnerId: data.partners.gama, from: '2026-04-01', to: '2026-04-30', currency: 'EUR' })}`,
    );
    expect(empty.body.rows).toEqual([
      {
        documentType: 'Sold inițial',
        number: null,
        date: '2026-04-01',
        dueDate: null,
        debit: null,
        credit: null,
        balance: '0.00',
      },
    ]);
    expect(empty.body.summary).toEqual({ opening: '0.00', debit: '0.00', credit: '0.00', closing: '0.00' });
  });
});

describe('current balance', () => {
  it('gives each client invoiced, paid, balance and the overdue part at the date', async () => {
    const response = await owner.get(`${base}/current-balance?${query({ to: '2026-02-28' })}`);
    expect(response.status).toBe(200);
    // Alfa: invoiced 1,190 + 595 - 119 = 1,666.00; paid 500 + 690 = 1,190.00; balance 476.00.
    //   Past due on 02-28: FCT-0001 (fully paid by then), FCT-0002 595.00 left (the storno has a
    //   negative amount and is never "late"). 595.00 is more than the balance: overdue 476.00.
    // Beta: invoiced 2,975 + 800 = 3,775.00; paid 1,000.00 (the 03-05 transfer is after the date);
    //   balance 2,775.00. Past due: FCT-0004 2,975 - 1,000 = 1,975.00 (FCT-0005 is due 03-28).
    // Gama: invoiced 242.00; paid 300.00 (an advance); balance -58.00. FCT-0006 is past due and
    //   unallocated (242.00), but the client owes nothing: overdue 0.00.
    // Totals: 1,666 + 3,775 + 242 = 5,683.00; 1,190 + 1,000 + 300 = 2,490.00;
    //   476 + 2,775 - 58 = 3,193.00; 476 + 1,975 + 0 = 2,451.00.
    expect(pick(response.body.rows, ['partner', 'invoiced', 'paid', 'balance', 'overdue'])).toEqual([
      ['Alfa Distribuție SRL', '1666.00', '1190.00', '476.00', '476.00'],
      ['Beta Construct SRL', '3775.00', '1000.00', '2775.00', '1975.00'],
      ['Gama Servicii SRL', '242.00', '300.00', '-58.00', '0.00'],
    ]);
    expect(response.body.totals).toEqual({
      partner: 'Total',
      invoiced: '5683.00',
      paid: '2490.00',
      balance: '3193.00',
      overdue: '2451.00',
    });
    expect(response.body.to).toBe('2026-02-28');
  });

  it('answers for one client, at an earlier date', async () => {
    const response = await owner.get(
      `${base}/current-balance?${query({ to: '2026-02-05', partnerId: data.partners.beta })}`,
    );
    // Beta on 02-05: FCT-0004 2,975.00 issued, nothing paid yet, 16 days late: all of it overdue.
    expect(pick(response.body.rows, ['partner', 'invoiced', 'paid', 'balance', 'overdue'])).toEqual([
      ['Beta Construct SRL', '2975.00', '0.00', '2975.00', '2975.00'],
    ]);
  });

  it('is at today when no date is given', async () => {
    const response = await owner.get(`${base}/current-balance`);
    expect(response.status).toBe(200);
    expect(response.body.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('overdue invoices', () => {
  it('lists what is left of the invoices past due at the date, longest overdue first', async () => {
    const response = await owner.get(`${base}/overdue-invoices?${query({ to: '2026-02-28' })}`);
    expect(response.status).toBe(200);
    // FCT-0004 due 01-20: 11 days of January + 28 of February = 39; 2,975.00 - 1,000.00 = 1,975.00
    // FCT-0006 due 01-30:  1 + 28 = 29 days; 242.00 unpaid
    // FCT-0002 due 02-15: 13 days; 595.00 unpaid
    // FCT-0001 is paid in full, the storno and FCT-0005 (due 03-28) are not late.
    // Totals: 2,975 + 242 + 595 = 3,812.00; 1,000.00; 1,975 + 242 + 595 = 2,812.00.
    expect(
      pick(response.body.rows, [
        'partner',
        'number',
        'issueDate',
        'dueDate',
        'daysOverdue',
        'amountDue',
        'paid',
        'remaining',
      ]),
    ).toEqual([
      ['Beta Construct SRL', 'FCT-0004', '2026-01-05', '2026-01-20', 39, '2975.00', '1000.00', '1975.00'],
      ['Gama Servicii SRL', 'FCT-0006', '2026-01-15', '2026-01-30', 29, '242.00', '0.00', '242.00'],
      ['Alfa Distribuție SRL', 'FCT-0002', '2026-02-01', '2026-02-15', 13, '595.00', '0.00', '595.00'],
    ]);
    expect(response.body.totals).toMatchObject({
      amountDue: '3812.00',
      paid: '1000.00',
      remaining: '2812.00',
    });
  });

  it('counts only the payments made by the date', async () => {
    const response = await owner.get(
      `${base}/overdue-invoices?${query({ to: '2026-02-05', partnerId: data.partners.alfa })}`,
    );
    // On 02-05 FCT-0001 (due 01-25, 11 days) had only OP 101's 500.00: 690.00 left.
    expect(pick(response.body.rows, ['number', 'daysOverdue', 'paid', 'remaining'])).toEqual([
      ['FCT-0001', 11, '500.00', '690.00'],
    ]);
  });
});

describe('sales journal', () => {
  it('has a taxable and VAT pair per rate and totals per column', async () => {
    const response = await owner.get(`${base}/invoices?${query({ from: '2026-01-01', to: '2026-02-28' })}`);
    expect(response.status).toBe(200);
    const keys = response.body.columns.map((column: { key: string }) => column.key);
    expect(keys).toEqual([
      'number',
      'date',
      'partner',
      'businessId',
      'net',
      'vat',
      'gross',
      'vat_S_21_taxable',
      'vat_S_21_vat',
      'vat_S_19_taxable',
      'vat_S_19_vat',
      'vat_S_11_taxable',
      'vat_S_11_vat',
      'vat_E_0_taxable',
      'vat_E_0_vat',
    ]);
    expect(response.body.columns.map((column: { label: string }) => column.label).slice(7, 9)).toEqual([
      'Bază 21% (RON)',
      'TVA 21% (RON)',
    ]);
    expect(pick(response.body.rows, ['number', 'date', 'businessId', 'net', 'vat', 'gross'])).toEqual([
      ['FCT-0004', '2026-01-05', 'RO16227281', '2500.00', '475.00', '2975.00'],
      ['FCT-0001', '2026-01-10', 'RO14399840', '1000.00', '190.00', '1190.00'],
      ['FCT-0006', '2026-01-15', '36914726', '200.00', '42.00', '242.00'],
      ['FCT-0002', '2026-02-01', 'RO14399840', '500.00', '95.00', '595.00'],
      ['FCT-0003', '2026-02-20', 'RO14399840', '-100.00', '-19.00', '-119.00'],
      ['FCT-0005', '2026-02-26', 'RO16227281', '800.00', '0.00', '800.00'],
    ]);
    expect(response.body.rows[0]).toMatchObject({
      vat_S_21_taxable: '2000.00',
      vat_S_21_vat: '420.00',
      vat_S_11_taxable: '500.00',
      vat_S_11_vat: '55.00',
      vat_S_19_taxable: null,
    });
    // Net 2,500 + 1,000 + 200 + 500 - 100 + 800 = 4,900.00; VAT 475 + 190 + 42 + 95 - 19 = 783.00;
    // gross 5,683.00. 21%: 2,000 + 200 = 2,200.00 / 420 + 42 = 462.00; 19%: 1,000 + 500 - 100 =
    // 1,400.00 / 190 + 95 - 19 = 266.00; 11%: 500.00 / 55.00; exempt: 800.00 / 0.00.
    expect(response.body.totals).toEqual({
      number: 'Total',
      date: null,
      partner: null,
      businessId: null,
      net: '4900.00',
      vat: '783.00',
      gross: '5683.00',
      vat_S_21_taxable: '2200.00',
      vat_S_21_vat: '462.00',
      vat_S_19_taxable: '1400.00',
      vat_S_19_vat: '266.00',
      vat_S_11_taxable: '500.00',
      vat_S_11_vat: '55.00',
      vat_E_0_taxable: '800.00',
      vat_E_0_vat: '0.00',
    });
  });

  it('converts an invoice in another currency to RON at its rate, rounded per amount', async () => {
    const response = await owner.get(
      `${base}/invoices?${query({ from: '2026-02-01', to: '2026-02-28', currency: 'EUR' })}`,
    );
    // FCT-0007: 100.00 EUR x 4.975 = 497.50 RON; VAT as stored in RON 94.53 (19.00 x 4.975 =
    // 94.525, half up); gross 497.50 + 94.53 = 592.03 RON; 119.00 EUR.
    expect(response.body.rows).toEqual([
      {
        number: 'FCT-0007',
        date: '2026-02-03',
        partner: 'Alfa Distribuție SRL',
        businessId: 'RO14399840',
        currencyRate: '4.975',
        grossCurrency: '119.00',
        net: '497.50',
        vat: '94.53',
        gross: '592.03',
        vat_S_19_taxable: '497.50',
        vat_S_19_vat: '94.53',
      },
    ]);
  });
});

describe('payments journal', () => {
  it('lists the payments that count in the period with the invoices they pay', async () => {
    const response = await owner.get(`${base}/payments?${query({ from: '2026-01-01', to: '2026-02-28' })}`);
    expect(response.status).toBe(200);
    // Counted: 300.00 + 500.00 + 690.00 + 1,000.00 = 2,490.00 (not the draft receipt, the voided
    // transfer, the EUR transfer or the 03-05 one).
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
      ['2026-01-10', 'Încasare bancară', null, 'Gama Servicii SRL', 'OP 77', '300.00', null],
      ['2026-01-20', 'Încasare bancară', null, 'Alfa Distribuție SRL', 'OP 101', '500.00', 'FCT-0001'],
      [
        '2026-02-10',
        'Chitanță',
        'CHT-0001',
        'Alfa Distribuție SRL',
        'Încasare factura FCT-0001',
        '690.00',
        'FCT-0001',
      ],
      ['2026-02-25', 'Încasare bancară', null, 'Beta Construct SRL', 'OP 205', '1000.00', 'FCT-0004'],
    ]);
    expect(response.body.totals.amount).toBe('2490.00');
  });
});
