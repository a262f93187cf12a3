/**
 * What can be wrong with a received XML, from the outside in: too big to look at, not XML at all,
 * XML with a document type declaration (refused before any entity could be expanded), XML that is
 * not a UBL 2.1 Invoice or CreditNote, or a UBL document missing or garbling a business term.
 */
export type UblReadErrorCode =
  | 'too-large'
  | 'not-well-formed'
  | 'dtd-not-allowed'
  | 'not-ubl'
  | 'invalid-content';

export class UblReadError extends Error {
  constructor(
    readonly code: UblReadErrorCode,
    message: string,
    /** 1-based position of the fault in the text, when the fault has one. */
    readonly position: { line: number; column: number } | null = null,
  ) {
    super(position ? `${message} (line ${position.line}, column ${position.column})` : message);
    this.name = 'UblReadError';
  }
}
