import { z } from 'zod';
import '../validation/rule-codes';
import { IMPORT_ENTITIES, IMPORT_STATUSES, MAX_IMPORT_ROWS } from './import-limits';

/** Longest cell text accepted; longer ones are refused with the field's own max rule anyway. */
const MAX_CELL = 2000;

/** One file row: its line in the file (for messages) and its cell texts by field. */
export const importRowInputSchema = z.object({
  line: z.number().int().positive(),
  values: z.record(z.string().max(64), z.string().max(MAX_CELL).nullable()),
});
export type ImportRowInput = z.infer<typeof importRowInputSchema>;

/** What the wizard sends to validate or to import: the matched rows, at most 1000 (`rows: max:1000`). */
export const importRequestSchema = z.object({
  fileName: z.string().trim().max(255).nullish(),
  rows: z.array(importRowInputSchema).min(1).max(MAX_IMPORT_ROWS),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** A row with errors: its line, the product or partner name, and each field's rule codes. */
export const importRowErrorsSchema = z.object({
  line: z.number().int(),
  name: z.string().nullable(),
  errors: fieldErrorsSchema,
});
export type ImportRowErrors = z.infer<typeof importRowErrorsSchema>;

/** The answer of a validation: the rows with errors, in line order (none means the file can be imported). */
export const importValidationSchema = z.object({
  total: z.number().int(),
  rows: z.array(importRowErrorsSchema),
});
export type ImportValidation = z.infer<typeof importValidationSchema>;

export const importSchema = z.object({
  id: z.string(),
  entity: z.enum(IMPORT_ENTITIES),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string().nullable(),
  total: z.number().int(),
  /** Rows imported so far, in file order. */
  processed: z.number().int(),
  /** The row the import stopped at; rows before it were imported, the ones after it were not. */
  failedRow: importRowErrorsSchema.nullable(),
  /** A failure that is not a row's: `internalServerError`. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Import = z.infer<typeof importSchema>;
