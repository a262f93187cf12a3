import { describe, expect, it } from 'vitest';
import { suggestHeaderRow, tableOf } from './file-table';

describe('tableOf', () => {
  const sheet = {
    name: 'Produse',
    rows: [
      ['Export din 2026'],
      [],
      ['Denumire', 'UM', 'Serviciu'],
      ['Pâine', 'H87', 'Nu'],
      [],
      ['Apă', 'H87', 'Nu'],
    ],
  };

  it('takes the rows under the header row with their lines, leaving out empty ones', () => {
    expect(tableOf(sheet, 3)).toEqual({
      table: {
        headers: ['Denumire', 'UM', 'Serviciu'],
        rows: [
          { line: 4, cells: ['Pâine', 'H87', 'Nu'] },
          { line: 6, cells: ['Apă', 'H87', 'Nu'] },
        ],
      },
      problem: null,
    });
  });

  it('says when a row is wider than the header, when there are too many rows, and when the header is empty', () => {
    expect(
      tableOf(
        {
          name: 's',
          rows: [
            ['A', 'B'],
            ['1', '2', '3'],
          ],
        },
        1,
      ).problem,
    ).toEqual({ code: 'nbCols', columns: 2 });
    const many = { name: 's', rows: [['Denumire'], ...Array.from({ length: 1001 }, (_, i) => [`P${i}`])] };
    expect(tableOf(many, 1).problem).toEqual({ code: 'tooManyRows' });
    expect(tableOf({ ...many, rows: many.rows.slice(0, 1001) }, 1).problem).toBeNull();
    expect(tableOf(sheet, 2).problem).toEqual({ code: 'invalid' });
  });

  it('suggests the row whose titles name the most fields', () => {
    expect(suggestHeaderRow('products', sheet)).toBe(3);
    expect(suggestHeaderRow('products', { name: 's', rows: [[], ['abc', 'def'], ['x']] })).toBe(2);
  });
});
