import { clientInvoiceFieldOf } from '@app/domain/einvoice/client-invoice-fields';
import type { EInvoice } from '@app/domain/einvoice/einvoice.types';
import { clientInvoiceXmlBlocker, eInvoiceOfClientInvoice } from '@app/domain/einvoice/from-client-invoice';
import { checkEInvoice, type EInvoiceFinding } from '@app/domain/einvoice/rules/check-einvoice';
import type { FormFinding, PlacedFindings } from '../../../shared/invoicing/einvoice-finding-types';
import type { FormInvoiceSource } from './einvoice-source';

/** The document's fields that show their findings under them; the rest go to the general alert. */
export const FIELDS_WITH_FINDINGS: ReadonlySet<string> = new Set([
  'partnerId',
  'documentSeriesId',
  'issueDate',
  'dueDate',
  'dueDateType',
  'paymentTerms',
  'currency',
  'currencyRate',
  'companyBankAccountIds',
  'contactId',
  'deliveryAddressId',
  'notes',
  'footerNotes',
  'paymentIdentifier',
  'projectReference',
  'purchaseOrderReference',
  'salesOrderReference',
  'receivingAdviceReference',
  'despatchAdviceReference',
  'contractReference',
  'tenderReference',
  'invoicedObjectIdentifier',
  'previousInvoiceNumber',
  'previousInvoiceDate',
  'beneficiaryName',
  'beneficiaryBusinessId',
  'deliveryDate',
  'billingPeriodStart',
  'billingPeriodEnd',
  'taxPointType',
  'taxPointDate',
]);

const LINE_FIELD = /^lines\.(\d+)(?:\.(.+))?$/;

/** A line's stored facts that the form edits under another field: the VAT rate, the price. */
const LINE_FORM_FIELDS: Record<string, string> = {
  vatCategory: 'vatRateId',
  vatRate: 'vatRateId',
  exemptionReasonCode: 'vatRateId',
  unitPrice: 'price',
};

/**
 * The form field of a finding: the mapping's field for its location, with the index of a line of
 * the source turned into the form's index (the source leaves out lines that cannot be read yet).
 */
export function formFieldOf(location: string, formLines: readonly number[], invoice?: EInvoice): string {
  const field = clientInvoiceFieldOf(location, invoice);
  const match = LINE_FIELD.exec(field);
  if (!match) return field;
  const formIndex = formLines[Number(match[1])];
  if (formIndex === undefined) return '';
  if (match[2] === undefined) return `lines.${formIndex}`;
  return `lines.${formIndex}.${LINE_FORM_FIELDS[match[2]] ?? match[2]}`;
}

/**
 * Runs the mapping and the e-Factura rules over the invoice; null when the mapping cannot read it
 * yet (an edit half done must never break the form). A rule found twice on one field shows once.
 * An invoice no XML can be made of (a natural-person client without a CNP) is never sent: as on
 * the server, the state's rules do not apply to it (its own warning says so).
 */
export function eInvoiceFindingsOf(prepared: FormInvoiceSource): FormFinding[] | null {
  let invoice: EInvoice;
  let findings: EInvoiceFinding[];
  try {
    if (clientInvoiceXmlBlocker(prepared.source) !== null) return [];
    invoice = eInvoiceOfClientInvoice(prepared.source);
    findings = checkEInvoice(invoice);
  } catch {
    return null;
  }
  const seen = new Set<string>();
  const result: FormFinding[] = [];
  for (const finding of findings) {
    const field = formFieldOf(finding.location, prepared.formLines, invoice);
    const key = `${finding.ruleId}|${field}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ ruleId: finding.ruleId, severity: finding.severity, field });
  }
  return result;
}

/** Sorts the findings to their places on the form (see PlacedFindings). */
export function placeFindings(findings: readonly FormFinding[]): PlacedFindings {
  const placed: PlacedFindings = { fields: new Map(), lines: new Map(), general: [] };
  for (const finding of findings) {
    const line = LINE_FIELD.exec(finding.field);
    if (line) {
      const index = Number(line[1]);
      placed.lines.set(index, [...(placed.lines.get(index) ?? []), { field: line[2] ?? '', finding }]);
      continue;
    }
    // An entry of a list (companyBankAccountIds.1) shows under the list.
    const head = finding.field.split('.')[0] ?? '';
    if (FIELDS_WITH_FINDINGS.has(head)) {
      placed.fields.set(head, [...(placed.fields.get(head) ?? []), finding]);
    } else {
      placed.general.push(finding);
    }
  }
  return placed;
}

export const fatalOnly = (findings: readonly FormFinding[]) =>
  findings.filter((finding) => finding.severity === 'fatal');
