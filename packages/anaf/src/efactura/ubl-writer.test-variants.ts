import { sampleEInvoice } from '@app/domain/einvoice/einvoice.test-helpers';
import type { EInvoice, EInvoiceLine } from '@app/domain/einvoice/einvoice.types';
import { fullEInvoice } from './ubl-writer.test-helpers';

function withLines(invoice: EInvoice, change: (line: EInvoiceLine) => EInvoiceLine): EInvoice {
  return { ...invoice, lines: invoice.lines.map(change) };
}

/** A card payment (BG-18): UBL's required card network is written as "NA". */
function cardPayment(): EInvoice {
  return {
    ...sampleEInvoice(),
    paymentMeans: [
      {
        code: '48',
        text: 'Card bancar',
        paymentId: null,
        account: null,
        card: { pan: '4321', holder: 'ION POP' },
      },
    ],
  };
}

/** A seller outside the VAT system: category O lines without a rate, BT-32 only, no buyer VAT id. */
function notSubjectToVat(): EInvoice {
  const sample = sampleEInvoice();
  return withLines(
    {
      ...sample,
      seller: { ...sample.seller, vatId: null, taxRegistrationId: '18547290' },
      buyer: { ...sample.buyer, vatId: null },
      vatBreakdown: [
        {
          category: 'O',
          rate: null,
          taxable: '250.00',
          vat: '0.00',
          exemptionReason: 'Neplătitor de TVA',
          exemptionReasonCode: 'VATEX-EU-O',
        },
      ],
      totals: { ...sample.totals, vatTotal: '0.00', taxInclusive: '250.00', payable: '250.00' },
    },
    (line) => ({ ...line, item: { ...line.item, vatCategory: 'O', vatRate: null } }),
  );
}

/** BT-7 instead of BT-8 (BR-CO-03 allows one of them). */
function withTaxPointDate(syntax: 'Invoice' | 'CreditNote'): EInvoice {
  return { ...fullEInvoice(syntax), taxPointDate: '2026-10-31', taxPointCode: null, invoicingPeriod: null };
}

/**
 * A sales order reference without a purchase order (OrderReference ID "NA"), a gross price
 * without a price discount, BT-32 beside BT-31, and a BT-8 without an invoicing period.
 */
function edgeShapes(): EInvoice {
  const sample = sampleEInvoice();
  return withLines(
    {
      ...sample,
      salesOrderReference: 'SO-1',
      taxPointCode: '35',
      seller: { ...sample.seller, taxRegistrationId: '18547290' },
    },
    (line) => ({ ...line, price: { ...line.price, gross: line.price.amount } }),
  );
}

/** Documents the XSD, official-rule and round-trip tests run over, by name. */
export function writerVariants(): [string, EInvoice][] {
  return [
    ['the sample invoice', sampleEInvoice()],
    ['the fully populated invoice', fullEInvoice()],
    ['the fully populated credit note', fullEInvoice('CreditNote')],
    ['a card payment', cardPayment()],
    ['a seller not subject to VAT (category O)', notSubjectToVat()],
    ['an invoice with a VAT point date', withTaxPointDate('Invoice')],
    ['a credit note with a VAT point date', withTaxPointDate('CreditNote')],
    ['sales order only, gross price only, BT-32 beside BT-31, BT-8 alone', edgeShapes()],
  ];
}
