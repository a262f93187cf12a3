import type { StatementLine } from './client-reports.repo';
import { Decimal, money } from './money';
import type { Texts } from './report-labels';
import type { ReportRow, ReportTable } from './report-table';

export type StatementInput = {
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
 * period less payments before it), then every invoice (a debit of its amount due; a storno is a
 * negative debit) and payment (a credit of its amount; a refund to the client is a negative credit)
 * in date order with the running balance, and the totals with the closing balance.
 */
export function statementOfAccount(input: StatementInput): ReportTable {
  const { texts, currency } = input;
  const typeText = (line: StatementLine): string => {
    if (line.type === 'opening') return texts.rows.opening;
    if (line.type === 'invoice') return line.storno ? texts.rows.storno : texts.rows.invoice;
    return line.credit !== null && new Decimal(line.credit).isNegative()
      ? texts.rows.refund
      : texts.rows[line.type];
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
  if (!new Decimal(first.balance).plus(totals.debit).minus(totals.credit).equals(closing))
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
