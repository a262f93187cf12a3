import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BYTES, readUbl, UblReadError } from './ubl-reader';
import { fixtureText } from './ubl-reader.test-support';

const valid = fixtureText('smartbill-style-invoice.xml');
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const INVOICE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';

function failure(xml: string | Uint8Array, options?: { maxBytes?: number }): UblReadError {
  try {
    readUbl(xml, options);
  } catch (error) {
    if (error instanceof UblReadError) return error;
    throw error;
  }
  throw new Error('the XML was read without an error');
}

/** The valid fixture with one piece replaced; fails loudly when the piece is not there. */
function edited(from: string, to: string): string {
  if (!valid.includes(from)) throw new Error(`the fixture has no ${from}`);
  return valid.replace(from, to);
}

describe('readUbl refuses what it cannot read whole, with a typed error naming the fault', () => {
  it('reads the unedited fixture (the edits below are what makes each one fail)', () => {
    expect(readUbl(valid).id).toBe('SBF 0457');
  });

  describe('too-large: checked on the size before any parsing', () => {
    it('refuses bytes and text above maxBytes, even when they are not XML at all', () => {
      const error = failure(new Uint8Array(101), { maxBytes: 100 });
      expect(error.code).toBe('too-large');
      expect(error.message).toContain('100 bytes');
      expect(failure('x'.repeat(101), { maxBytes: 100 }).code).toBe('too-large');
    });

    it('counts the UTF-8 bytes of a string, not its characters', () => {
      expect(failure('ș'.repeat(51), { maxBytes: 100 }).code).toBe('too-large');
      expect(failure('ș'.repeat(50), { maxBytes: 100 }).code).toBe('not-well-formed');
    });

    it("defaults to ANAF's 10 MB upload limit", () => {
      expect(DEFAULT_MAX_BYTES).toBe(10 * 1024 * 1024);
      expect(failure(' '.repeat(DEFAULT_MAX_BYTES + 1)).code).toBe('too-large');
      expect(failure(' '.repeat(DEFAULT_MAX_BYTES)).code).toBe('not-well-formed');
    });
  });

  describe('not-well-formed: with the line and column of the fault', () => {
    it.each([
      [
        'a mismatched end tag',
        edited('<cbc:ID>SBF 0457</cbc:ID>', '<cbc:ID>SBF 0457</cbc:Id>'),
        'does not match',
        5,
      ],
      ['an element left open', valid.replace('</Invoice>', ''), 'ends before the element <Invoice>', 160],
      ['an unquoted attribute', edited('unitCode="H87">500', 'unitCode=H87>500'), 'not quoted', 121],
      [
        'a repeated attribute',
        edited('<cbc:Amount currencyID="RON">20.00', '<cbc:Amount currencyID="RON" currencyID="EUR">20.00'),
        'appears twice',
        77,
      ],
      ['an undeclared prefix', edited('<cbc:ID>SBF 0457</cbc:ID>', '<x:ID>SBF 0457</x:ID>'), "prefix 'x'", 5],
      ['a bare ampersand', edited('Tipografia Someș SRL', 'Tipografia & Someș SRL'), "'&'", 33],
      [
        'an undeclared entity',
        edited('Tipografia Someș SRL', 'Tipografia&nbsp;Someș SRL'),
        'predefined entities',
        33,
      ],
      ['a forbidden character', edited('SBF 0457', 'SBF\u00010457'), 'U+0001', 5],
      ['a reference to a forbidden character', edited('SBF 0457', 'SBF&#0;0457'), '&#0;', 5],
      ['a second root element', `${valid}<Invoice/>`, 'second root', 160],
      ['text after the root', `${valid}trailing`, 'text after the root', 159],
      ['a comment with --', edited('<cbc:UBLVersionID>', '<!-- a -- b --><cbc:UBLVersionID>'), "'--'", 3],
      ['an XML declaration not at the start', `\n${valid}`, 'XML declaration', 2],
      ['a prefix bound to nothing', edited('xmlns:ns4=', 'xmlns:p="" xmlns:ns4='), 'cannot be undeclared', 2],
    ])('%s', (_what, xml, words, line) => {
      const error = failure(xml);
      expect(error.code).toBe('not-well-formed');
      expect(error.message).toContain(words);
      expect(error.position?.line).toBe(line);
      expect(error.position?.column).toBeGreaterThan(0);
    });

    it('gives the column within the line', () => {
      const error = failure('<a>\n  <b></c>\n</a>');
      expect(error.position).toEqual({ line: 2, column: 6 });
      expect(error.message).toBe('the end tag </c> does not match the start tag <b> (line 2, column 6)');
    });

    it('refuses an empty document, bytes that are not UTF-8, UTF-16 and another declared encoding', () => {
      expect(failure('').message).toContain('no root element');
      expect(failure('  \n ').code).toBe('not-well-formed');
      const broken = new TextEncoder().encode(valid);
      broken[valid.indexOf('Someș') + 4] = 0xff;
      expect(failure(broken).message).toContain('not valid UTF-8');
      expect(failure(new Uint8Array([0xff, 0xfe, 0x3c, 0x00])).message).toContain('UTF-16');
      const latin2 = new TextEncoder().encode(valid.replace('encoding="UTF-8"', 'encoding="ISO-8859-2"'));
      expect(failure(latin2).message).toContain('ISO-8859-2');
    });

    it('accepts a byte order mark, UTF-8 bytes and the same XML given as text', () => {
      const bytes = new TextEncoder().encode(`\uFEFF${valid}`);
      expect(readUbl(bytes)).toEqual(readUbl(valid));
      expect(readUbl(`\uFEFF${valid}`)).toEqual(readUbl(valid));
    });
  });

  describe('dtd-not-allowed: a document type declaration is refused before any entity exists', () => {
    it('refuses entity expansion bombs (billion laughs)', () => {
      const bomb = `<?xml version="1.0"?>
<!DOCTYPE Invoice [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
]>
<Invoice xmlns="${INVOICE}"><ID xmlns="${CBC}">&lol2;</ID></Invoice>`;
      const error = failure(bomb);
      expect(error.code).toBe('dtd-not-allowed');
      expect(error.position).toEqual({ line: 2, column: 1 });
    });

    it('refuses external entities (XXE)', () => {
      const xxe = `<!DOCTYPE Invoice [<!ENTITY secret SYSTEM "file:///etc/passwd">]><Invoice xmlns="${INVOICE}">&secret;</Invoice>`;
      expect(failure(xxe).code).toBe('dtd-not-allowed');
    });
  });

  describe('not-ubl: names the root element found', () => {
    it.each([
      [
        'a CII invoice',
        '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
        'the root element is CrossIndustryInvoice in the namespace urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100 (a UN/CEFACT CII invoice',
      ],
      [
        'an Invoice without a namespace',
        '<Invoice><ID>1</ID></Invoice>',
        'the root element is Invoice without a namespace',
      ],
      [
        'a UBL order',
        '<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>',
        'the root element is Order in the namespace urn:oasis:names:specification:ubl:schema:xsd:Order-2',
      ],
      [
        'a CreditNote in the Invoice namespace',
        `<CreditNote xmlns="${INVOICE}"/>`,
        `the root element is CreditNote in the namespace ${INVOICE}`,
      ],
      [
        'an ANAF upload answer',
        '<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" ExecutionStatus="1"/>',
        'header',
      ],
    ])('%s', (_what, xml, words) => {
      const error = failure(xml);
      expect(error.code).toBe('not-ubl');
      expect(error.message).toContain(words);
    });

    it('still reports a document that is not well-formed as such first', () => {
      expect(failure('<Order><a></Order>').code).toBe('not-well-formed');
    });
  });

  describe('invalid-content: names the business term and where it should be', () => {
    it.each([
      ['BT-1', edited('<cbc:ID>SBF 0457</cbc:ID>', ''), 'BT-1 invoice number (cbc:ID) is missing'],
      [
        'BT-1 empty',
        edited('<cbc:ID>SBF 0457</cbc:ID>', '<cbc:ID>  </cbc:ID>'),
        'BT-1 invoice number (cbc:ID) is missing',
      ],
      [
        'BT-1 in another namespace',
        edited('<cbc:ID>SBF 0457</cbc:ID>', '<x:ID xmlns:x="urn:example:not-ubl">SBF 0457</x:ID>'),
        'BT-1 invoice number (cbc:ID) is missing',
      ],
      [
        'BT-2',
        edited('<cbc:IssueDate>2026-10-15', '<cbc:IssueDate>15.10.2026'),
        'BT-2 invoice issue date (cbc:IssueDate) is not a date (YYYY-MM-DD): "15.10.2026"',
      ],
      [
        'BT-5',
        edited('<cbc:DocumentCurrencyCode>RON</cbc:DocumentCurrencyCode>', ''),
        'BT-5 invoice currency code (cbc:DocumentCurrencyCode) is missing',
      ],
      [
        'BT-115',
        edited('<cbc:PayableAmount currencyID="RON">493.60', '<cbc:PayableAmount currencyID="RON">493,60'),
        'cac:LegalMonetaryTotal: BT-115 amount due for payment (cbc:PayableAmount) is not a decimal number: "493,60"',
      ],
      [
        'BT-27',
        edited('<cbc:RegistrationName>Tipografia Someș SRL</cbc:RegistrationName>', ''),
        'BT-27 seller name (cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName) is missing',
      ],
      [
        'BT-129',
        edited('<cbc:InvoicedQuantity unitCode="H87">3</cbc:InvoicedQuantity>', ''),
        'line 2 (2): BT-129 invoiced quantity (cbc:InvoicedQuantity) is missing',
      ],
      [
        'BT-130',
        edited('<cbc:InvoicedQuantity unitCode="H87">3<', '<cbc:InvoicedQuantity>3<'),
        'line 2 (2): BT-130 unit of measure code (cbc:InvoicedQuantity/@unitCode) is missing',
      ],
      [
        'BT-118',
        edited(
          '<cac:TaxSubtotal>\n<cbc:TaxableAmount currencyID="RON">30.45</cbc:TaxableAmount>\n<cbc:TaxAmount currencyID="RON">3.35</cbc:TaxAmount>\n<cac:TaxCategory>\n<cbc:ID>S</cbc:ID>',
          '<cac:TaxSubtotal>\n<cbc:TaxableAmount currencyID="RON">30.45</cbc:TaxableAmount>\n<cbc:TaxAmount currencyID="RON">3.35</cbc:TaxAmount>\n<cac:TaxCategory>\n',
        ),
        'VAT breakdown 2: BT-118 VAT category code (cac:TaxCategory/cbc:ID) is missing',
      ],
      [
        'the charge indicator',
        edited('<cbc:ChargeIndicator>false', '<cbc:ChargeIndicator>no'),
        'document level: the allowance or charge indicator (cbc:ChargeIndicator) is not true or false: "no"',
      ],
      [
        'BG-22',
        valid.replace(/<cac:LegalMonetaryTotal>[\s\S]*<\/cac:LegalMonetaryTotal>/, ''),
        'BG-22 document totals (cac:LegalMonetaryTotal) are missing',
      ],
      [
        'BG-25',
        valid.replace(/<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/, ''),
        'BG-25 invoice line (cac:InvoiceLine) is missing',
      ],
      [
        'a credit note line in an invoice',
        edited('<cac:InvoiceLine>\n<cbc:ID>2</cbc:ID>', '<cac:CreditNoteLine>\n<cbc:ID>2</cbc:ID>').replace(
          /<\/cac:InvoiceLine>\n<\/Invoice>/,
          '</cac:CreditNoteLine>\n</Invoice>',
        ),
        'a cac:CreditNoteLine cannot be part of an Invoice',
      ],
      [
        'the buyer',
        valid.replace(/<cac:AccountingCustomerParty>[\s\S]*<\/cac:AccountingCustomerParty>/, ''),
        'the buyer (cac:AccountingCustomerParty) is missing',
      ],
    ])('%s', (_term, xml, message) => {
      const error = failure(xml);
      expect(error.code).toBe('invalid-content');
      expect(error.message).toContain(message);
    });

    it('reports a document that is also not well-formed after a bad line as not well-formed: nothing is half-read', () => {
      const xml = edited('<cbc:InvoicedQuantity unitCode="H87">500</cbc:InvoicedQuantity>', '').replace(
        '</Invoice>',
        '</Invoic>',
      );
      expect(failure(xml).code).toBe('not-well-formed');
    });
  });
});
