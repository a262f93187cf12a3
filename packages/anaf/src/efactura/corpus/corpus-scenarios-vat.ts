import { VAT_CATEGORY_RULES } from '@app/domain/vat-rates/vat-categories';
import { type CorpusInvoice, corpusInvoice, corpusLine } from './corpus-invoice';
import {
  deliveryAddressOf,
  EU_BUYERS,
  euCompanyBuyer,
  NON_EU_BUYERS,
  nonEuCompanyBuyer,
  nonVatPayerSeller,
  romanianCompanyBuyer,
  romanianPersonBuyer,
} from './corpus-parties';

/**
 * Fixed scenarios of VAT: every category the product issues (S at each rate, Z, E with every
 * exemption code, AE, K, G, O) and the categories mixed; every kind of discount; prices with VAT.
 */

const RON = (overrides: Parameters<typeof corpusLine>[1]) => corpusLine('RON', overrides);
/** The rates in force since 1 August 2025, and those before (documents dated earlier). */
const CURRENT_RATES = ['21', '11'];
const HISTORIC_RATES = ['19', '9', '5'];
const BEFORE_CHANGE = { issueDate: '2025-07-15', dueDate: '2025-08-14' };

function standardRated(): CorpusInvoice[] {
  return [
    ...CURRENT_RATES.map((rate) =>
      corpusInvoice(`vat/S/${rate}`, {
        lines: [RON({ vatRate: rate }), RON({ name: 'Cărți', vatRate: rate, quantity: '3' })],
      }),
    ),
    ...HISTORIC_RATES.map((rate) =>
      corpusInvoice(`vat/S/${rate}-before-august-2025`, {
        ...BEFORE_CHANGE,
        lines: [RON({ vatRate: rate })],
      }),
    ),
  ];
}

const EXEMPT_CODES = VAT_CATEGORY_RULES.E.exemptionCodes;

function zeroAndExempt(): CorpusInvoice[] {
  return [
    corpusInvoice('vat/Z', { lines: [RON({ vatCategory: 'Z', vatRate: '0' })] }),
    ...EXEMPT_CODES.map((code, index) =>
      corpusInvoice(`vat/E/${code}`, {
        buyer: index % 3 === 0 ? romanianPersonBuyer(index) : romanianCompanyBuyer(index),
        lines: [
          RON({ name: 'Servicii medicale', vatCategory: 'E', vatRate: '0', exemptionReasonCode: code }),
        ],
      }),
    ),
  ];
}

/** Reverse charge: a Romanian VAT payer (domestic, art. 331 Fiscal Code) or an EU company (services). */
function reverseCharge(): CorpusInvoice[] {
  const line = RON({ name: 'Cereale', unitCode: 'KGM', quantity: '1500', price: '1.25', unitPrice: '1.25' });
  const ae = { ...line, vatCategory: 'AE', vatRate: '0', exemptionReasonCode: 'VATEX-EU-AE' };
  return [
    corpusInvoice('vat/AE/domestic', { buyer: romanianCompanyBuyer(1), lines: [ae] }),
    corpusInvoice('vat/AE/eu-services', {
      buyer: euCompanyBuyer(0),
      lines: [{ ...ae, name: 'Consultanță', unitCode: 'HUR' }],
    }),
    corpusInvoice('vat/AE/with-standard-line', { buyer: romanianCompanyBuyer(2), lines: [ae, RON({})] }),
  ];
}

/** Intra-community supply to every EU client: delivered there, on a date (BR-IC-11, BR-IC-12). */
function intraCommunity(): CorpusInvoice[] {
  return EU_BUYERS.map((_, index) => {
    const buyer = euCompanyBuyer(index);
    return corpusInvoice(`vat/K/${buyer.address.country}`, {
      buyer: { ...buyer, deliveryAddress: deliveryAddressOf(buyer.address, 'Depozit') },
      deliveryDate: '2026-10-30',
      lines: [
        RON({
          name: 'Mobilier',
          vatCategory: 'K',
          vatRate: '0',
          exemptionReasonCode: 'VATEX-EU-IC',
          ncCode: '94036010',
        }),
      ],
    });
  });
}

/** Exports to every non-EU client. */
function exports(): CorpusInvoice[] {
  return NON_EU_BUYERS.map((_, index) => {
    const buyer = nonEuCompanyBuyer(index);
    return corpusInvoice(`vat/G/${buyer.address.country}`, {
      buyer,
      lines: [
        RON({
          name: 'Utilaje',
          vatCategory: 'G',
          vatRate: '0',
          exemptionReasonCode: 'VATEX-EU-G',
          ncCode: '84713000',
        }),
      ],
    });
  });
}

/** Not subject to VAT: a seller that does not pay VAT, to a VAT payer, a company that does not, a person. */
function outsideScope(): CorpusInvoice[] {
  const line = RON({ vatCategory: 'O', vatRate: '0', exemptionReasonCode: 'VATEX-EU-O' });
  return [
    corpusInvoice('vat/O/to-vat-payer', { seller: nonVatPayerSeller(1), lines: [line] }),
    corpusInvoice('vat/O/to-non-payer', {
      seller: nonVatPayerSeller(2),
      buyer: romanianCompanyBuyer(5, { vatPayer: false }),
      lines: [line, { ...line, name: 'Transport' }],
    }),
    corpusInvoice('vat/O/to-person', {
      seller: nonVatPayerSeller(3),
      buyer: romanianPersonBuyer(3),
      lines: [line],
    }),
  ];
}

function mixed(): CorpusInvoice[] {
  const lines = [
    RON({ vatRate: '21' }),
    RON({ name: 'Alimente', vatRate: '11', quantity: '7', price: '3.33', unitPrice: '3.33' }),
    RON({ name: 'Export', vatCategory: 'Z', vatRate: '0' }),
    RON({ name: 'Chirie', vatCategory: 'E', vatRate: '0', exemptionReasonCode: 'VATEX-EU-132-1B' }),
  ];
  return [
    corpusInvoice('vat/mixed/S21-S11-Z-E', { lines }),
    corpusInvoice('vat/mixed/two-exemption-codes', {
      lines: [
        lines[3] as (typeof lines)[number],
        { ...(lines[3] as (typeof lines)[number]), exemptionReasonCode: 'VATEX-EU-143' },
      ],
    }),
  ];
}

function discounts(): CorpusInvoice[] {
  const mixedLines = [
    RON({ quantity: '3', price: '99.99', unitPrice: '99.99' }),
    RON({ name: 'Alimente', vatRate: '11', quantity: '10', price: '12.5', unitPrice: '12.5' }),
    RON({ name: 'Chirie', vatCategory: 'E', vatRate: '0', exemptionReasonCode: 'VATEX-EU-132' }),
  ];
  return [
    corpusInvoice('discount/fixed', { discountType: 'fixed', discountValue: '15.50' }),
    corpusInvoice('discount/fixed/split-over-categories', {
      discountType: 'fixed',
      discountValue: '100',
      lines: mixedLines,
    }),
    corpusInvoice('discount/fixed/whole-net', { discountType: 'fixed', discountValue: '250' }),
    corpusInvoice('discount/percent', { discountType: 'percent', discountValue: '10' }),
    corpusInvoice('discount/percent/odd', {
      discountType: 'percent',
      discountValue: '12.57',
      lines: mixedLines,
    }),
    corpusInvoice('discount/percent/100', { discountType: 'percent', discountValue: '100' }),
    corpusInvoice('discount/price-reduction', { discountType: 'price-reduction', discountValue: '7.5' }),
    corpusInvoice('discount/price-reduction/mixed', {
      discountType: 'price-reduction',
      discountValue: '33.33',
      lines: mixedLines,
    }),
    corpusInvoice('discount/line', {
      lines: [
        RON({ discountPercent: '10' }),
        RON({
          name: 'Șuruburi',
          unitCode: 'H87',
          quantity: '2500',
          baseQuantity: '1000',
          price: '45.9',
          unitPrice: '45.9',
          discountPercent: '33.33',
        }),
        RON({ name: 'Gratuit', discountPercent: '100' }),
      ],
    }),
    corpusInvoice('discount/line-and-percent', {
      discountType: 'percent',
      discountValue: '5',
      lines: mixedLines.map((line) => ({ ...line, discountPercent: '2.5' })),
    }),
    corpusInvoice('discount/line-and-fixed/prices-with-vat', {
      pricesIncludeVat: true,
      discountType: 'fixed',
      discountValue: '20',
      lines: [
        RON({ price: '121', unitPrice: '121', discountPercent: '15' }),
        RON({ vatRate: '11', price: '55.55', unitPrice: '55.55' }),
      ],
    }),
  ];
}

function pricesWithVat(): CorpusInvoice[] {
  return [
    corpusInvoice('prices-with-vat/round', {
      pricesIncludeVat: true,
      lines: [RON({ price: '121', unitPrice: '121' })],
    }),
    corpusInvoice('prices-with-vat/rounding-difference', {
      pricesIncludeVat: true,
      lines: [
        RON({ quantity: '3', price: '99.99', unitPrice: '99.99' }),
        RON({ name: 'Pâine', vatRate: '11', quantity: '7', price: '4.99', unitPrice: '4.99' }),
        RON({ name: 'Carte', vatRate: '11', quantity: '1', price: '0.01', unitPrice: '0.01' }),
      ],
    }),
    // Three nets of 0.83 carry 0.52 of VAT: 3.01 against the 3.00 typed, so BT-114 is -0.01.
    corpusInvoice('prices-with-vat/rounding-amount', {
      pricesIncludeVat: true,
      lines: [1, 2, 3].map((n) => RON({ name: `Pix ${n}`, quantity: '1', price: '1' })),
    }),
    corpusInvoice('prices-with-vat/exempt-and-standard', {
      pricesIncludeVat: true,
      lines: [
        RON({ price: '10.01', unitPrice: '10.01' }),
        RON({ name: 'Chirie', vatCategory: 'E', vatRate: '0', exemptionReasonCode: 'VATEX-EU-132' }),
      ],
    }),
    corpusInvoice('prices-with-vat/percent-discount', {
      pricesIncludeVat: true,
      discountType: 'percent',
      discountValue: '3',
      lines: [RON({ quantity: '1.5', price: '33.3333', unitPrice: '33.3333' })],
    }),
    corpusInvoice('prices-with-vat/price-reduction', {
      pricesIncludeVat: true,
      discountType: 'price-reduction',
      discountValue: '10',
      lines: [RON({ quantity: '4', price: '24.2', unitPrice: '24.2' })],
    }),
  ];
}

export function vatScenarios(): CorpusInvoice[] {
  return [
    ...standardRated(),
    ...zeroAndExempt(),
    ...reverseCharge(),
    ...intraCommunity(),
    ...exports(),
    ...outsideScope(),
    ...mixed(),
    ...discounts(),
    ...pricesWithVat(),
  ];
}
