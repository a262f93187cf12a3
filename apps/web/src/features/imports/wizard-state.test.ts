import { describe, expect, it } from 'vitest';
import { initialWizard, rowsToImport, tableOfState, type WizardState, wizardReducer } from './wizard-state';

const workbook = {
  sheets: [
    { name: 'Notițe', rows: [['nimic']] },
    {
      name: 'Produse',
      rows: [
        ['Lista de produse'],
        ['Denumire', 'UM', 'Serviciu', 'Observații'],
        ['Pâine', 'H87', 'Nu', 'x'],
        ['Apă', 'H87', 'Nu', ''],
      ],
    },
  ],
};

const run = (...actions: Parameters<typeof wizardReducer>[1][]) =>
  actions.reduce<WizardState>(wizardReducer, initialWizard('products'));

describe('wizardReducer', () => {
  it('reads a file, then follows the sheet: header row and columns suggested', () => {
    const read = run({ type: 'file-read', fileName: 'produse.xlsx', workbook });
    expect(read).toMatchObject({ step: 'sheet', sheetIndex: 0, headerRow: 1, problem: null });
    const sheet = wizardReducer(read, { type: 'sheet', index: 1 });
    expect(sheet).toMatchObject({
      sheetIndex: 1,
      headerRow: 2,
      matching: ['name', 'measurementUnitCode', 'isService', null],
    });
    expect(tableOfState(sheet).rows.map((row) => row.line)).toEqual([3, 4]);
  });

  it('matches, discards and gives the rows to import', () => {
    const state = run(
      { type: 'file-read', fileName: 'produse.xlsx', workbook },
      { type: 'sheet', index: 1 },
      { type: 'field', column: 3, key: 'description' },
      { type: 'discard', lines: [3] },
    );
    expect(rowsToImport(tableOfState(state), state)).toEqual([
      { line: 4, values: { name: 'Apă', measurementUnitCode: 'H87', isService: 'Nu', description: null } },
    ]);
    // A new header row starts the matching and the discarded rows over.
    const moved = wizardReducer(state, { type: 'header-row', row: 3 });
    expect(moved.discarded.size).toBe(0);
    expect(moved.matching).toEqual([null, null, null, null]);
  });

  it('keeps the problem of the chosen header row and starts over on reset', () => {
    const state = run(
      { type: 'file-read', fileName: 'a.csv', workbook },
      { type: 'sheet', index: 1 },
      { type: 'header-row', row: 3 },
    );
    expect(state.problem).toBeNull();
    expect(wizardReducer(state, { type: 'header-row', row: 1 }).problem).toEqual({
      code: 'nbCols',
      columns: 1,
    });
    expect(wizardReducer(state, { type: 'reset' })).toEqual(initialWizard('products'));
  });
});
