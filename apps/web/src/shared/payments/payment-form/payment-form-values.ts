import type {
  ClientPaymentInput,
  PayableInvoice,
  PaymentType,
} from '@app/domain/invoicing/client-payment.schemas';
import type { SupplierPaymentInput } from '@app/domain/invoicing/supplier-payment.schemas';
import type { AnyPayment } from '../payment-side';

/** One listed invoice of the form and what the payment puts on it ('' for nothing). */
export type AllocationRow = { invoiceId: string; amount: string };

export type PaymentFormValues = {
  type: PaymentType;
  partnerId: string;
  currency: string;
  amount: string;
  date: string;
  description: string;
  /** The company's series of a client receipt. */
  documentSeriesId: string;
  /** The series and number a supplier wrote on its receipt. */
  receiptSeries: string;
  receiptNumber: string;
  allocations: AllocationRow[];
};

// Amounts have at most two decimals: the form adds and compares them exactly in whole cents.

/** Whole cents of a plain decimal text ("12.5" -> 1250n), or null when it is not one. */
export function centsOf(text: string): bigint | null {
  const match = /^([+-]?)(\d*)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const cents = BigInt(match[2] || '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] === '-' ? -cents : cents;
}

/** Cents as a decimal text with two decimals (1250n -> "12.50"). */
export function textOfCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

const abs = (value: bigint) => (value < 0n ? -value : value);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

export function emptyPaymentValues(type: PaymentType, today: string, seriesId = ''): PaymentFormValues {
  return {
    type,
    partnerId: '',
    currency: 'RON',
    amount: '',
    date: today,
    description: '',
    documentSeriesId: type === 'receipt' ? seriesId : '',
    receiptSeries: '',
    receiptNumber: '',
    allocations: [],
  };
}

export function paymentValuesOf(payment: AnyPayment): PaymentFormValues {
  return {
    type: payment.type,
    partnerId: payment.partnerId,
    currency: payment.currency,
    amount: payment.amount,
    date: payment.date,
    description: payment.description ?? '',
    documentSeriesId: payment.documentSeriesId ?? '',
    receiptSeries: payment.receiptSeries ?? '',
    receiptNumber: payment.receiptNumber ?? '',
    allocations: payment.allocations.map((allocation) => ({
      invoiceId: allocation.invoiceId,
      amount: allocation.amount,
    })),
  };
}

/**
 * Spreads the amount over the invoices in their order (the oldest first, as listed): each takes what
 * is left to pay on it, or what is left of the amount, until the amount is used up. A refund (a
 * negative amount) goes to the invoices with a negative remainder (credit notes) the same way.
 */
export function spreadOldestFirst(amount: string, invoices: PayableInvoice[]): AllocationRow[] {
  let left = centsOf(amount) ?? 0n;
  return invoices.map((invoice) => {
    const remaining = centsOf(invoice.remaining) ?? 0n;
    if (left === 0n || remaining === 0n || remaining < 0n !== left < 0n) {
      return { invoiceId: invoice.id, amount: '' };
    }
    const take = min(abs(left), abs(remaining));
    left = left < 0n ? left + take : left - take;
    return { invoiceId: invoice.id, amount: textOfCents(remaining < 0n ? -take : take) };
  });
}

/** Where a payment of one invoice starts: its partner and currency, opened from the invoice. */
export type InvoicePrefill = { invoiceId: string; partnerId: string; partnerName: string; currency: string };

/**
 * The invoice a new payment is for, read from the page's address as the invoice's payments modal
 * writes it: ?invoice=&client=&clientName=&currency= (all of them, or nothing); the partner may
 * also be named supplier= / partner= (and supplierName= / partnerName=).
 */
export function prefillOfSearch(search: URLSearchParams): InvoicePrefill | null {
  const first = (...names: string[]) => names.map((name) => search.get(name)).find(Boolean) ?? '';
  const prefill = {
    invoiceId: first('invoice', 'invoiceId'),
    partnerId: first('client', 'supplier', 'partner', 'partnerId'),
    partnerName: first('clientName', 'supplierName', 'partnerName'),
    currency: search.get('currency') ?? '',
  };
  return prefill.invoiceId && prefill.partnerId && /^[A-Z]{3}$/.test(prefill.currency) ? prefill : null;
}

/** The invoice named by the address (?invoice= or ?invoiceId=) when nothing else comes with it. */
export function invoiceIdOfSearch(search: URLSearchParams): string | null {
  return search.get('invoice') || search.get('invoiceId') || null;
}

/**
 * A payment of one invoice: its whole remainder as the amount, put on that invoice and on no other
 * of the listed ones. Null when the invoice is not among them (issued, with something left to pay).
 */
export function paymentOfInvoice(
  invoices: PayableInvoice[],
  invoiceId: string,
): { amount: string; allocations: AllocationRow[] } | null {
  const invoice = invoices.find((entry) => entry.id === invoiceId);
  if (!invoice || (centsOf(invoice.remaining) ?? 0n) === 0n) return null;
  const amount = textOfCents(centsOf(invoice.remaining) ?? 0n);
  return {
    amount,
    allocations: invoices.map((entry) => ({
      invoiceId: entry.id,
      amount: entry.id === invoiceId ? amount : '',
    })),
  };
}

/** One row per listed invoice, keeping what the payment already put on each. */
export function rowsForInvoices(invoices: PayableInvoice[], current: AllocationRow[]): AllocationRow[] {
  const amounts = new Map(current.map((row) => [row.invoiceId, row.amount]));
  return invoices.map((invoice) => ({ invoiceId: invoice.id, amount: amounts.get(invoice.id) ?? '' }));
}

/**
 * The allocated sum against the amount: what stays as an advance (unallocated) and whether the
 * allocations go past the amount. Rows that are not amounts yet count as nothing.
 */
export function allocationSummary(
  amount: string,
  rows: AllocationRow[],
): { allocated: string; advance: string; over: boolean } {
  const total = centsOf(amount) ?? 0n;
  const allocated = rows.reduce((sum, row) => sum + (centsOf(row.amount) ?? 0n), 0n);
  return {
    allocated: textOfCents(allocated),
    advance: textOfCents(total - allocated),
    over: abs(allocated) > abs(total),
  };
}

/**
 * The request body of the form's values: the invoices without an amount (or with zero) are left
 * out. `rowOf[i]` is the form row of the body's allocation i, to put its errors back on that row.
 * A client receipt names one of the company's series; a supplier receipt, the supplier's series
 * and number.
 */
export function toPaymentInput(
  values: PaymentFormValues,
  side: 'client' | 'supplier' = 'client',
): { input: ClientPaymentInput | SupplierPaymentInput; rowOf: number[] } {
  const rowOf: number[] = [];
  const allocations: AllocationRow[] = [];
  values.allocations.forEach((row, index) => {
    const text = row.amount.trim();
    if (text === '' || centsOf(text) === 0n) return;
    rowOf.push(index);
    allocations.push({ invoiceId: row.invoiceId, amount: text });
  });
  const common = {
    type: values.type,
    partnerId: values.partnerId,
    amount: values.amount.trim(),
    currency: values.currency,
    date: values.date,
    description: values.description,
    allocations,
  };
  const receipt = values.type === 'receipt';
  const input =
    side === 'client'
      ? { ...common, documentSeriesId: receipt ? values.documentSeriesId || null : null }
      : {
          ...common,
          receiptSeries: receipt ? values.receiptSeries.trim() : null,
          receiptNumber: receipt ? values.receiptNumber.trim() : null,
        };
  return { input, rowOf };
}

/** The form field of an error path of the body ("allocations.1.amount" -> "allocations.4.amount"). */
export function formFieldOf(path: string, rowOf: number[]): string {
  const match = /^allocations\.(\d+)\.(.+)$/.exec(path);
  if (!match) return path;
  const row = rowOf[Number(match[1])];
  return row === undefined ? 'allocations' : `allocations.${row}.${match[2]}`;
}
