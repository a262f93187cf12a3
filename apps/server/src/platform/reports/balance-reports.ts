import { daysOverdue } from '@app/domain/invoicing/payment-state';
import { Decimal, money, sum } from './money';
import type { Texts } from './report-labels';
import type { ReportRow, ReportTable } from './report-table';
import type { BalanceRow, OverdueRow } from './reports.repo';

type AtDate = {
  texts: Texts;
  currency: string;
  allCurrencies: boolean;
  date: string;
  partner: { id: string; name: string } | null;
};

/**
 * What each client owes the company, or the company each supplier, at a date: invoiced less paid,
 * and of that balance the part that is past due. The overdue part is what is left of the invoices
 * past due (after the payments allocated to them by that date), but never more than the balance
 * itself nor below zero: a storno or an advance not yet allocated lowers what is owed, and so what
 * of it can be late.
 */
export function currentBalance(input: AtDate & { balances: BalanceRow[] }): ReportTable {
  const { texts, currency } = input;
  const rows: ReportRow[] = input.balances.map((row) => {
    const balance = new Decimal(row.invoiced).minus(row.paid);
    const overdue = Decimal.max(0, Decimal.min(row.overdue, balance));
    return {
      partner: row.name,
      invoiced: money(row.invoiced),
      paid: money(row.paid),
      balance: money(balance),
      overdue: money(overdue),
    };
  });
  const total = (key: string) => money(sum(rows.map((row) => row[key] as string)));
  return {
    report: 'current-balance',
    title: texts.title('current-balance'),
    currency,
    allCurrencies: input.allCurrencies,
    from: null,
    to: input.date,
    partner: input.partner,
    columns: [
      { key: 'partner', label: texts.column('partner'), type: 'text' },
      { key: 'invoiced', label: texts.money('invoiced', currency), type: 'money' },
      { key: 'paid', label: texts.money('paid', currency), type: 'money' },
      { key: 'balance', label: texts.money('balance', currency), type: 'money' },
      { key: 'overdue', label: texts.money('overdue', currency), type: 'money' },
    ],
    rows,
    totals: {
      partner: texts.rows.total,
      invoiced: total('invoiced'),
      paid: total('paid'),
      balance: total('balance'),
      overdue: total('overdue'),
    },
    summary: {},
  };
}

/** Issued invoices past due at a date with something left to pay then, the longest overdue first. */
export function overdueInvoices(input: AtDate & { invoices: OverdueRow[] }): ReportTable {
  const { texts, currency, date } = input;
  const rows: ReportRow[] = input.invoices.map((invoice) => ({
    partner: invoice.partnerName,
    number: invoice.seriesNumber,
    ...(input.allCurrencies ? { invoiceCurrency: invoice.currency } : {}),
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    daysOverdue: daysOverdue(invoice.dueDate, date),
    amountDue: money(invoice.amountDue),
    paid: money(invoice.paid),
    remaining: money(new Decimal(invoice.amountDue).minus(invoice.paid)),
  }));
  const total = (key: string) => money(sum(rows.map((row) => row[key] as string)));
  return {
    report: 'overdue-invoices',
    title: texts.title('overdue-invoices'),
    currency,
    allCurrencies: input.allCurrencies,
    from: null,
    to: date,
    partner: input.partner,
    columns: [
      { key: 'partner', label: texts.column('partner'), type: 'text' },
      { key: 'number', label: texts.column('number'), type: 'text' },
      ...(input.allCurrencies
        ? [{ key: 'invoiceCurrency', label: texts.column('invoiceCurrency'), type: 'text' } as const]
        : []),
      { key: 'issueDate', label: texts.column('issueDate'), type: 'date' },
      { key: 'dueDate', label: texts.column('dueDate'), type: 'date' },
      { key: 'daysOverdue', label: texts.column('daysOverdue'), type: 'integer' },
      { key: 'amountDue', label: texts.money('amountDue', currency), type: 'money' },
      { key: 'paid', label: texts.money('paid', currency), type: 'money' },
      { key: 'remaining', label: texts.money('remaining', currency), type: 'money' },
    ],
    rows,
    totals: {
      partner: texts.rows.total,
      number: null,
      ...(input.allCurrencies ? { invoiceCurrency: null } : {}),
      issueDate: null,
      dueDate: null,
      daysOverdue: null,
      amountDue: total('amountDue'),
      paid: total('paid'),
      remaining: total('remaining'),
    },
    summary: {},
  };
}
