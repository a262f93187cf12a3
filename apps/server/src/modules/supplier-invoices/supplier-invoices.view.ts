import { linePriceInDocumentCurrency } from '@app/domain/invoicing/line-currency';
import { paymentState, remainingToPay } from '@app/domain/invoicing/payment-state';
import type {
  AttachmentContentType,
  SupplierInvoice,
  SupplierInvoiceAbilities,
  SupplierInvoiceListItem,
} from '@app/domain/invoicing/supplier-invoice.schemas';
import type {
  AttachmentRow,
  SupplierInvoiceLineRow,
  SupplierInvoiceListRow,
  SupplierInvoiceRow,
} from './supplier-invoices.repo';

/** The received e-invoice's registry row and its files (ids), when the invoice came through SPV. */
export type EfacturaFileIds = {
  id: string;
  xmlFileId: string | null;
  signatureFileId: string | null;
  pdfFileId: string | null;
};

export function toListItem(row: SupplierInvoiceListRow, today: string): SupplierInvoiceListItem {
  const { attachmentCount, ...fields } = row;
  return {
    ...fields,
    remaining: remainingToPay(row.amountDue, row.paidTotal),
    paymentState: paymentState(row.amountDue, row.paidTotal, row.dueDate, today),
    hasAttachments: attachmentCount > 0,
    createdAt: row.createdAt.toISOString(),
  };
}

export const toAttachment = (row: AttachmentRow) => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType as AttachmentContentType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

/** A stored line as the answer shows it, with its unit price in the invoice's currency. */
function lineAnswer(line: SupplierInvoiceLineRow, currency: string) {
  const { companyId: _company, documentId: _document, position: _position, ...view } = line;
  return { ...view, unitPrice: linePriceInDocumentCurrency(line, currency) ?? line.price };
}

export function toSupplierInvoice(
  row: SupplierInvoiceRow,
  lines: SupplierInvoiceLineRow[],
  attachments: AttachmentRow[],
  context: { today: string; abilities: SupplierInvoiceAbilities; efactura: EfacturaFileIds | null },
): SupplierInvoice {
  const efactura = context.efactura;
  return {
    ...toListItem(row, context.today),
    currencyRate: row.currencyRate,
    pricesIncludeVat: row.pricesIncludeVat,
    notes: row.notes,
    discountType: row.discountType as SupplierInvoice['discountType'],
    discountValue: row.discountValue,
    lines: lines.map((line) => lineAnswer(line, row.currency)),
    totals: {
      lineNetTotal: row.lineNetTotal,
      allowanceTotal: row.allowanceTotal,
      netTotal: row.netTotal,
      vatTotal: row.vatTotal,
      grossTotal: row.grossTotal,
      amountDue: row.amountDue,
      breakdown: row.amounts.breakdown.map(({ vatCategory, vatRate, taxable, vat }) => ({
        vatCategory,
        vatRate,
        taxable,
        vat,
      })),
    },
    attachments: attachments.map(toAttachment),
    abilities: context.abilities,
    efacturaMessageId: efactura?.id ?? null,
    hasXml: Boolean(efactura?.xmlFileId),
    hasSeal: Boolean(efactura?.signatureFileId),
    hasAnafPdf: Boolean(efactura?.pdfFileId),
    updatedAt: row.updatedAt.toISOString(),
  };
}
