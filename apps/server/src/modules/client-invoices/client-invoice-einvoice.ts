import { clientInvoiceFieldOf } from '@app/domain/einvoice/client-invoice-fields';
import type { ClientInvoiceSource } from '@app/domain/einvoice/client-invoice-source';
import { clientInvoiceXmlBlocker, eInvoiceOfClientInvoice } from '@app/domain/einvoice/from-client-invoice';
import { checkEInvoice } from '@app/domain/einvoice/rules/check-einvoice';
import type { EInvoiceFindingView } from '@app/domain/invoicing/client-document.schemas';
import { ValidationError } from '../../platform/http/errors';
import { toClientDocument } from './client-documents.view';
import type { DocumentRow, LineRow } from './client-invoices.repo';

/**
 * The key of a finding that belongs to no field of the invoice form: the same key a zod issue on
 * the whole body gets (`fieldErrorsFrom`), which the form shows as a message of its own.
 */
export const DOCUMENT_KEY = '_';

/** A stored invoice as the e-invoice mapping reads it: the same values the document answer shows. */
export function einvoiceSourceOf(row: DocumentRow, lines: LineRow[]): ClientInvoiceSource {
  return toClientDocument(row, lines, { today: row.issueDate, linked: new Map(), warnings: [] });
}

/**
 * The native CIUS-RO and EN 16931 checks of the invoice, each next to the form field it concerns.
 * An unnumbered draft is checked without its number (BT-1): it takes one at publication, which
 * checks it then.
 */
export function einvoiceFindingsOf(source: ClientInvoiceSource): EInvoiceFindingView[] {
  // An invoice no XML can be made of (a natural person without a CNP, spec 02 §8) is never sent:
  // the state's rules do not apply to it, and its warning says so.
  if (clientInvoiceXmlBlocker(source) !== null) return [];
  const invoice = eInvoiceOfClientInvoice(source);
  const numbered = source.seriesNumber !== null;
  return checkEInvoice(invoice)
    .filter((finding) => numbered || finding.location !== 'id')
    .map((finding) => ({
      ruleId: finding.ruleId,
      severity: finding.severity,
      field: clientInvoiceFieldOf(finding.location, invoice) || DOCUMENT_KEY,
    }));
}

/** Refuses (422, the rule ids under the form fields) an invoice the state's validation would refuse. */
export function refuseUnacceptableEInvoice(source: ClientInvoiceSource): void {
  const byField: Record<string, string[]> = {};
  for (const finding of einvoiceFindingsOf(source)) {
    if (finding.severity !== 'fatal') continue;
    const codes = byField[finding.field] ?? [];
    if (!codes.includes(finding.ruleId)) codes.push(finding.ruleId);
    byField[finding.field] = codes;
  }
  if (Object.keys(byField).length > 0) throw new ValidationError(byField);
}

/** A file name of the series number's safe characters ("FACT-0001.xml"). */
export function xmlFileName(row: Pick<DocumentRow, 'seriesNumber' | 'issueDate'>): string {
  const name = row.seriesNumber ?? `factura-${row.issueDate}`;
  return `${name.replace(/[^\w.-]+/g, '_')}.xml`;
}
