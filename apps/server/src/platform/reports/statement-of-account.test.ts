import { describe, expect, it } from 'vitest';
import { reportTexts } from './report-labels';
import type { StatementLine } from './reports.repo';
import { statementOfAccount } from './statement-of-account';

const line = (values: Partial<StatementLine>): StatementLine => ({
  type: 'invoice',
  number: null,
  date: '2026-02-01',
  dueDate: null,
  storno: false,
  debit: null,
  credit: null,
  balance: '0.00',
  totalDebit: null,
  totalCredit: null,
  ...values,
});

const build = (side: 'client' | 'supplier', lines: StatementLine[]) =>
  statementOfAccount({
    side,
    texts: reportTexts(side, 'ro-RO'),
    currency: 'RON',
    allCurrencies: false,
    partner: { id: 'p', name: 'Partener SRL' },
    from: '2026-02-01',
    to: '2026-02-28',
    lines,
  });

describe('statementOfAccount', () => {
  it('closes a supplier statement at opening + credits (invoices) - debits (payments)', () => {
    // 100.00 owed; an invoice of 50.00 (credit) -> 150.00; a refund from the supplier of -20.00
    // (a negative debit) -> 170.00.
    const table = build('supplier', [
      line({ type: 'opening', balance: '100.00' }),
      line({ number: 'F 1', credit: '50.00', balance: '150.00' }),
      line({
        type: 'bank-transfer',
        number: 'OP 1',
        debit: '-20.00',
        balance: '170.00',
        totalDebit: '-20.00',
        totalCredit: '50.00',
      }),
    ]);
    expect(table.title).toBe('Fișă de cont furnizor');
    expect(table.rows.map((row) => row.documentType)).toEqual(['Sold inițial', 'Factură', 'Rambursare']);
    expect(table.summary).toEqual({ opening: '100.00', debit: '-20.00', credit: '50.00', closing: '170.00' });
  });

  it('refuses totals that do not lead to the closing balance, on either side', () => {
    const lines = [
      line({ type: 'opening', balance: '100.00' }),
      line({ number: 'F 1', debit: '50.00', balance: '150.00', totalDebit: '50.00', totalCredit: '0.00' }),
    ];
    expect(build('client', lines).summary.closing).toBe('150.00');
    // The same figures read as a supplier's: a 50.00 payment cannot raise what is owed.
    expect(() => build('supplier', lines)).toThrow('statement totals do not add up');
  });
});
