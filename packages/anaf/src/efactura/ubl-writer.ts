import type { EInvoice } from '@app/domain/einvoice/einvoice.types';

/** Owned by the writer work: replace the body. */
export function writeUbl(_invoice: EInvoice): string {
  throw new Error('not implemented yet');
}
