import type { StatementInvoiceRow, StatementPaymentRow } from './client-reports.repo';
import { Decimal, money } from './money';
import type { Texts } from './report-labels';
import type { ReportRow, ReportTable } from './report-table';

export type StatementInput = {
  texts: Texts;
  currency: string;
  partner: { id: string; name: string };
  from: string;
  to: string;
  /** Invoiced and paid before `from`. */
  before: { invoiced: string; paid: string };
  invoices: StatementInvoiceRow[];
  payments: StatementPaymentRow[];
};

type Entry = {
  date: string;
  /** Invoices before payments on the same day. */
  order: 0 | 1;
  documentType: string;
  number: string | null;
  dueDate: string | null;
  debit: string | null;
  credit: string | null;
};

/**
 * The statement of account of one partner in one currency: the opening balance (invoices before the
 * period less payments before it), then every invoice (a debit of its amount due; a storno is a
 * negative debit) and payment (a credit of its amount; a refund to the client is a negative credit)
 * in date order with the running balance, and the totals with the closing balance.
 */
export function statementOfAccount(input: StatementInput): ReportTable {
  const { texts, currency } = input;
  const entries: Entry[] = [
    ...input.invoices.map(
      (invoice): Entry => ({
        date: invoice.issueDate,
        order: 0,
        documentType:
          invoice.refundsId !== null || new Decimal(invoice.amountDue).isNegative()
            ? texts.rows.storno
            : texts.rows.invoice,
        number: invoice.seriesNumber,
        dueDate: invoice.dueDate,
        debit: money(invoice.amountDue),
        credit: null,
      }),
    ),
    ...input.payments.map(
      (payment): Entry => ({
        date: payment.date,
        order: 1,
        documentType: new Decimal(payment.amount).isNegative() ? texts.rows.refund : texts.rows[payment.type],
        // A bank transfer has no number of ours: its description (the bank's reference) names it.
        number: payment.seriesNumber ?? payment.description,
        dueDate: null,
        debit: null,
        credit: money(payment.amount),
      }),
    ),
  ];
  // Stable: within a day and a kind, the order of the SQL (number, then id) holds.
  entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));

  const opening = new Decimal(input.before.invoiced).minus(input.before.paid);
  let balance = opening;
  let debit = new Decimal(0);
  let credit = new Decimal(0);
  const rows: ReportRow[] = [
    {
      documentType: texts.rows.opening,
      number: null,
      date: input.from,
      dueDate: null,
      debit: null,
      credit: null,
      balance: money(opening),
    },
  ];
  for (const entry of entries) {
    if (entry.debit !== null) {
      debit = debit.plus(entry.debit);
      balance = balance.plus(entry.debit);
    }
    if (entry.credit !== null) {
      credit = credit.plus(entry.credit);
      balance = balance.minus(entry.credit);
    }
    const { order: _order, ...cells } = entry;
    rows.push({ ...cells, balance: money(balance) });
  }

  return {
    report: 'statement-of-account',
    title: texts.title('statement-of-account'),
    currency,
    from: input.from,
    to: input.to,
    partner: input.partner,
    columns: [
      { key: 'documentType', label: texts.column('documentType'), type: 'text' },
      { key: 'number', label: texts.column('number'), type: 'text' },
      { key: 'date', label: texts.column('date'), type: 'date' },
      { key: 'dueDate', label: texts.column('dueDate'), type: 'date' },
      { key: 'debit', label: texts.money('debit', currency), type: 'money' },
      { key: 'credit', label: texts.money('credit', currency), type: 'money' },
      { key: 'balance', label: texts.money('balance', currency), type: 'money' },
    ],
    rows,
    totals: {
      documentType: texts.rows.closing,
      number: null,
      date: input.to,
      dueDate: null,
      debit: money(debit),
      credit: money(credit),
      balance: money(balance),
    },
    summary: {
      opening: money(opening),
      debit: money(debit),
      credit: money(credit),
      closing: money(balance),
    },
  };
}
