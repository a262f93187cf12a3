import type { EInvoice, EInvoiceAllowanceCharge, EInvoicePaymentMeans } from './einvoice.types';
import { negatedOptional, negatedText } from './einvoice-decimals';
import { NOT_DEFINED } from './einvoice-payment';

/**
 * The credit note (UBL CreditNote, type 381) of an invoice the product issued as a storno (type 380
 * with negative quantities): the same document with every quantity and amount of the opposite sign,
 * so that the credit note carries positive amounts. Prices are never negative and keep their value;
 * percents, rates, dates and references (the preceding invoice BT-25 above all) are kept.
 */

/**
 * UBL 2.1 CreditNote has no cbc:DueDate: BT-9 lives in the first PaymentMeans (PaymentDueDate). A
 * credit note with a due date but no payment instruction gets one of code 1 (instrument not
 * defined), so its due date is not lost (BR-CO-25 wants it for the positive amount due).
 */
function paymentMeansWithDueDate(invoice: EInvoice): EInvoicePaymentMeans[] {
  if (invoice.paymentMeans.length > 0 || invoice.dueDate === null) return invoice.paymentMeans;
  return [{ code: NOT_DEFINED, text: null, paymentId: null, account: null, card: null }];
}

function negatedAllowance(entry: EInvoiceAllowanceCharge): EInvoiceAllowanceCharge {
  return { ...entry, amount: negatedText(entry.amount), baseAmount: negatedOptional(entry.baseAmount) };
}

export function creditNoteOf(invoice: EInvoice): EInvoice {
  const { totals } = invoice;
  return {
    ...invoice,
    syntax: 'CreditNote',
    typeCode: '381',
    paymentMeans: paymentMeansWithDueDate(invoice),
    allowances: invoice.allowances.map(negatedAllowance),
    charges: invoice.charges.map(negatedAllowance),
    vatBreakdown: invoice.vatBreakdown.map((row) => ({
      ...row,
      taxable: negatedText(row.taxable),
      vat: negatedText(row.vat),
    })),
    totals: {
      lineNet: negatedText(totals.lineNet),
      allowances: negatedOptional(totals.allowances),
      charges: negatedOptional(totals.charges),
      taxExclusive: negatedText(totals.taxExclusive),
      vatTotal: negatedOptional(totals.vatTotal),
      vatTotalAccounting: negatedOptional(totals.vatTotalAccounting),
      taxInclusive: negatedText(totals.taxInclusive),
      prepaid: negatedOptional(totals.prepaid),
      rounding: negatedOptional(totals.rounding),
      payable: negatedText(totals.payable),
    },
    lines: invoice.lines.map((line) => ({
      ...line,
      quantity: negatedText(line.quantity),
      net: negatedText(line.net),
      allowances: line.allowances.map(negatedAllowance),
      charges: line.charges.map(negatedAllowance),
    })),
  };
}
