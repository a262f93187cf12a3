import type { DocumentParty } from '@app/domain/invoicing/client-document.schemas';
import type { Db } from '../../db/client';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import { clientPaymentAllocations, clientPayments } from '../client-payments/client-payments.tables';
import { documentSeries } from '../document-series/document-series.tables';
import { partners } from '../partners/partners.tables';

// Test code only: the reports' data set written straight into the tables (the invoicing and payment
// APIs are other modules'), so every figure the tests expect can be worked out by hand.

const party = (name: string, businessId: string | null): DocumentParty => ({
  name,
  businessId,
  personId: null,
  vatPayer: true,
  tradeRegisterNumber: null,
  address: {
    street: 'Str. Memorandumului 28',
    city: 'Cluj-Napoca',
    county: 'Cluj',
    postalCode: null,
    country: 'RO',
  },
  email: null,
  phone: null,
  bankAccounts: [],
});

type Line = { category: string; rate: string; taxable: string; vat: string; vatRon?: string };

export type ReportFixture = Awaited<ReturnType<typeof seedReportData>>;

/**
 * Three clients of one company, in RON unless said otherwise:
 *
 * Alfa Distribuție SRL
 *   FCT-0001 issued 2026-01-10 due 2026-01-25: 1,000.00 + 19% 190.00 = 1,190.00
 *   FCT-0002 issued 2026-02-01 due 2026-02-15:   500.00 + 19%  95.00 =   595.00
 *   FCT-0003 storno of FCT-0002, 2026-02-20 due 2026-02-20: -100.00 - 19.00 = -119.00
 *   bank transfer "OP 101" 500.00 on 2026-01-20, allocated to FCT-0001
 *   receipt CHT-0001 690.00 on 2026-02-10, allocated to FCT-0001 (now paid in full)
 *   left out of every report: a draft invoice, a voided invoice, a proforma, a draft receipt and a
 *   voided transfer
 *   in EUR: FCT-0007 issued 2026-02-03 due 2026-02-17: 100.00 + 19% 19.00 = 119.00 at 4.9750
 *   (VAT 94.53 RON), and a transfer of 50.00 EUR on 2026-02-10 allocated to it
 * Beta Construct SRL
 *   FCT-0004 issued 2026-01-05 due 2026-01-20: 2,000.00 + 21% 420.00, 500.00 + 11% 55.00 = 2,975.00
 *   FCT-0005 issued 2026-02-26 due 2026-03-28: 800.00 exempt (E 0%)
 *   transfer "OP 205" 1,000.00 on 2026-02-25, allocated to FCT-0004
 *   transfer "OP 310" 3,000.00 on 2026-03-05, 1,975.00 of it allocated to FCT-0004 (paid in full
 *   now, but not yet on 2026-02-28)
 * Gama Servicii SRL
 *   FCT-0006 issued 2026-01-15 due 2026-01-30: 200.00 + 21% 42.00 = 242.00
 *   transfer "OP 77" 300.00 on 2026-01-10, an advance left unallocated; 58.00 of it refunded to
 *   the client on 2026-03-10 (a payment of -58.00)
 */
export async function seedReportData(db: Db, companyId: string) {
  const [series] = await db
    .insert(documentSeries)
    .values({ companyId, type: 'client-invoice', prefix: 'FCT', startDate: '2026-01-01', startIndex: '0001' })
    .returning({ id: documentSeries.id });
  const seriesId = String(series?.id);

  const partnerIds: Record<'alfa' | 'beta' | 'gama', string> = { alfa: '', beta: '', gama: '' };
  const names = { alfa: 'Alfa Distribuție SRL', beta: 'Beta Construct SRL', gama: 'Gama Servicii SRL' };
  const businessIds = { alfa: 'RO14399840', beta: 'RO16227281', gama: '36914726' };
  for (const key of ['alfa', 'beta', 'gama'] as const) {
    const [row] = await db
      .insert(partners)
      .values({ companyId, name: names[key], role: 'client', type: 'company', businessId: businessIds[key] })
      .returning({ id: partners.id });
    partnerIds[key] = String(row?.id);
  }

  let numberSeq = 100;
  const invoice = async (
    who: keyof typeof partnerIds,
    values: {
      seriesNumber: string | null;
      issueDate: string;
      dueDate: string | null;
      lines: Line[];
      kind?: 'invoice' | 'proforma';
      status?: 'draft' | 'published' | 'voided';
      currency?: string;
      currencyRate?: string;
      vatTotalRon?: string;
      paidTotal?: string;
      refundsId?: string;
    },
  ): Promise<string> => {
    const sum = (pick: (line: Line) => string) =>
      values.lines.reduce((total, line) => total + Math.round(Number(pick(line)) * 100), 0);
    const cents = (value: number) => (value / 100).toFixed(2);
    const net = sum((line) => line.taxable);
    const vat = sum((line) => line.vat);
    const status = values.status ?? 'published';
    const [row] = await db
      .insert(clientDocuments)
      .values({
        companyId,
        kind: values.kind ?? 'invoice',
        status,
        documentSeriesId: seriesId,
        number: status === 'draft' ? null : String(numberSeq++),
        seriesNumber: values.seriesNumber,
        partnerId: partnerIds[who],
        partnerName: names[who],
        issueDate: values.issueDate,
        dueDateType: 'custom',
        dueDate: values.dueDate,
        language: 'ro-RO',
        currency: values.currency ?? 'RON',
        currencyRate: values.currencyRate ?? null,
        seller: party('Firma Mea SRL', 'RO14399840'),
        buyer: party(names[who], businessIds[who]),
        lineNetTotal: cents(net),
        netTotal: cents(net),
        vatTotal: cents(vat),
        vatTotalRon: values.vatTotalRon ?? null,
        grossTotal: cents(net + vat),
        amountDue: cents(net + vat),
        paidTotal: values.paidTotal ?? '0',
        refundsId: values.refundsId ?? null,
        amounts: {
          breakdown: values.lines.map((line) => ({
            vatCategory: line.category,
            vatRate: line.rate,
            taxable: line.taxable,
            vat: line.vat,
            vatRon: line.vatRon ?? null,
          })),
          allowances: [],
          charges: [],
        },
      })
      .returning({ id: clientDocuments.id });
    return String(row?.id);
  };

  const payment = async (
    who: keyof typeof partnerIds,
    values: {
      type?: 'bank-transfer' | 'receipt';
      status?: 'draft' | 'published' | 'voided';
      seriesNumber?: string;
      description?: string;
      amount: string;
      date: string;
      currency?: string;
      allocations?: [string, string][];
    },
  ): Promise<string> => {
    const allocated = (values.allocations ?? []).reduce((total, [, amount]) => total + Number(amount), 0);
    const [row] = await db
      .insert(clientPayments)
      .values({
        companyId,
        type: values.type ?? 'bank-transfer',
        status: values.status ?? 'published',
        seriesNumber: values.seriesNumber ?? null,
        partnerId: partnerIds[who],
        amount: values.amount,
        currency: values.currency ?? 'RON',
        date: values.date,
        description: values.description ?? null,
        allocated: allocated.toFixed(2),
      })
      .returning({ id: clientPayments.id });
    const paymentId = String(row?.id);
    for (const [invoiceId, amount] of values.allocations ?? []) {
      await db.insert(clientPaymentAllocations).values({ companyId, paymentId, invoiceId, amount });
    }
    return paymentId;
  };

  const s19 = (taxable: string, vat: string): Line => ({ category: 'S', rate: '19.00', taxable, vat });
  const s21 = (taxable: string, vat: string): Line => ({ category: 'S', rate: '21.00', taxable, vat });

  // Alfa
  const a1 = await invoice('alfa', {
    seriesNumber: 'FCT-0001',
    issueDate: '2026-01-10',
    dueDate: '2026-01-25',
    lines: [s19('1000.00', '190.00')],
    paidTotal: '1190.00',
  });
  const a2 = await invoice('alfa', {
    seriesNumber: 'FCT-0002',
    issueDate: '2026-02-01',
    dueDate: '2026-02-15',
    lines: [s19('500.00', '95.00')],
  });
  const a3 = await invoice('alfa', {
    seriesNumber: 'FCT-0003',
    issueDate: '2026-02-20',
    dueDate: '2026-02-20',
    lines: [s19('-100.00', '-19.00')],
    refundsId: a2,
  });
  await payment('alfa', {
    amount: '500.00',
    date: '2026-01-20',
    description: 'OP 101',
    allocations: [[a1, '500.00']],
  });
  await payment('alfa', {
    type: 'receipt',
    seriesNumber: 'CHT-0001',
    description: 'Încasare factura FCT-0001',
    amount: '690.00',
    date: '2026-02-10',
    allocations: [[a1, '690.00']],
  });
  // Never counted: a draft, a voided invoice, a proforma, a draft receipt, a voided transfer.
  await invoice('alfa', {
    seriesNumber: null,
    issueDate: '2026-02-05',
    dueDate: null,
    lines: [s19('1000.00', '190.00')],
    status: 'draft',
  });
  await invoice('alfa', {
    seriesNumber: 'FCT-0099',
    issueDate: '2026-02-06',
    dueDate: '2026-02-07',
    lines: [s19('2000.00', '380.00')],
    status: 'voided',
  });
  await invoice('alfa', {
    seriesNumber: 'PRF-0001',
    issueDate: '2026-02-07',
    dueDate: '2026-02-08',
    lines: [s19('300.00', '57.00')],
    kind: 'proforma',
  });
  await payment('alfa', {
    type: 'receipt',
    status: 'draft',
    amount: '50.00',
    date: '2026-02-12',
    description: 'Ciornă',
  });
  await payment('alfa', { status: 'voided', amount: '70.00', date: '2026-02-13', description: 'OP anulat' });
  // Alfa in EUR
  const e1 = await invoice('alfa', {
    seriesNumber: 'FCT-0007',
    issueDate: '2026-02-03',
    dueDate: '2026-02-17',
    lines: [{ category: 'S', rate: '19.00', taxable: '100.00', vat: '19.00', vatRon: '94.53' }],
    currency: 'EUR',
    currencyRate: '4.9750',
    vatTotalRon: '94.53',
    paidTotal: '50.00',
  });
  await payment('alfa', {
    amount: '50.00',
    currency: 'EUR',
    date: '2026-02-10',
    description: 'OP EUR 1',
    allocations: [[e1, '50.00']],
  });

  // Beta
  const b1 = await invoice('beta', {
    seriesNumber: 'FCT-0004',
    issueDate: '2026-01-05',
    dueDate: '2026-01-20',
    lines: [s21('2000.00', '420.00'), { category: 'S', rate: '11.00', taxable: '500.00', vat: '55.00' }],
    paidTotal: '2975.00',
  });
  const b2 = await invoice('beta', {
    seriesNumber: 'FCT-0005',
    issueDate: '2026-02-26',
    dueDate: '2026-03-28',
    lines: [{ category: 'E', rate: '0.00', taxable: '800.00', vat: '0.00' }],
  });
  await payment('beta', {
    amount: '1000.00',
    date: '2026-02-25',
    description: 'OP 205',
    allocations: [[b1, '1000.00']],
  });
  await payment('beta', {
    amount: '3000.00',
    date: '2026-03-05',
    description: 'OP 310',
    allocations: [[b1, '1975.00']],
  });

  // Gama
  const c1 = await invoice('gama', {
    seriesNumber: 'FCT-0006',
    issueDate: '2026-01-15',
    dueDate: '2026-01-30',
    lines: [s21('200.00', '42.00')],
  });
  await payment('gama', { amount: '300.00', date: '2026-01-10', description: 'OP 77' });
  await payment('gama', { amount: '-58.00', date: '2026-03-10', description: 'Restituire avans' });

  return { partners: partnerIds, invoices: { a1, a2, a3, b1, b2, c1, e1 } };
}
