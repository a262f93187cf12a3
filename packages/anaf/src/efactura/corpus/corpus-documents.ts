import type { EInvoice } from '@app/domain/einvoice/einvoice.types';
import { clientInvoiceXmlBlocker, eInvoiceOfClientInvoice } from '@app/domain/einvoice/from-client-invoice';
import { writeUbl } from '../ubl-writer';
import type { CorpusInvoice } from './corpus-invoice';

/** A corpus invoice as publication turns it into XML: the e-invoice mapping, then the UBL writer. */
export type CorpusDocument = { invoice: CorpusInvoice; einvoice: EInvoice; xml: string };

export function corpusDocument(invoice: CorpusInvoice): CorpusDocument {
  const blocker = clientInvoiceXmlBlocker(invoice.source);
  // The corpus holds only invoices the product can give the state; a blocked one is a corpus error.
  if (blocker) throw new Error(`${invoice.name}: no XML can be made (${blocker})`);
  const einvoice = eInvoiceOfClientInvoice(invoice.source, { syntax: invoice.syntax });
  return { invoice, einvoice, xml: writeUbl(einvoice) };
}
