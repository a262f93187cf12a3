import type { SupplierInvoice } from '@app/domain/invoicing/supplier-invoice.schemas';
import {
  type DiscountType,
  formDecimal,
  formText,
  type LineFormValues,
  lineToValues,
} from '../../../shared/invoicing/line-form-values';

// The supplier invoice form's values: text as typed ('' for none), the supplier by id. The domain
// schema (supplierInvoiceInputSchema) turns them into the payload, as the client invoice form does.

export type SupplierInvoiceFormValues = {
  partnerId: string;
  /** The supplier's own series and number, as printed on its invoice. */
  series: string;
  number: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  currencyRate: string;
  pricesIncludeVat: boolean;
  notes: string;
  discountType: DiscountType | null;
  discountValue: string;
  lines: LineFormValues[];
};

/** A new supplier invoice: dated today, in RON, without a due date or lines. */
export function emptySupplierInvoiceValues(issueDate: string): SupplierInvoiceFormValues {
  return {
    partnerId: '',
    series: '',
    number: '',
    issueDate,
    dueDate: '',
    currency: 'RON',
    currencyRate: '',
    pricesIncludeVat: false,
    notes: '',
    discountType: null,
    discountValue: '',
    lines: [],
  };
}

/** A saved supplier invoice as the form edits it. */
export function supplierInvoiceToValues(invoice: SupplierInvoice): SupplierInvoiceFormValues {
  return {
    partnerId: invoice.partnerId,
    series: invoice.series,
    number: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: formText(invoice.dueDate),
    currency: invoice.currency,
    currencyRate: invoice.currency === 'RON' ? '' : formDecimal(invoice.currencyRate),
    pricesIncludeVat: invoice.pricesIncludeVat,
    notes: formText(invoice.notes),
    discountType: invoice.discountType,
    discountValue: invoice.discountType ? formDecimal(invoice.discountValue) : '',
    lines: invoice.lines.map(lineToValues),
  };
}
