import type { EInvoice, EInvoiceAttachment } from '@app/domain/einvoice/einvoice.types';
import { escapeText, isAbsent, leaf, leafWith, type Out } from './xml';

/** `<tag><cbc:ID>id</cbc:ID></tag>`, the shape of most document references. */
export function idReference(out: Out, tag: string, id: string | null): void {
  if (isAbsent(id)) return;
  out.push(`<${tag}><cbc:ID>${escapeText(id)}</cbc:ID></${tag}>`);
}

/**
 * BT-13 and BT-14 share cac:OrderReference, whose ID UBL requires: a sales order reference alone
 * goes with the ID "NA", as the EN 16931 UBL binding says.
 */
export function orderReference(out: Out, invoice: EInvoice): void {
  const purchase = invoice.purchaseOrderReference;
  const sales = invoice.salesOrderReference;
  if (isAbsent(purchase) && isAbsent(sales)) return;
  out.push('<cac:OrderReference>');
  leaf(out, 'cbc:ID', isAbsent(purchase) ? 'NA' : purchase);
  leaf(out, 'cbc:SalesOrderID', sales);
  out.push('</cac:OrderReference>');
}

/** BG-3: one cac:BillingReference per preceding invoice. */
export function billingReferences(out: Out, invoice: EInvoice): void {
  for (const preceding of invoice.precedingInvoices) {
    if (isAbsent(preceding.id)) continue;
    out.push('<cac:BillingReference><cac:InvoiceDocumentReference>');
    leaf(out, 'cbc:ID', preceding.id);
    leaf(out, 'cbc:IssueDate', preceding.issueDate);
    out.push('</cac:InvoiceDocumentReference></cac:BillingReference>');
  }
}

function attachment(out: Out, value: EInvoiceAttachment): void {
  if (isAbsent(value.id)) return;
  out.push('<cac:AdditionalDocumentReference>');
  leaf(out, 'cbc:ID', value.id);
  leaf(out, 'cbc:DocumentDescription', value.description);
  const embedded = value.embedded && !isAbsent(value.embedded.content) ? value.embedded : null;
  if (embedded || !isAbsent(value.uri)) {
    out.push('<cac:Attachment>');
    if (embedded) {
      leafWith(
        out,
        'cbc:EmbeddedDocumentBinaryObject',
        embedded.content,
        'mimeCode',
        embedded.mimeCode,
        'filename',
        embedded.filename,
      );
    }
    if (!isAbsent(value.uri)) {
      out.push('<cac:ExternalReference>');
      leaf(out, 'cbc:URI', value.uri);
      out.push('</cac:ExternalReference>');
    }
    out.push('</cac:Attachment>');
  }
  out.push('</cac:AdditionalDocumentReference>');
}

/**
 * The cac:AdditionalDocumentReference group: BT-18 (type code 130), BG-24 attachments (no type
 * code, as UBL-SR-43 asks), and on a credit note BT-11 (type code 50: CreditNote has no
 * cac:ProjectReference in UBL 2.1).
 */
export function additionalDocumentReferences(out: Out, invoice: EInvoice): void {
  const invoiced = invoice.invoicedObject;
  if (invoiced && !isAbsent(invoiced.id)) {
    out.push('<cac:AdditionalDocumentReference>');
    leafWith(out, 'cbc:ID', invoiced.id, 'schemeID', invoiced.schemeId);
    out.push('<cbc:DocumentTypeCode>130</cbc:DocumentTypeCode></cac:AdditionalDocumentReference>');
  }
  for (const value of invoice.attachments) attachment(out, value);
  if (invoice.syntax === 'CreditNote' && !isAbsent(invoice.projectReference)) {
    out.push('<cac:AdditionalDocumentReference>');
    leaf(out, 'cbc:ID', invoice.projectReference);
    out.push('<cbc:DocumentTypeCode>50</cbc:DocumentTypeCode></cac:AdditionalDocumentReference>');
  }
}
