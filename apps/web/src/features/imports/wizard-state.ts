import { type ColumnMatching, suggestMatching, valuesOf } from '@app/domain/imports/column-matching';
import type { ImportRowInput } from '@app/domain/imports/import.schemas';
import type { ImportEntity } from '@app/domain/imports/import-limits';
import { type FileProblem, type FileTable, suggestHeaderRow, tableOf } from './file-table';
import type { Workbook } from './spreadsheet';

/** The wizard's steps (spec 02 §2): upload, sheet and header row, columns, validation, the import itself. */
export const WIZARD_STEPS = ['upload', 'sheet', 'match', 'validate', 'import'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** A problem with the file before any row is checked, a call that did not get through, or the server's own. */
export type WizardProblem = FileProblem | { code: 'uploadFailed' } | { code: 'internalServerError' };

export type WizardState = {
  entity: ImportEntity;
  step: WizardStep;
  fileName: string | null;
  workbook: Workbook | null;
  sheetIndex: number;
  /** 1-based, as spreadsheets number rows. */
  headerRow: number;
  matching: ColumnMatching;
  /** Lines the user discarded at validation. */
  discarded: ReadonlySet<number>;
  problem: WizardProblem | null;
  importId: string | null;
};

export type WizardAction =
  | { type: 'file-read'; fileName: string; workbook: Workbook }
  | { type: 'problem'; problem: WizardProblem | null }
  | { type: 'sheet'; index: number }
  | { type: 'header-row'; row: number }
  | { type: 'field'; column: number; key: string | null }
  | { type: 'go'; step: WizardStep }
  | { type: 'discard'; lines: readonly number[] }
  | { type: 'started'; importId: string }
  | { type: 'reset' };

export const initialWizard = (entity: ImportEntity): WizardState => ({
  entity,
  step: 'upload',
  fileName: null,
  workbook: null,
  sheetIndex: 0,
  headerRow: 1,
  matching: [],
  discarded: new Set(),
  problem: null,
  importId: null,
});

/** A sheet and header row chosen: suggestions start over from the titles found there. */
function withSheet(state: WizardState, sheetIndex: number, headerRow?: number): WizardState {
  const sheet = state.workbook?.sheets[sheetIndex];
  if (!sheet) return state;
  const row = headerRow ?? suggestHeaderRow(state.entity, sheet);
  const { table, problem } = tableOf(sheet, row);
  return {
    ...state,
    sheetIndex,
    headerRow: row,
    matching: suggestMatching(state.entity, table.headers),
    discarded: new Set(),
    problem,
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'file-read':
      return withSheet({ ...state, fileName: action.fileName, workbook: action.workbook, step: 'sheet' }, 0);
    case 'problem':
      return { ...state, problem: action.problem };
    case 'sheet':
      return withSheet(state, action.index);
    case 'header-row':
      return withSheet(state, state.sheetIndex, action.row);
    case 'field':
      return {
        ...state,
        matching: state.matching.map((key, column) => (column === action.column ? action.key : key)),
      };
    case 'go':
      return { ...state, step: action.step };
    case 'discard':
      return { ...state, discarded: new Set([...state.discarded, ...action.lines]) };
    case 'started':
      return { ...state, importId: action.importId, step: 'import' };
    case 'reset':
      return initialWizard(state.entity);
  }
}

/** The table of the chosen sheet under the chosen header row. */
export function tableOfState({
  workbook,
  sheetIndex,
  headerRow,
}: Pick<WizardState, 'workbook' | 'sheetIndex' | 'headerRow'>): FileTable {
  const sheet = workbook?.sheets[sheetIndex];
  return sheet ? tableOf(sheet, headerRow).table : { headers: [], rows: [] };
}

/** The rows to validate and import: matched to fields, without the discarded ones. */
export function rowsToImport(
  table: FileTable,
  { matching, discarded }: Pick<WizardState, 'matching' | 'discarded'>,
): ImportRowInput[] {
  return table.rows
    .filter((row) => !discarded.has(row.line))
    .map((row) => ({ line: row.line, values: valuesOf(row.cells, matching) }));
}
