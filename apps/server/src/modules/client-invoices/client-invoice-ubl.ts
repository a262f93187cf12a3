import { writeUbl } from '@app/anaf/efactura/ubl-writer';
import { clientInvoiceXmlBlocker, eInvoiceOfClientInvoice } from '@app/domain/einvoice/from-client-invoice';
import type { Db } from '../../db/client';
import { einvoiceSourceOf, xmlFileName } from './client-invoice-einvoice';
import { type DocumentRow, clientDocumentsRepo as repo } from './client-invoices.repo';

export type InvoiceUbl =
  | { ok: true; xml: string; fileName: string }
  | { ok: false; reason: 'not-issued' | 'client-without-cnp' };

/**
 * The CIUS-RO UBL of an issued invoice (a voided one too: it was issued), as the XML download
 * gives it and as RO e-Factura receives it: one writer for both. A draft has no number yet; a
 * natural-person client without a CNP at issue gets no XML (spec 02 §8).
 */
export async function invoiceUblOf(db: Db, row: DocumentRow): Promise<InvoiceUbl> {
  if (row.kind !== 'invoice' || row.status === 'draft') return { ok: false, reason: 'not-issued' };
  const source = einvoiceSourceOf(row, await repo.lines(db, row.id));
  if (clientInvoiceXmlBlocker(source) === 'client-without-cnp')
    return { ok: false, reason: 'client-without-cnp' };
  return { ok: true, xml: writeUbl(eInvoiceOfClientInvoice(source)), fileName: xmlFileName(row) };
}

/** The invoice row (any status) of the company, locked until the transaction ends when asked. */
export async function findInvoice(db: Db, companyId: string, id: string, lock = false) {
  return lock ? repo.lock(db, companyId, 'invoice', id) : repo.find(db, companyId, 'invoice', id);
}

/** A stored client document, as modules outside this one see it. */
export type InvoiceRow = DocumentRow;
