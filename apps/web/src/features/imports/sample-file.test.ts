import { matchingProblems, suggestMatching, valuesOf } from '@app/domain/imports/column-matching';
import { checkImportRows } from '@app/domain/imports/import-rows';
import { describe, expect, it } from 'vitest';
import { tableOf } from './file-table';
import { sampleFile, sampleRows } from './sample-file';
import { readSpreadsheet } from './spreadsheet';

describe('sample files', () => {
  it.each([
    ['partners', 'ro', 'csv'],
    ['products', 'en', 'xlsx'],
    ['partners', 'en', 'xlsx'],
    ['products', 'ro', 'csv'],
  ] as const)(
    '%s in %s as %s read back into two valid rows with every field matched',
    async (entity, language, format) => {
      const blob = await sampleFile(entity, language, format);
      const workbook = await readSpreadsheet(`sample.${format}`, await blob.arrayBuffer());
      const { table, problem } = tableOf(workbook.sheets[0] ?? { name: '', rows: [] }, 1);
      expect(problem).toBeNull();
      expect(table.headers).toEqual(sampleRows(entity, language)[0]);
      const matching = suggestMatching(entity, table.headers);
      expect(matching).not.toContain(null);
      expect(matchingProblems(entity, matching, { vatPayer: true })).toEqual({ duplicated: [], missing: [] });
      const rows = table.rows.map((row) => ({ line: row.line, values: valuesOf(row.cells, matching) }));
      expect(checkImportRows(entity, rows, { vatPayer: true }).map((result) => result.errors)).toEqual([
        {},
        {},
      ]);
    },
  );
});
