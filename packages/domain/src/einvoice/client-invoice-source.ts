import type { ClientDocument, ReferenceField } from '../invoicing/client-document.schemas';
import type { InvoiceLine } from '../invoicing/invoice-line.schemas';

/** What of an invoice line the e-invoice needs: the stored line, or the form's line with its rate. */
export type ClientInvoiceSourceLine = Pick<
  InvoiceLine,
  | 'name'
  | 'description'
  | 'unitCode'
  | 'quantity'
  | 'baseQuantity'
  | 'price'
  | 'unitPrice'
  | 'discountPercent'
  | 'vatCategory'
  | 'vatRate'
  | 'exemptionReasonCode'
  | 'currency'
  | 'currencyRate'
  | 'currencyPriceDescription'
  | 'productCode'
  | 'partnerProductCode'
  | 'clientAccountingReference'
  | 'standardCode'
  | 'standardCodeScheme'
  | 'cpvCode'
  | 'ncCode'
  | 'billingPeriodStart'
  | 'billingPeriodEnd'
>;

/**
 * A client invoice as the e-invoice mapping reads it: the stored document (the server, for the XML
 * and the publish check) or the form's values with the party snapshots the server would take (the
 * form's live checks). `seriesNumber` is null before the invoice is numbered.
 */
export type ClientInvoiceSource = Pick<
  ClientDocument,
  | 'seriesNumber'
  | 'issueDate'
  | 'dueDate'
  | 'paymentTerms'
  | 'currency'
  | 'currencyRate'
  | 'pricesIncludeVat'
  | 'notes'
  | 'footerNotes'
  | 'paymentIdentifier'
  | 'paymentMethod'
  | ReferenceField
  | 'previousInvoiceNumber'
  | 'previousInvoiceDate'
  | 'billingPeriodStart'
  | 'billingPeriodEnd'
  | 'taxPointType'
  | 'taxPointDate'
  | 'beneficiaryName'
  | 'beneficiaryBusinessId'
  | 'deliveryDate'
  | 'discountType'
  | 'discountValue'
  | 'seller'
  | 'buyer'
> & {
  lines: ClientInvoiceSourceLine[];
  /** Default 380; 384 corrected, 389 self-billed, 751 accounting information; 381 a credit note. */
  typeCode?: '380' | '384' | '389' | '751' | '381';
};
