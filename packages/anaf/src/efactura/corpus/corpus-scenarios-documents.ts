import type { ClientInvoiceSourceLine } from '@app/domain/einvoice/client-invoice-source';
import { corpusIban } from './corpus-ids';
import { type CorpusInvoice, corpusInvoice, corpusLine } from './corpus-invoice';
import { deliveryAddressOf, euCompanyBuyer, romanianPersonBuyer, vatPayerSeller } from './corpus-parties';

/**
 * Fixed scenarios of the document: currencies with their rates, stornos (380 with negative
 * quantities and 381 credit notes), type codes, references, tax points, periods, units and codes,
 * and 1, 2 and 999 lines.
 */

const RON = (overrides: Partial<ClientInvoiceSourceLine>) => corpusLine('RON', overrides);

function currencies(): CorpusInvoice[] {
  const inCurrency = (currency: string, overrides: Partial<ClientInvoiceSourceLine> = {}) =>
    corpusLine(currency, overrides);
  const seller = vatPayerSeller(400, {
    bankAccounts: [
      { iban: 'RO49AAAA1B31007593840000', bank: 'Banca Exemplu', currency: 'RON' },
      { iban: corpusIban(77, 'BCYP'), bank: 'Banca Exemplu', currency: 'EUR' },
    ],
  });
  return [
    ...[
      ['EUR', '4.9765'],
      ['USD', '4.4123'],
      ['GBP', '5.8012'],
      ['CHF', '5.3187'],
    ].map(([currency = '', rate = '']) =>
      corpusInvoice(`currency/${currency}`, {
        seller,
        currency,
        currencyRate: rate,
        lines: [
          inCurrency(currency, { price: '120.55', unitPrice: '120.55' }),
          inCurrency(currency, { name: 'Alimente', vatRate: '11', quantity: '3' }),
        ],
      }),
    ),
    corpusInvoice('currency/EUR/lines-in-USD-and-RON', {
      seller,
      currency: 'EUR',
      currencyRate: '4.9765',
      lines: [
        inCurrency('EUR', {
          currency: 'USD',
          currencyRate: '0.886627',
          currencyPriceDescription: 'Preț în USD la cursul BNR',
        }),
        inCurrency('EUR', {
          name: 'Taxă locală',
          currency: 'RON',
          currencyRate: '0.200945',
          price: '50',
          quantity: '1',
        }),
        inCurrency('EUR', { name: 'Licență', price: '99.9', quantity: '2' }),
      ],
    }),
    corpusInvoice('currency/RON/lines-in-EUR-and-USD', {
      lines: [
        RON({ currency: 'EUR', currencyRate: '4.9765', price: '10.99' }),
        RON({ name: 'Abonament', currency: 'USD', currencyRate: '4.4123', price: '19.99', quantity: '12' }),
      ],
    }),
    corpusInvoice('currency/EUR/discount-mixed-rates', {
      seller,
      currency: 'EUR',
      currencyRate: '4.9771',
      discountType: 'percent',
      discountValue: '7',
      lines: [
        inCurrency('EUR', { price: '33.33', quantity: '3' }),
        inCurrency('EUR', { name: 'Alimente', vatRate: '11', price: '0.99', quantity: '17' }),
        inCurrency('EUR', {
          name: 'Chirie',
          vatCategory: 'E',
          vatRate: '0',
          exemptionReasonCode: 'VATEX-EU-132',
        }),
      ],
    }),
    corpusInvoice('currency/EUR/intra-community', {
      seller,
      buyer: { ...euCompanyBuyer(1), deliveryAddress: deliveryAddressOf(euCompanyBuyer(1).address) },
      currency: 'EUR',
      currencyRate: '4.9765',
      deliveryDate: '2026-10-30',
      lines: [inCurrency('EUR', { vatCategory: 'K', vatRate: '0', exemptionReasonCode: 'VATEX-EU-IC' })],
    }),
    corpusInvoice('currency/USD/prices-with-vat', {
      seller,
      currency: 'USD',
      currencyRate: '4.4123',
      pricesIncludeVat: true,
      lines: [inCurrency('USD', { price: '59.99', quantity: '3' })],
    }),
  ];
}

/** Lines negated as the product's refund makes them, the original as the preceding invoice. */
const negated = (lines: ClientInvoiceSourceLine[]) =>
  lines.map((line) => ({
    ...line,
    quantity: line.quantity.startsWith('-') ? line.quantity.slice(1) : `-${line.quantity}`,
  }));
const REFUNDS = { previousInvoiceNumber: 'FACT0001', previousInvoiceDate: '2026-10-15' };
const refundLines = () =>
  negated([RON({}), RON({ name: 'Hârtie A4', vatRate: '11', quantity: '5', price: '10' })]);

function stornos(): CorpusInvoice[] {
  return [
    corpusInvoice('storno/380/negative-quantities', { ...REFUNDS, lines: refundLines() }),
    corpusInvoice('storno/380/with-discount', {
      ...REFUNDS,
      discountType: 'fixed',
      discountValue: '12.5',
      lines: refundLines(),
    }),
    corpusInvoice('storno/380/with-percent-discount', {
      ...REFUNDS,
      discountType: 'percent',
      discountValue: '10',
      lines: refundLines(),
    }),
    corpusInvoice('storno/380/prices-with-vat', {
      ...REFUNDS,
      pricesIncludeVat: true,
      lines: negated([RON({ price: '99.99', quantity: '3' })]),
    }),
    corpusInvoice('storno/380/EUR', {
      ...REFUNDS,
      currency: 'EUR',
      currencyRate: '4.9765',
      lines: negated([corpusLine('EUR', { price: '120.55' })]),
    }),
    corpusInvoice('storno/380/partial-return', {
      ...REFUNDS,
      lines: [RON({ quantity: '10' }), RON({ name: 'Retur', quantity: '-2' })],
    }),
    corpusInvoice('storno/381/credit-note', { ...REFUNDS, typeCode: '381', lines: refundLines() }),
    corpusInvoice('storno/381/credit-note-to-person', {
      ...REFUNDS,
      typeCode: '381',
      buyer: romanianPersonBuyer(7),
      lines: negated([RON({ name: 'Serviciu', vatRate: '21', quantity: '1', price: '49.99' })]),
    }),
    corpusInvoice('storno/381/credit-note-EUR-with-discount', {
      ...REFUNDS,
      typeCode: '381',
      currency: 'EUR',
      currencyRate: '4.9765',
      discountType: 'percent',
      discountValue: '5',
      lines: negated([corpusLine('EUR', { price: '15.5', quantity: '4' })]),
    }),
  ];
}

function typeCodesAndDates(): CorpusInvoice[] {
  return [
    corpusInvoice('type/384/corrected', { typeCode: '384', ...REFUNDS }),
    corpusInvoice('type/389/self-billed', { typeCode: '389' }),
    corpusInvoice('type/751/accounting-information', { typeCode: '751' }),
    corpusInvoice('tax-point/delivery-date', {
      taxPointType: 'delivery-date',
      taxPointDate: '2026-10-29',
      deliveryDate: '2026-10-29',
    }),
    corpusInvoice('tax-point/payment-date', { taxPointType: 'payment-date', taxPointDate: '2026-11-02' }),
    corpusInvoice('tax-point/custom', { taxPointType: 'custom', taxPointDate: '2026-10-31' }),
    corpusInvoice('due-date/none-with-payment-terms', {
      dueDate: null,
      paymentTerms: 'Plata la livrare, în numerar sau cu cardul.',
    }),
    corpusInvoice('due-date/same-day', { dueDate: '2026-11-02', paymentIdentifier: 'FACT0001 Alfa Soft' }),
    corpusInvoice('dates/year-end', { issueDate: '2026-12-31', dueDate: '2027-01-30' }),
    corpusInvoice('billing-period/document', {
      billingPeriodStart: '2026-10-01',
      billingPeriodEnd: '2026-10-31',
    }),
    corpusInvoice('billing-period/lines', {
      lines: [
        RON({
          name: 'Abonament octombrie',
          billingPeriodStart: '2026-10-01',
          billingPeriodEnd: '2026-10-31',
        }),
        RON({ name: 'Abonament noiembrie', billingPeriodStart: '2026-11-01', billingPeriodEnd: null }),
      ],
    }),
    corpusInvoice('references/sales-order-only', { salesOrderReference: 'CMD-2026-0042' }),
    corpusInvoice('references/all', {
      projectReference: 'PRJ-2026-17',
      purchaseOrderReference: 'PO 4500012345',
      salesOrderReference: 'CMD-889',
      receivingAdviceReference: 'NIR 123',
      despatchAdviceReference: 'AVZ 456',
      contractReference: 'Contract 12/2026',
      tenderReference: 'Licitație 7/2026',
      invoicedObjectIdentifier: 'Contor 99881',
      previousInvoiceNumber: 'FACT0000',
      previousInvoiceDate: null,
      notes: 'Vă mulțumim pentru colaborare!',
      footerNotes: 'Factura circulă fără semnătură și ștampilă.',
      paymentIdentifier: 'CORP ref 17',
    }),
  ];
}

function linesAndUnits(): CorpusInvoice[] {
  const units = ['H87', 'KGM', 'LTR', 'MTR', 'HUR', 'C62', 'XBX', 'DAY', 'MTK', 'SET'];
  return [
    corpusInvoice('lines/1', { lines: [RON({})] }),
    corpusInvoice('lines/2', {}),
    corpusInvoice('lines/units', {
      lines: units.map((unitCode, index) =>
        RON({ name: `Articol ${unitCode}`, unitCode, quantity: `${index + 1}.25` }),
      ),
    }),
    corpusInvoice('lines/four-decimals', {
      lines: [
        RON({ quantity: '1.2345', price: '0.0001' }),
        RON({ name: 'Combustibil', unitCode: 'LTR', quantity: '47.5321', price: '7.6543' }),
        RON({ name: 'Per mie', quantity: '12500', baseQuantity: '1000', price: '13.4567' }),
      ],
    }),
    corpusInvoice('lines/free-item', { lines: [RON({}), RON({ name: 'Mostră gratuită', price: '0' })] }),
    corpusInvoice('lines/large-amounts', { lines: [RON({ quantity: '1000', price: '9999999.9999' })] }),
    corpusInvoice('lines/codes', {
      lines: [
        RON({
          productCode: 'SKU-0001',
          partnerProductCode: 'CLI-778',
          clientAccountingReference: '371.01',
          cpvCode: '72000000-5',
        }),
        RON({ name: 'Laptop', ncCode: '84713000', cpvCode: '30213100-6', productCode: '5941234567890' }),
      ],
    }),
    corpusInvoice('lines/description', {
      lines: [
        RON({
          description: 'Configurare server, 8 ore',
          currency: 'EUR',
          currencyRate: '4.9765',
          currencyPriceDescription: '100 EUR x 4.9765',
        }),
      ],
    }),
    corpusInvoice('lines/999', { lines: thousandLines() }, { heavy: true }),
  ];
}

/** 999 lines of every rate, with line discounts and codes: the largest document of the corpus. */
function thousandLines(): ClientInvoiceSourceLine[] {
  return Array.from({ length: 999 }, (_, index) => {
    const reduced = index % 3 === 1;
    return RON({
      name: `Articol ${index + 1}`,
      quantity: String((index % 17) + 1),
      price: `${(index % 250) + 1}.${String(index % 100).padStart(2, '0')}`,
      vatRate: reduced ? '11' : '21',
      discountPercent: index % 10 === 0 ? '5' : null,
      productCode: `P${index + 1}`,
    });
  });
}

export function documentScenarios(): CorpusInvoice[] {
  return [...currencies(), ...stornos(), ...typeCodesAndDates(), ...linesAndUnits()];
}
