import type { ClientInvoiceSource } from './client-invoice-source';
import type { EInvoice } from './einvoice.types';

/** Owned by the mapping work: replace the body. */
export function eInvoiceOfClientInvoice(
  _source: ClientInvoiceSource,
  _options: { syntax?: 'Invoice' | 'CreditNote' } = {},
): EInvoice {
  throw new Error('not implemented yet');
}

/**
 * Why no XML can be made of the invoice at all (spec 02 §8: a Romanian natural-person client
 * without a CNP at issue), or null.
 */
export function clientInvoiceXmlBlocker(_source: ClientInvoiceSource): 'client-without-cnp' | null {
  return null;
}
