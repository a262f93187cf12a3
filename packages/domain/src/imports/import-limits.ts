/** What can be imported from a spreadsheet (spec 02 §2 Multi-import wizard). */
export const IMPORT_ENTITIES = ['partners', 'products'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

/** Spec 02 §5 Multi-import and §9: at most 1000 rows per import. */
export const MAX_IMPORT_ROWS = 1000;

/**
 * Errors about the whole file rather than a row (spec 02 §8 Imports): a file that cannot be read,
 * rows wider than the header (`nbCols:N`, N the header's column count), too many rows, an upload
 * that did not reach the server, and a failure of the server itself.
 */
export const GENERAL_IMPORT_ERRORS = [
  'invalid',
  'nbCols',
  'tooManyRows',
  'uploadFailed',
  'internalServerError',
] as const;
export type GeneralImportError = (typeof GENERAL_IMPORT_ERRORS)[number];

/** Where an import is: waiting for its job, inserting rows, done, or stopped at a failing row. */
export const IMPORT_STATUSES = ['pending', 'running', 'finished', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
