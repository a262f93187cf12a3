import type { EInvoice } from '@app/domain/einvoice/einvoice.types';

/** Owned by the reader work: replace the body and the error kinds. */
export class UblReadError extends Error {
  constructor(
    readonly code: 'not-well-formed' | 'not-ubl' | 'too-large' | 'invalid-content',
    message: string,
  ) {
    super(message);
    this.name = 'UblReadError';
  }
}

export function readUbl(_xml: string | Uint8Array): EInvoice {
  throw new UblReadError('invalid-content', 'not implemented yet');
}
