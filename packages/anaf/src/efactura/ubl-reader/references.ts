import type { EInvoice, EInvoiceAttachment, EInvoiceSyntax } from '@app/domain/einvoice/einvoice.types';
import { attribute, childrenOf, date, find, freeText, identifier, invalid, required, text } from './terms';
import type { XmlElement } from './xml-tree';

type References = Pick<
  EInvoice,
  | 'purchaseOrderReference'
  | 'salesOrderReference'
  | 'precedingInvoices'
  | 'despatchAdviceReference'
  | 'receivingAdviceReference'
  | 'tenderReference'
  | 'contractReference'
  | 'invoicedObject'
  | 'projectReference'
  | 'attachments'
>;

/** DocumentTypeCode of the cac:AdditionalDocumentReference that holds BT-18 (the invoiced object). */
const INVOICED_OBJECT = '130';
/** ... and of the one that holds BT-11 in a credit note, which has no cac:ProjectReference. */
const PROJECT = '50';

/** The references of the document level (BT-11 ... BT-18, BG-3) and the supporting documents (BG-24). */
export function readReferences(root: XmlElement, syntax: EInvoiceSyntax): References {
  let invoicedObject: References['invoicedObject'] = null;
  let projectReference = text(root, 'cac:ProjectReference/cbc:ID');
  const attachments: EInvoiceAttachment[] = [];
  for (const [index, reference] of childrenOf(root, 'cac:AdditionalDocumentReference').entries()) {
    const typeCode = text(reference, 'cbc:DocumentTypeCode');
    if (typeCode === INVOICED_OBJECT && invoicedObject === null) {
      invoicedObject = identifier(reference, 'cbc:ID');
      continue;
    }
    if (typeCode === PROJECT && syntax === 'CreditNote' && projectReference === null) {
      projectReference = text(reference, 'cbc:ID');
      continue;
    }
    attachments.push(readAttachment(reference, index + 1));
  }
  return {
    purchaseOrderReference: text(root, 'cac:OrderReference/cbc:ID'),
    salesOrderReference: text(root, 'cac:OrderReference/cbc:SalesOrderID'),
    precedingInvoices: childrenOf(root, 'cac:BillingReference').flatMap((billing, index) => {
      const reference = find(billing, 'cac:InvoiceDocumentReference');
      if (!reference) return [];
      const where = `preceding invoice reference ${index + 1}: `;
      return [
        {
          id: required(reference, 'cbc:ID', 'BT-25 preceding invoice reference', where),
          issueDate: date(reference, 'cbc:IssueDate', 'BT-26 preceding invoice issue date', where),
        },
      ];
    }),
    despatchAdviceReference: text(root, 'cac:DespatchDocumentReference/cbc:ID'),
    receivingAdviceReference: text(root, 'cac:ReceiptDocumentReference/cbc:ID'),
    tenderReference: text(root, 'cac:OriginatorDocumentReference/cbc:ID'),
    contractReference: text(root, 'cac:ContractDocumentReference/cbc:ID'),
    invoicedObject,
    projectReference,
    attachments,
  };
}

/** BG-24: the embedded file is kept as the base64 text written (trimmed), never decoded. */
function readAttachment(reference: XmlElement, position: number): EInvoiceAttachment {
  const where = `supporting document ${position}: `;
  const binary = find(reference, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject');
  let embedded: EInvoiceAttachment['embedded'] = null;
  if (binary) {
    const mimeCode = attribute(binary, 'mimeCode');
    const filename = attribute(binary, 'filename');
    if (mimeCode === null)
      throw invalid(`${where}BT-125-1 attached document mime code (@mimeCode) is missing`);
    if (filename === null)
      throw invalid(`${where}BT-125-2 attached document filename (@filename) is missing`);
    const content = binary.text.trim();
    if (!/^[A-Za-z0-9+/=\s]*$/.test(content))
      throw invalid(`${where}BT-125 attached document (cbc:EmbeddedDocumentBinaryObject) is not base64 text`);
    embedded = { content, mimeCode, filename };
  }
  return {
    id: required(reference, 'cbc:ID', 'BT-122 supporting document reference', where),
    description: freeText(reference, 'cbc:DocumentDescription'),
    embedded,
    uri: text(reference, 'cac:Attachment/cac:ExternalReference/cbc:URI'),
  };
}
