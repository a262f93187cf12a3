import { sampleEInvoice, sampleParty } from '@app/domain/einvoice/einvoice.test-helpers';
import type { EInvoice } from '@app/domain/einvoice/einvoice.types';
import { describe, expect, it } from 'vitest';
import { writeUbl } from './ubl-writer';
import { findAll, findOne, fullEInvoice, textAt, type XmlNode, xmlTree } from './ubl-writer.test-helpers';

const UBL_INVOICE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

/** Every element of the tree, depth first. */
function allNodes(node: XmlNode): XmlNode[] {
  return [node, ...node.children.flatMap(allNodes)];
}

/** Amount elements: the ones UBL types as AmountType (they all end in "Amount"). */
const isAmount = (node: XmlNode) => node.name.endsWith('Amount') && node.name.startsWith('cbc:');

describe('writeUbl on the sample invoice', () => {
  const xml = writeUbl(sampleEInvoice());
  const doc = xmlTree(xml);

  it('is a UTF-8 UBL 2.1 Invoice with the cac and cbc namespaces', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(doc.name).toBe('Invoice');
    expect(doc.attributes).toEqual({ xmlns: UBL_INVOICE, 'xmlns:cac': CAC, 'xmlns:cbc': CBC });
  });

  it('writes the header terms', () => {
    expect(textAt(doc, 'cbc:CustomizationID')).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1',
    );
    expect(textAt(doc, 'cbc:ID')).toBe('FACT0001');
    expect(textAt(doc, 'cbc:IssueDate')).toBe('2026-11-02');
    expect(textAt(doc, 'cbc:DueDate')).toBe('2026-12-02');
    expect(textAt(doc, 'cbc:InvoiceTypeCode')).toBe('380');
    expect(textAt(doc, 'cbc:DocumentCurrencyCode')).toBe('RON');
  });

  it('writes seller and buyer with VAT id, legal entity and address', () => {
    const seller = findOne(doc, 'cac:AccountingSupplierParty/cac:Party');
    expect(textAt(seller, 'cac:PartyLegalEntity/cbc:RegistrationName')).toBe('Alfa Soft SRL');
    expect(textAt(seller, 'cac:PartyLegalEntity/cbc:CompanyID')).toBe('J12/1234/2010');
    expect(textAt(seller, 'cac:PartyTaxScheme/cbc:CompanyID')).toBe('RO18547290');
    expect(textAt(seller, 'cac:PartyTaxScheme/cac:TaxScheme/cbc:ID')).toBe('VAT');
    expect(textAt(seller, 'cac:PostalAddress/cbc:StreetName')).toBe('Strada Memorandumului 28');
    expect(textAt(seller, 'cac:PostalAddress/cbc:CityName')).toBe('Cluj-Napoca');
    expect(textAt(seller, 'cac:PostalAddress/cbc:CountrySubentity')).toBe('RO-CJ');
    expect(textAt(seller, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode')).toBe('RO');
    const buyer = findOne(doc, 'cac:AccountingCustomerParty/cac:Party');
    expect(textAt(buyer, 'cac:PartyLegalEntity/cbc:RegistrationName')).toBe('Beta Comerț SRL');
    expect(textAt(buyer, 'cac:PostalAddress/cbc:CityName')).toBe('SECTOR3');
    expect(textAt(buyer, 'cac:PartyTaxScheme/cbc:CompanyID')).toBe('RO14399840');
  });

  it('writes the payment means, the VAT breakdown and the totals', () => {
    expect(textAt(doc, 'cac:PaymentMeans/cbc:PaymentMeansCode')).toBe('30');
    expect(textAt(doc, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID')).toBe('RO49AAAA1B31007593840000');
    const taxTotal = findOne(doc, 'cac:TaxTotal');
    expect(textAt(taxTotal, 'cbc:TaxAmount')).toBe('52.50');
    const subtotal = findOne(taxTotal, 'cac:TaxSubtotal');
    expect(textAt(subtotal, 'cbc:TaxableAmount')).toBe('250.00');
    expect(textAt(subtotal, 'cbc:TaxAmount')).toBe('52.50');
    expect(textAt(subtotal, 'cac:TaxCategory/cbc:ID')).toBe('S');
    expect(textAt(subtotal, 'cac:TaxCategory/cbc:Percent')).toBe('21');
    expect(textAt(subtotal, 'cac:TaxCategory/cac:TaxScheme/cbc:ID')).toBe('VAT');
    const totals = findOne(doc, 'cac:LegalMonetaryTotal');
    expect(totals.children.map((child) => [child.name, child.text])).toEqual([
      ['cbc:LineExtensionAmount', '250.00'],
      ['cbc:TaxExclusiveAmount', '250.00'],
      ['cbc:TaxInclusiveAmount', '302.50'],
      ['cbc:PayableAmount', '302.50'],
    ]);
  });

  it('writes each line with quantity and unit, net, item, VAT category and price', () => {
    const lines = findAll(doc, 'cac:InvoiceLine');
    expect(lines).toHaveLength(2);
    const first = lines[0] as XmlNode;
    expect(textAt(first, 'cbc:ID')).toBe('1');
    expect(findOne(first, 'cbc:InvoicedQuantity')).toMatchObject({
      text: '2',
      attributes: { unitCode: 'H87' },
    });
    expect(textAt(first, 'cbc:LineExtensionAmount')).toBe('200.00');
    expect(textAt(first, 'cac:Item/cbc:Name')).toBe('Consultanță IT');
    expect(textAt(first, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID')).toBe('S');
    expect(textAt(first, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent')).toBe('21');
    expect(textAt(first, 'cac:Price/cbc:PriceAmount')).toBe('100.00');
  });

  it('puts the document currency on every amount', () => {
    const amounts = allNodes(doc).filter(isAmount);
    expect(amounts.length).toBeGreaterThan(10);
    for (const node of amounts) expect(node.attributes.currencyID, node.name).toBe('RON');
  });
});

describe('absent terms', () => {
  const noEmptyElement = (xml: string) => {
    expect(xml).not.toMatch(/<([\w:]+)(\s[^>]*)?><\/\1>/);
    expect(xml).not.toMatch(/<[\w:]+(\s[^>]*)?\/>/);
  };

  it('leaves out null and blank terms and groups without any term', () => {
    const invoice: EInvoice = {
      ...sampleEInvoice(),
      profileId: '',
      notes: ['', '  '],
      buyerReference: ' ',
      invoicingPeriod: { start: null, end: null },
      precedingInvoices: [{ id: '', issueDate: null }],
      delivery: { name: null, date: null, address: null },
      seller: sampleParty({
        contact: { name: null, phone: '', email: null },
        address: { ...sampleParty().address, postalCode: '', addressLine: '  ' },
      }),
    };
    const xml = writeUbl(invoice);
    noEmptyElement(xml);
    const doc = xmlTree(xml);
    for (const absent of [
      'cbc:ProfileID',
      'cbc:Note',
      'cbc:BuyerReference',
      'cac:InvoicePeriod',
      'cac:Delivery',
    ]) {
      expect(findAll(doc, absent), absent).toEqual([]);
    }
    expect(findAll(doc, 'cac:BillingReference')).toEqual([]);
    const seller = findOne(doc, 'cac:AccountingSupplierParty/cac:Party');
    expect(findAll(seller, 'cac:Contact')).toEqual([]);
    expect(findAll(seller, 'cac:PostalAddress/cbc:PostalZone')).toEqual([]);
    expect(findAll(seller, 'cac:PostalAddress/cac:AddressLine')).toEqual([]);
  });

  it('writes no empty element for the fully populated documents either', () => {
    noEmptyElement(writeUbl(fullEInvoice()));
    noEmptyElement(writeUbl(fullEInvoice('CreditNote')));
  });
});

describe('amounts and quantities', () => {
  it('are written exactly as the model holds them', () => {
    const invoice = sampleEInvoice();
    const line = invoice.lines[0] as EInvoice['lines'][number];
    invoice.lines = [{ ...line, quantity: '-3', net: '-1000.5', price: { ...line.price, amount: '0.5000' } }];
    invoice.totals = { ...invoice.totals, payable: '1e3' };
    const doc = xmlTree(writeUbl(invoice));
    expect(textAt(doc, 'cac:InvoiceLine/cbc:InvoicedQuantity')).toBe('-3');
    expect(textAt(doc, 'cac:InvoiceLine/cbc:LineExtensionAmount')).toBe('-1000.5');
    expect(textAt(doc, 'cac:InvoiceLine/cac:Price/cbc:PriceAmount')).toBe('0.5000');
    expect(textAt(doc, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe('1e3');
  });
});

describe('foreign currency', () => {
  const doc = xmlTree(writeUbl(fullEInvoice()));

  it('writes BT-6 and two TaxTotals: the breakdown in EUR, BT-111 alone in RON', () => {
    expect(textAt(doc, 'cbc:DocumentCurrencyCode')).toBe('EUR');
    expect(textAt(doc, 'cbc:TaxCurrencyCode')).toBe('RON');
    const [invoiceCurrency, accounting] = findAll(doc, 'cac:TaxTotal') as [XmlNode, XmlNode];
    expect(findOne(invoiceCurrency, 'cbc:TaxAmount')).toMatchObject({
      text: '51.03',
      attributes: { currencyID: 'EUR' },
    });
    expect(findAll(invoiceCurrency, 'cac:TaxSubtotal')).toHaveLength(2);
    expect(accounting.children).toHaveLength(1);
    expect(findOne(accounting, 'cbc:TaxAmount')).toMatchObject({
      text: '253.62',
      attributes: { currencyID: 'RON' },
    });
  });

  it('puts EUR on every other amount', () => {
    const accounting = findAll(doc, 'cac:TaxTotal')[1] as XmlNode;
    const amounts = allNodes(doc).filter((node) => isAmount(node) && !accounting.children.includes(node));
    for (const node of amounts) expect(node.attributes.currencyID, node.name).toBe('EUR');
  });
});
