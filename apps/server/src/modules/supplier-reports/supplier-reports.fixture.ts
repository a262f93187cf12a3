import type { SupplierInvoiceStatus } from '@app/domain/invoicing/supplier-invoice.schemas';
import type { Db } from '../../db/client';
import { partners } from '../partners/partners.tables';
import { supplierInvoices } from '../supplier-invoices/supplier-invoices.tables';
import { supplierPaymentAllocations, supplierPayments } from '../supplier-payments/supplier-payments.tables';

// Test code only: the supplier reports' data set written straight into the tables (the supplier
// invoice and payment APIs are other modules'), so every figure the tests expect can be worked
// out by hand.

type Line = { category: string; rate: string; taxable: string; vat: string };
type Who = 'delta' | 'epsilon' | 'zeta';

export type SupplierReportFixture = Awaited<ReturnType<typeof seedSupplierReportData>>;

/**
 * Three suppliers of one company, in RON unless said otherwise:
 *
 * Delta Materiale SRL
 *   DM 1001 added by hand 2026-01-08 due 2026-01-23: 1,000.00 + 21% 210.00 = 1,210.00
 *   DM 1002 confirmed 2026-02-02 due 2026-02-16: 400.00 + 21% 84.00, 100.00 + 11% 11.00 = 595.00
 *   DM 1003 storno (negative) 2026-02-18 due 2026-02-18: -50.00 - 21% 10.50 = -60.50
 *   transfer "OP 501" 600.00 on 2026-01-20, allocated to DM 1001
 *   the supplier's receipt DMR 77, 610.00 in cash on 2026-02-10, allocated to DM 1001 (paid in full)
 *   never counted: DM 1004 received (not confirmed) 2026-02-05 due 2026-02-10, 1,210.00 in USD,
 *   and DM 1005 rejected 2026-02-06 due 2026-02-08, 605.00
 *   in EUR: DM-E 12 2026-02-04 due 2026-02-19: 200.00 + 21% 42.00 = 242.00 at 4.9765, and a
 *   transfer of 100.00 EUR on 2026-02-12 allocated to it
 * Epsilon Logistic SRL
 *   EL 0451 confirmed 2026-01-12 due 2026-02-11: 3,000.00 + 21% 630.00 = 3,630.00
 *   EL 0460 added by hand 2026-02-25 due 2026-03-27: 700.00 exempt (E 0%)
 *   transfer "OP 610" 2,000.00 on 2026-02-20, allocated to EL 0451
 *   transfer "OP 702" 2,330.00 on 2026-03-03: 1,630.00 to EL 0451 and 700.00 to EL 0460
 * Zeta Utilități SRL
 *   ZU 88 added by hand 2026-01-25 due 2026-02-04: 150.00 + 21% 31.50 = 181.50
 *   transfer "OP 433" 250.00 on 2026-01-15, an advance left unallocated; 68.50 of it refunded by
 *   the supplier on 2026-03-09 (a payment of -68.50)
 */
export async function seedSupplierReportData(db: Db, companyId: string) {
  const names: Record<Who, string> = {
    delta: 'Delta Materiale SRL',
    epsilon: 'Epsilon Logistic SRL',
    zeta: 'Zeta Utilități SRL',
  };
  const businessIds: Record<Who, string> = { delta: 'RO18547290', epsilon: 'RO24736200', zeta: '31412270' };
  const partnerIds: Record<Who, string> = { delta: '', epsilon: '', zeta: '' };
  for (const key of ['delta', 'epsilon', 'zeta'] as const) {
    const [row] = await db
      .insert(partners)
      .values({
        companyId,
        name: names[key],
        role: 'supplier',
        type: 'company',
        businessId: businessIds[key],
      })
      .returning({ id: partners.id });
    partnerIds[key] = String(row?.id);
  }

  const invoice = async (
    who: Who,
    values: {
      series: string;
      number: string;
      issueDate: string;
      dueDate: string;
      lines: Line[];
      status?: SupplierInvoiceStatus;
      currency?: string;
      currencyRate?: string;
      paidTotal?: string;
    },
  ): Promise<string> => {
    const sum = (pick: (line: Line) => string) =>
      values.lines.reduce((total, line) => total + Math.round(Number(pick(line)) * 100), 0);
    const cents = (value: number) => (value / 100).toFixed(2);
    const net = sum((line) => line.taxable);
    const vat = sum((line) => line.vat);
    const [row] = await db
      .insert(supplierInvoices)
      .values({
        companyId,
        status: values.status ?? 'published',
        partnerId: partnerIds[who],
        partnerName: names[who],
        series: values.series,
        number: values.number,
        seriesNumber: `${values.series} ${values.number}`,
        issueDate: values.issueDate,
        dueDate: values.dueDate,
        currency: values.currency ?? 'RON',
        currencyRate: values.currencyRate ?? null,
        lineNetTotal: cents(net),
        netTotal: cents(net),
        vatTotal: cents(vat),
        grossTotal: cents(net + vat),
        amountDue: cents(net + vat),
        paidTotal: values.paidTotal ?? '0',
        amounts: {
          breakdown: values.lines.map((line) => ({
            vatCategory: line.category,
            vatRate: line.rate,
            taxable: line.taxable,
            vat: line.vat,
            vatRon: null,
          })),
          allowances: [],
          charges: [],
        },
      })
      .returning({ id: supplierInvoices.id });
    return String(row?.id);
  };

  const payment = async (
    who: Who,
    values: {
      receipt?: [series: string, number: string];
      description?: string;
      amount: string;
      date: string;
      currency?: string;
      allocations?: [string, string][];
    },
  ): Promise<string> => {
    const allocated = (values.allocations ?? []).reduce((total, [, amount]) => total + Number(amount), 0);
    const [row] = await db
      .insert(supplierPayments)
      .values({
        companyId,
        type: values.receipt ? 'receipt' : 'bank-transfer',
        status: 'published',
        receiptSeries: values.receipt?.[0] ?? null,
        number: values.receipt?.[1] ?? null,
        seriesNumber: values.receipt ? values.receipt.join(' ') : null,
        partnerId: partnerIds[who],
        amount: values.amount,
        currency: values.currency ?? 'RON',
        date: values.date,
        description: values.description ?? null,
        allocated: allocated.toFixed(2),
      })
      .returning({ id: supplierPayments.id });
    const paymentId = String(row?.id);
    for (const [invoiceId, amount] of values.allocations ?? []) {
      await db.insert(supplierPaymentAllocations).values({ companyId, paymentId, invoiceId, amount });
    }
    return paymentId;
  };

  const s21 = (taxable: string, vat: string): Line => ({ category: 'S', rate: '21.00', taxable, vat });

  // Delta
  const d1 = await invoice('delta', {
    series: 'DM',
    number: '1001',
    issueDate: '2026-01-08',
    dueDate: '2026-01-23',
    lines: [s21('1000.00', '210.00')],
    paidTotal: '1210.00',
  });
  const d2 = await invoice('delta', {
    series: 'DM',
    number: '1002',
    issueDate: '2026-02-02',
    dueDate: '2026-02-16',
    lines: [s21('400.00', '84.00'), { category: 'S', rate: '11.00', taxable: '100.00', vat: '11.00' }],
    status: 'confirmed',
  });
  const d3 = await invoice('delta', {
    series: 'DM',
    number: '1003',
    issueDate: '2026-02-18',
    dueDate: '2026-02-18',
    lines: [s21('-50.00', '-10.50')],
  });
  await invoice('delta', {
    series: 'DM',
    number: '1004',
    issueDate: '2026-02-05',
    dueDate: '2026-02-10',
    lines: [s21('1000.00', '210.00')],
    status: 'received',
    currency: 'USD',
    currencyRate: '4.5000',
  });
  await invoice('delta', {
    series: 'DM',
    number: '1005',
    issueDate: '2026-02-06',
    dueDate: '2026-02-08',
    lines: [s21('500.00', '105.00')],
    status: 'rejected',
  });
  await payment('delta', {
    amount: '600.00',
    date: '2026-01-20',
    description: 'OP 501',
    allocations: [[d1, '600.00']],
  });
  await payment('delta', {
    receipt: ['DMR', '77'],
    description: 'Plată factura DM 1001',
    amount: '610.00',
    date: '2026-02-10',
    allocations: [[d1, '610.00']],
  });
  const de = await invoice('delta', {
    series: 'DM-E',
    number: '12',
    issueDate: '2026-02-04',
    dueDate: '2026-02-19',
    lines: [s21('200.00', '42.00')],
    currency: 'EUR',
    currencyRate: '4.9765',
    paidTotal: '100.00',
  });
  await payment('delta', {
    amount: '100.00',
    currency: 'EUR',
    date: '2026-02-12',
    description: 'OP EUR 9',
    allocations: [[de, '100.00']],
  });

  // Epsilon
  const e1 = await invoice('epsilon', {
    series: 'EL',
    number: '0451',
    issueDate: '2026-01-12',
    dueDate: '2026-02-11',
    lines: [s21('3000.00', '630.00')],
    status: 'confirmed',
    paidTotal: '3630.00',
  });
  const e2 = await invoice('epsilon', {
    series: 'EL',
    number: '0460',
    issueDate: '2026-02-25',
    dueDate: '2026-03-27',
    lines: [{ category: 'E', rate: '0.00', taxable: '700.00', vat: '0.00' }],
    paidTotal: '700.00',
  });
  await payment('epsilon', {
    amount: '2000.00',
    date: '2026-02-20',
    description: 'OP 610',
    allocations: [[e1, '2000.00']],
  });
  await payment('epsilon', {
    amount: '2330.00',
    date: '2026-03-03',
    description: 'OP 702',
    allocations: [
      [e1, '1630.00'],
      [e2, '700.00'],
    ],
  });

  // Zeta
  const z1 = await invoice('zeta', {
    series: 'ZU',
    number: '88',
    issueDate: '2026-01-25',
    dueDate: '2026-02-04',
    lines: [s21('150.00', '31.50')],
  });
  await payment('zeta', { amount: '250.00', date: '2026-01-15', description: 'OP 433' });
  await payment('zeta', { amount: '-68.50', date: '2026-03-09', description: 'Restituire avans' });

  return { partners: partnerIds, invoices: { d1, d2, d3, de, e1, e2, z1 } };
}
