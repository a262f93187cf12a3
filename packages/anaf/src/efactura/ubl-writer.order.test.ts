import { describe, expect, it } from 'vitest';
import { writeUbl } from './ubl-writer';
import {
  childNames,
  findAll,
  findOne,
  fullEInvoice,
  textAt,
  type XmlNode,
  xmlTree,
} from './ubl-writer.test-helpers';

/** Consecutive repeats collapsed, so that the expected orders read like the XSD sequences. */
function sequence(node: XmlNode): string[] {
  return childNames(node).filter((name, index, names) => names[index - 1] !== name);
}

// The orders below are the UBL 2.1 XSD sequences (maindoc/UBL-Invoice-2.1.xsd,
// UBL-CreditNote-2.1.xsd, common/UBL-CommonAggregateComponents-2.1.xsd) restricted to what the
// fully populated documents hold; the XSD test validates against the schemas themselves.
describe('element order of the fully populated invoice', () => {
  const doc = xmlTree(writeUbl(fullEInvoice()));

  it('follows the Invoice sequence', () => {
    expect(sequence(doc)).toEqual([
      'cbc:CustomizationID',
      'cbc:ProfileID',
      'cbc:ID',
      'cbc:IssueDate',
      'cbc:DueDate',
      'cbc:InvoiceTypeCode',
      'cbc:Note',
      'cbc:DocumentCurrencyCode',
      'cbc:TaxCurrencyCode',
      'cbc:AccountingCost',
      'cbc:BuyerReference',
      'cac:InvoicePeriod',
      'cac:OrderReference',
      'cac:BillingReference',
      'cac:DespatchDocumentReference',
      'cac:ReceiptDocumentReference',
      'cac:OriginatorDocumentReference',
      'cac:ContractDocumentReference',
      'cac:AdditionalDocumentReference',
      'cac:ProjectReference',
      'cac:AccountingSupplierParty',
      'cac:AccountingCustomerParty',
      'cac:PayeeParty',
      'cac:Delivery',
      'cac:PaymentMeans',
      'cac:PaymentTerms',
      'cac:AllowanceCharge',
      'cac:TaxTotal',
      'cac:LegalMonetaryTotal',
      'cac:InvoiceLine',
    ]);
  });

  it('follows the Party, address, legal entity and contact sequences', () => {
    const seller = findOne(doc, 'cac:AccountingSupplierParty/cac:Party');
    expect(sequence(seller)).toEqual([
      'cbc:EndpointID',
      'cac:PartyIdentification',
      'cac:PartyName',
      'cac:PostalAddress',
      'cac:PartyTaxScheme',
      'cac:PartyLegalEntity',
      'cac:Contact',
    ]);
    expect(childNames(findOne(seller, 'cac:PostalAddress'))).toEqual([
      'cbc:StreetName',
      'cbc:AdditionalStreetName',
      'cbc:CityName',
      'cbc:PostalZone',
      'cbc:CountrySubentity',
      'cac:AddressLine',
      'cac:Country',
    ]);
    expect(childNames(findOne(seller, 'cac:PartyLegalEntity'))).toEqual([
      'cbc:RegistrationName',
      'cbc:CompanyID',
      'cbc:CompanyLegalForm',
    ]);
    expect(childNames(findOne(seller, 'cac:Contact'))).toEqual([
      'cbc:Name',
      'cbc:Telephone',
      'cbc:ElectronicMail',
    ]);
    expect(childNames(findOne(doc, 'cac:PayeeParty'))).toEqual([
      'cac:PartyIdentification',
      'cac:PartyName',
      'cac:PartyLegalEntity',
    ]);
    expect(childNames(findOne(doc, 'cac:Delivery'))).toEqual([
      'cbc:ActualDeliveryDate',
      'cac:DeliveryLocation',
      'cac:DeliveryParty',
    ]);
  });

  it('follows the PaymentMeans, AllowanceCharge, TaxSubtotal and TaxCategory sequences', () => {
    const means = findAll(doc, 'cac:PaymentMeans')[0] as XmlNode;
    expect(childNames(means)).toEqual(['cbc:PaymentMeansCode', 'cbc:PaymentID', 'cac:PayeeFinancialAccount']);
    expect(childNames(findOne(means, 'cac:PayeeFinancialAccount'))).toEqual([
      'cbc:ID',
      'cbc:Name',
      'cac:FinancialInstitutionBranch',
    ]);
    const allowance = findAll(doc, 'cac:AllowanceCharge')[0] as XmlNode;
    expect(childNames(allowance)).toEqual([
      'cbc:ChargeIndicator',
      'cbc:AllowanceChargeReasonCode',
      'cbc:AllowanceChargeReason',
      'cbc:MultiplierFactorNumeric',
      'cbc:Amount',
      'cbc:BaseAmount',
      'cac:TaxCategory',
    ]);
    const exempt = findAll(doc, 'cac:TaxTotal/cac:TaxSubtotal')[1] as XmlNode;
    expect(childNames(exempt)).toEqual(['cbc:TaxableAmount', 'cbc:TaxAmount', 'cac:TaxCategory']);
    expect(childNames(findOne(exempt, 'cac:TaxCategory'))).toEqual([
      'cbc:ID',
      'cbc:Percent',
      'cbc:TaxExemptionReasonCode',
      'cbc:TaxExemptionReason',
      'cac:TaxScheme',
    ]);
  });

  it('follows the InvoiceLine, Item and Price sequences', () => {
    const line = findAll(doc, 'cac:InvoiceLine')[0] as XmlNode;
    expect(sequence(line)).toEqual([
      'cbc:ID',
      'cbc:Note',
      'cbc:InvoicedQuantity',
      'cbc:LineExtensionAmount',
      'cbc:AccountingCost',
      'cac:InvoicePeriod',
      'cac:OrderLineReference',
      'cac:DocumentReference',
      'cac:AllowanceCharge',
      'cac:Item',
      'cac:Price',
    ]);
    expect(sequence(findOne(line, 'cac:Item'))).toEqual([
      'cbc:Description',
      'cbc:Name',
      'cac:BuyersItemIdentification',
      'cac:SellersItemIdentification',
      'cac:StandardItemIdentification',
      'cac:OriginCountry',
      'cac:CommodityClassification',
      'cac:ClassifiedTaxCategory',
      'cac:AdditionalItemProperty',
    ]);
    expect(childNames(findOne(line, 'cac:Price'))).toEqual([
      'cbc:PriceAmount',
      'cbc:BaseQuantity',
      'cac:AllowanceCharge',
    ]);
    expect(childNames(findOne(line, 'cac:Price/cac:AllowanceCharge'))).toEqual([
      'cbc:ChargeIndicator',
      'cbc:Amount',
      'cbc:BaseAmount',
    ]);
  });
});

describe('the credit note', () => {
  const credit = fullEInvoice('CreditNote');
  const xml = writeUbl(credit);
  const doc = xmlTree(xml);

  it('is a UBL 2.1 CreditNote with its own sequence', () => {
    expect(doc.name).toBe('CreditNote');
    expect(doc.attributes.xmlns).toBe('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2');
    expect(sequence(doc)).toEqual([
      'cbc:CustomizationID',
      'cbc:ProfileID',
      'cbc:ID',
      'cbc:IssueDate',
      'cbc:CreditNoteTypeCode',
      'cbc:Note',
      'cbc:DocumentCurrencyCode',
      'cbc:TaxCurrencyCode',
      'cbc:AccountingCost',
      'cbc:BuyerReference',
      'cac:InvoicePeriod',
      'cac:OrderReference',
      'cac:BillingReference',
      'cac:DespatchDocumentReference',
      'cac:ReceiptDocumentReference',
      // CreditNote: contract, additional, then originator references (Invoice: originator first).
      'cac:ContractDocumentReference',
      'cac:AdditionalDocumentReference',
      'cac:OriginatorDocumentReference',
      'cac:AccountingSupplierParty',
      'cac:AccountingCustomerParty',
      'cac:PayeeParty',
      'cac:Delivery',
      'cac:PaymentMeans',
      'cac:PaymentTerms',
      'cac:AllowanceCharge',
      'cac:TaxTotal',
      'cac:LegalMonetaryTotal',
      'cac:CreditNoteLine',
    ]);
    expect(textAt(doc, 'cbc:CreditNoteTypeCode')).toBe('381');
  });

  it('puts BT-9 in the first PaymentMeans only (CreditNote has no DueDate)', () => {
    expect(findAll(doc, 'cbc:DueDate')).toEqual([]);
    const [first, second] = findAll(doc, 'cac:PaymentMeans') as [XmlNode, XmlNode];
    expect(childNames(first).slice(0, 3)).toEqual([
      'cbc:PaymentMeansCode',
      'cbc:PaymentDueDate',
      'cbc:PaymentID',
    ]);
    expect(textAt(first, 'cbc:PaymentDueDate')).toBe(credit.dueDate);
    expect(findAll(second, 'cbc:PaymentDueDate')).toEqual([]);
  });

  it('writes BT-11 as an additional document reference of type 50 (no ProjectReference)', () => {
    expect(findAll(doc, 'cac:ProjectReference')).toEqual([]);
    const project = findAll(doc, 'cac:AdditionalDocumentReference').find(
      (reference) => textAt(reference, 'cbc:DocumentTypeCode') === '50',
    );
    expect(project && textAt(project, 'cbc:ID')).toBe('PROIECT-X');
  });

  it('writes CreditNoteLine with CreditedQuantity', () => {
    const lines = findAll(doc, 'cac:CreditNoteLine');
    expect(lines).toHaveLength(3);
    expect(findAll(doc, 'cac:InvoiceLine')).toEqual([]);
    expect(childNames(lines[0] as XmlNode).slice(0, 4)).toEqual([
      'cbc:ID',
      'cbc:Note',
      'cbc:CreditedQuantity',
      'cbc:LineExtensionAmount',
    ]);
    expect(findOne(lines[0] as XmlNode, 'cbc:CreditedQuantity').attributes.unitCode).toBe('H87');
  });

  it('writes BT-7 before the type code, where the CreditNote sequence has it', () => {
    const names = childNames(
      xmlTree(writeUbl({ ...credit, taxPointDate: '2026-10-31', taxPointCode: null })),
    );
    expect(names.indexOf('cbc:TaxPointDate')).toBe(names.indexOf('cbc:IssueDate') + 1);
    expect(names.indexOf('cbc:CreditNoteTypeCode')).toBe(names.indexOf('cbc:TaxPointDate') + 1);
  });
});

describe('BT-7 on an invoice', () => {
  it('comes after the notes and before the document currency', () => {
    const names = childNames(
      xmlTree(writeUbl({ ...fullEInvoice(), taxPointDate: '2026-10-31', taxPointCode: null })),
    );
    expect(names.indexOf('cbc:TaxPointDate')).toBe(names.lastIndexOf('cbc:Note') + 1);
    expect(names.indexOf('cbc:DocumentCurrencyCode')).toBe(names.indexOf('cbc:TaxPointDate') + 1);
  });
});
