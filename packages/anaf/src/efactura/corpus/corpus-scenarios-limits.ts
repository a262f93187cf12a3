import { ADDRESS_LIMITS } from '@app/domain/addresses/address.schemas';
import { DOCUMENT_LIMITS } from '@app/domain/invoicing/client-document.schemas';
import { LINE_LIMITS } from '@app/domain/invoicing/invoice-line.schemas';
import { PARTNER_LIMITS } from '@app/domain/partners/partner.schemas';
import { type CorpusInvoice, corpusInvoice, corpusLine } from './corpus-invoice';
import { romanianAddress, romanianCompanyBuyer, vatPayerSeller } from './corpus-parties';

/**
 * Texts at their length limits: the product's limit where the XML accepts it, CIUS-RO's where the
 * product allows more (payment terms 300 of the product's 500; contact e-mail 100 of 255; codes
 * 200 of 255; a line's buyer accounting reference 100 of 200), written with diacritics and the characters XML escapes.
 */

/** CIUS-RO limits below the product's own (reference README "Length limits"). */
export const XML_LIMITS = {
  id: 200,
  name: 200,
  paymentTerms: 300,
  contact: 100,
  note: 300,
  /** BT-133, 200 in the product (LINE_LIMITS.references) */
  lineAccountingReference: 100,
} as const;

const ALPHABET = 'Ășțîâ ȘȚÎÂ &<>"\' abcdefghij 0123456789 ';

/** A text of exactly `length` characters (no space at either end), unique by its `tag`. */
export function textOfLength(length: number, tag = ''): string {
  let text = `${tag}${tag ? ' ' : ''}`;
  while (text.length < length) text += ALPHABET;
  text = text.slice(0, length);
  return text.endsWith(' ') ? `${text.slice(0, -1)}x` : text;
}

function emailOfLength(length: number): string {
  const domain = '@example.ro';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

const addressAtLimits = (county: string, sector?: number) => ({
  ...romanianAddress(sector ? { county, sector } : { county }),
  street: textOfLength(ADDRESS_LIMITS.street, 'Strada'),
  additionalStreet: textOfLength(ADDRESS_LIMITS.additionalStreet, 'Bloc'),
  additionalAddress: textOfLength(ADDRESS_LIMITS.additionalAddress, 'Linie'),
  postalCode: '1'.repeat(ADDRESS_LIMITS.zipCode),
});

function partiesAtLimits() {
  return {
    seller: vatPayerSeller(500, {
      name: textOfLength(XML_LIMITS.name, 'Vânzător'),
      tradeRegisterNumber: textOfLength(PARTNER_LIMITS.ids, 'J'),
      address: { ...addressAtLimits('RO-CJ'), city: textOfLength(ADDRESS_LIMITS.city, 'Oraș') },
      email: emailOfLength(XML_LIMITS.contact),
      phone: '+40722123456',
      bankAccounts: [{ iban: 'RO49AAAA1B31007593840000', bank: textOfLength(100, 'Banca'), currency: 'RON' }],
    }),
    buyer: romanianCompanyBuyer(500, {
      name: textOfLength(XML_LIMITS.name, 'Cumpărător'),
      tradeRegisterNumber: textOfLength(PARTNER_LIMITS.ids, 'J'),
      address: addressAtLimits('RO-B', 4),
      email: emailOfLength(XML_LIMITS.contact),
    }),
  };
}

const REFERENCES = [
  'projectReference',
  'purchaseOrderReference',
  'salesOrderReference',
  'receivingAdviceReference',
  'despatchAdviceReference',
  'contractReference',
  'tenderReference',
  'invoicedObjectIdentifier',
] as const;

function lineAtLimits(tag: string) {
  return corpusLine('RON', {
    name: textOfLength(LINE_LIMITS.name, tag),
    description: textOfLength(LINE_LIMITS.description, 'Descriere'),
    productCode: textOfLength(XML_LIMITS.id, 'Cod'),
    partnerProductCode: textOfLength(XML_LIMITS.id, 'Cod client'),
    clientAccountingReference: textOfLength(XML_LIMITS.lineAccountingReference, 'Cont'),
  });
}

export function limitScenarios(): CorpusInvoice[] {
  const references = Object.fromEntries(
    REFERENCES.map((field) => [field, textOfLength(DOCUMENT_LIMITS.references, field)]),
  );
  return [
    corpusInvoice('limits/every-text', {
      ...partiesAtLimits(),
      ...references,
      previousInvoiceNumber: textOfLength(LINE_LIMITS.references, 'Factura'),
      previousInvoiceDate: '2026-10-01',
      paymentTerms: textOfLength(XML_LIMITS.paymentTerms, 'Termeni'),
      paymentIdentifier: textOfLength(DOCUMENT_LIMITS.paymentIdentifier, 'Plata'),
      beneficiaryName: textOfLength(DOCUMENT_LIMITS.beneficiaryName, 'Beneficiar'),
      beneficiaryBusinessId: textOfLength(DOCUMENT_LIMITS.beneficiaryBusinessId, 'CUI'),
      notes: textOfLength(XML_LIMITS.note, 'Nota'),
      footerNotes: textOfLength(XML_LIMITS.note, 'Subsol'),
      lines: [lineAtLimits('Produs'), lineAtLimits('Serviciu')],
    }),
    // The product's notes limit, 6000 characters together, is 20 notes of CIUS-RO's 300.
    corpusInvoice('limits/notes-6000', {
      notes: textOfLength(DOCUMENT_LIMITS.notes / 2, 'Note'),
      footerNotes: textOfLength(DOCUMENT_LIMITS.notes / 2, 'Subsol'),
    }),
    corpusInvoice('limits/notes-multiline', {
      notes: 'Prima linie.\nA doua linie, cu diacritice: ăâîșț.\n\nDupă un rând liber.',
      footerNotes: 'Subsol & <etichete> "citate"',
    }),
    corpusInvoice('limits/line-description-with-currency-description', {
      lines: [
        corpusLine('RON', {
          name: textOfLength(LINE_LIMITS.name, 'Produs'),
          description: textOfLength(LINE_LIMITS.description - 60, 'Descriere'),
          currency: 'EUR',
          currencyRate: '4.9765',
          currencyPriceDescription: textOfLength(60, 'Curs'),
        }),
      ],
    }),
  ];
}
