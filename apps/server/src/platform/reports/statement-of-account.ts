import { Decimal, money } from './money';
import type { Texts } from './report-labels';
import type { ReportSideName } from './report-side';
import type { ReportRow, ReportTable } from './report-table';
import type { StatementLine } from './reports.repo';

export type StatementInput = {
  /** A client's invoices are debits and payments credits; a supplier's the other way round. */
  side: ReportSideName;
  texts: Texts;
  currency: string;
  allCurrencies: boolean;
  partner: { id: string; name: string };
  from: string;
  to: string;
  /** The opening line, then the period's lines in order, with running balances (statementLines). */
  lines: StatementLine[];
};

/**
 * The statement of account of one partner in one currency: the opening balance (invoices before the
 * period less payments before it), then every invoice and payment in date order with the running
 * balance, and the totals with the closing balance. The balance is what is owed: by the client
 * (invoices are debits, a storno a negative debit; payments credits, a refund to the client a
 * negative credit) or to the supplier (invoices are credits, what the company owes; payments to
 * the supplier debits, a refund from the supplier a negative debit).
 */
export function statementOfAccount(input: StatementInput): ReportTable {
  const { texts, currency } = input;
  const typeText = (line: StatementLine): string => {
    if (line.type === 'opening') return texts.rows.opening;
    if (line.type === 'invoice') return line.storno ? texts.rows.storno : texts.rows.invoice;
    const paid = input.side === 'client' ? line.credit : line.debit;
    return paid !== null && new Decimal(paid).isNegative() ? texts.rows.refund : texts.rows[line.type];
  };
  const rows: ReportRow[] = input.lines.map((line) => ({
    documentType: typeText(line),
    number: line.number,
    date: line.date,
    dueDate: line.dueDate,
    debit: line.debit,
    credit: line.credit,
    balance: line.balance,
  }));
  const first = input.lines[0];
  const last = input.lines.at(-1);
  if (!first || !last) throw new Error('a statement has at least its opening line');
  const totals = { debit: last.totalDebit ?? '0.00', credit: last.totalCredit ?? '0.00' };
  const closing = last.balance;
  // The closing balance is the last running balance; the totals must lead to it.
  const [owed, paid] =
    input.side === 'client' ? [totals.debit, totals.credit] : [totals.credit, totals.debit];
  if (!new Decimal(first.balance).plus(owed).minus(paid).equals(closing))
    throw new Error('statement totals do not add up');

  return {
    report: 'statement-of-account',
    title: texts.title('statement-of-account'),
    currency,
    allCurrencies: input.allCurrencies,
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
      debit: money(totals.debit),
      credit: money(totals.credit),
      balance: money(closing),
    },
    summary: {
      opening: money(first.balance),
      debit: money(totals.debit),
      credit: money(totals.credit),
      closing: money(closing),
    },
  };
}
