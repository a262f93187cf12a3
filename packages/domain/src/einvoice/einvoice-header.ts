import type { ClientInvoiceSource } from './client-invoice-source';
import type { EInvoice, EInvoiceDelivery } from './einvoice.types';
import { eInvoiceAddressOf } from './einvoice-addresses';

/** References, periods, tax point and delivery of a client invoice (BT-7 to BT-18, BG-3, BG-13, BG-14). */

const present = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  return value.trim() === '' ? null : value.trim();
};

/** BT-8 of the tax point types that name a date kind (UNTDID 2005, CIUS-RO BR-RO-040). */
const TAX_POINT_CODES = { 'issue-date': '3', 'delivery-date': '35', 'payment-date': '432' } as const;

type Header = Pick<
  EInvoice,
  | 'taxPointDate'
  | 'taxPointCode'
  | 'invoicingPeriod'
  | 'purchaseOrderReference'
  | 'salesOrderReference'
  | 'precedingInvoices'
  | 'despatchAdviceReference'
  | 'receivingAdviceReference'
  | 'tenderReference'
  | 'contractReference'
  | 'invoicedObject'
  | 'projectReference'
  | 'delivery'
>;

/**
 * The tax point: a custom date is BT-7; the other types are the BT-8 code of the date they mean
 * (BT-7 and BT-8 exclude each other, BR-CO-3).
 */
function taxPointOf(source: ClientInvoiceSource): Pick<EInvoice, 'taxPointDate' | 'taxPointCode'> {
  if (source.taxPointType === 'custom')
    return { taxPointDate: present(source.taxPointDate), taxPointCode: null };
  return { taxPointDate: null, taxPointCode: TAX_POINT_CODES[source.taxPointType] };
}

/**
 * BG-13: the delivery date (BT-72; with a tax point at delivery, the date the form asked for then)
 * and the client's delivery address the invoice names (BG-15, BT-70 its name).
 */
function deliveryOf(source: ClientInvoiceSource): EInvoiceDelivery | null {
  const date =
    present(source.deliveryDate) ??
    (source.taxPointType === 'delivery-date' ? present(source.taxPointDate) : null);
  const address = source.buyer.deliveryAddress ?? null;
  if (date === null && address === null) return null;
  return {
    name: address === null ? null : present(address.name),
    date,
    address: address === null ? null : eInvoiceAddressOf(address),
  };
}

export function headerOf(source: ClientInvoiceSource): Header {
  const start = present(source.billingPeriodStart);
  const end = present(source.billingPeriodEnd);
  const previous = present(source.previousInvoiceNumber);
  const invoicedObject = present(source.invoicedObjectIdentifier);
  return {
    ...taxPointOf(source),
    invoicingPeriod: start === null && end === null ? null : { start, end },
    projectReference: present(source.projectReference),
    contractReference: present(source.contractReference),
    purchaseOrderReference: present(source.purchaseOrderReference),
    salesOrderReference: present(source.salesOrderReference),
    receivingAdviceReference: present(source.receivingAdviceReference),
    despatchAdviceReference: present(source.despatchAdviceReference),
    tenderReference: present(source.tenderReference),
    invoicedObject: invoicedObject === null ? null : { id: invoicedObject, schemeId: null },
    precedingInvoices:
      previous === null ? [] : [{ id: previous, issueDate: present(source.previousInvoiceDate) }],
    delivery: deliveryOf(source),
  };
}
