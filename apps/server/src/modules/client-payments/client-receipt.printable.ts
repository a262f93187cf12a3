import type { ClientPayment } from '@app/domain/invoicing/client-payment.schemas';
import type { PrintableDocument, PrintableParty } from '../../platform/pdf/printable-document';

/** A receipt as the PDF renderer takes it: the issuer, the payer, the amount and what it pays. */
export function printableReceipt(
  receipt: ClientPayment,
  parties: { issuer: PrintableParty; payer: PrintableParty; logo: Buffer | null },
  language: PrintableDocument['language'],
): PrintableDocument {
  return {
    kind: 'receipt',
    language,
    template: 'classic',
    seriesNumber: receipt.seriesNumber,
    status: receipt.status,
    issueDate: receipt.date,
    dueDate: null,
    deliveryDate: null,
    currency: receipt.currency,
    currencyRate: null,
    seller: parties.issuer,
    buyer: parties.payer,
    logo: parties.logo,
    lines: [],
    allowances: [],
    breakdown: [],
    totals: {
      net: receipt.amount,
      vat: '0.00',
      gross: receipt.amount,
      prepaid: '0.00',
      rounding: '0.00',
      amountDue: receipt.amount,
      vatRon: null,
      grossRon: null,
    },
    paymentTerms: null,
    notes: null,
    footerNotes: null,
    references: [],
    refunds: null,
    receipt: {
      amount: receipt.amount,
      description: receipt.description ?? '',
      paidDocuments: receipt.allocations.map((allocation) => allocation.seriesNumber ?? allocation.invoiceId),
    },
  };
}
