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
import { writerVariants } from './ubl-writer.test-variants';

const variant = (name: string) => {
  const found = writerVariants().find(([label]) => label.startsWith(name));
  if (!found) throw new Error(name);
  return xmlTree(writeUbl(found[1]));
};

describe('EN 16931 bindings of the fully populated invoice', () => {
  const doc = xmlTree(writeUbl(fullEInvoice()));
  const seller = findOne(doc, 'cac:AccountingSupplierParty/cac:Party');

  it('BT-31 under TaxScheme VAT, BT-32 under another scheme (TAX)', () => {
    const schemes = findAll(seller, 'cac:PartyTaxScheme').map((scheme) => [
      textAt(scheme, 'cbc:CompanyID'),
      textAt(scheme, 'cac:TaxScheme/cbc:ID'),
    ]);
    expect(schemes).toEqual([
      ['RO18547290', 'VAT'],
      ['18547290', 'TAX'],
    ]);
  });

  it('identifiers with their schemes: BT-34 EndpointID, BT-29 PartyIdentification, BT-60, BT-157', () => {
    expect(findOne(seller, 'cbc:EndpointID')).toMatchObject({
      text: 'facturi@alfasoft.ro',
      attributes: { schemeID: 'EM' },
    });
    expect(findOne(seller, 'cac:PartyIdentification/cbc:ID')).toMatchObject({
      text: '5940000000019',
      attributes: { schemeID: '0088' },
    });
    const buyerId = findOne(doc, 'cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID');
    expect(buyerId).toMatchObject({ text: 'CLIENT-42', attributes: {} });
    expect(findOne(doc, 'cac:PayeeParty/cac:PartyIdentification/cbc:ID').attributes.schemeID).toBe('0088');
    expect(textAt(doc, 'cac:PayeeParty/cac:PartyName/cbc:Name')).toBe('Gama Factoring IFN SA');
    expect(textAt(doc, 'cac:PayeeParty/cac:PartyLegalEntity/cbc:CompanyID')).toBe('J40/99/2001');
    const line = findAll(doc, 'cac:InvoiceLine')[0] as XmlNode;
    expect(findOne(line, 'cac:Item/cac:StandardItemIdentification/cbc:ID')).toMatchObject({
      text: '5901234123457',
      attributes: { schemeID: '0160' },
    });
  });

  it('BT-8 as the InvoicePeriod DescriptionCode with BT-73 and BT-74', () => {
    expect(childNames(findOne(doc, 'cac:InvoicePeriod'))).toEqual([
      'cbc:StartDate',
      'cbc:EndDate',
      'cbc:DescriptionCode',
    ]);
    expect(textAt(doc, 'cac:InvoicePeriod/cbc:DescriptionCode')).toBe('3');
  });

  it('references: order, preceding invoices, despatch, receipt, tender, contract, invoiced object, project', () => {
    expect(textAt(doc, 'cac:OrderReference/cbc:ID')).toBe('PO-2026-15');
    expect(textAt(doc, 'cac:OrderReference/cbc:SalesOrderID')).toBe('SO-88');
    const preceding = findAll(doc, 'cac:BillingReference/cac:InvoiceDocumentReference');
    expect(
      preceding.map((reference) => [textAt(reference, 'cbc:ID'), textAt(reference, 'cbc:IssueDate')]),
    ).toEqual([
      ['FACT0001', '2026-10-02'],
      ['FACT0000', undefined],
    ]);
    expect(textAt(doc, 'cac:DespatchDocumentReference/cbc:ID')).toBe('AVIZ-12');
    expect(textAt(doc, 'cac:ReceiptDocumentReference/cbc:ID')).toBe('NIR-34');
    expect(textAt(doc, 'cac:OriginatorDocumentReference/cbc:ID')).toBe('LICIT-2026-1');
    expect(textAt(doc, 'cac:ContractDocumentReference/cbc:ID')).toBe('CTR-9/2025');
    expect(textAt(doc, 'cac:ProjectReference/cbc:ID')).toBe('PROIECT-X');
    const [invoiced] = findAll(doc, 'cac:AdditionalDocumentReference') as [XmlNode];
    expect(findOne(invoiced, 'cbc:ID')).toMatchObject({ text: 'ABON-5566', attributes: { schemeID: 'AAB' } });
    expect(textAt(invoiced, 'cbc:DocumentTypeCode')).toBe('130');
  });

  it('attachments: embedded object with mime code and file name, or an external URI; no type code', () => {
    const [, embedded, external] = findAll(doc, 'cac:AdditionalDocumentReference') as XmlNode[];
    expect(childNames(embedded as XmlNode)).toEqual(['cbc:ID', 'cbc:DocumentDescription', 'cac:Attachment']);
    expect(findOne(embedded as XmlNode, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject')).toMatchObject({
      text: 'JVBERi0xLjQKJcOkw7zDtsOfCg==',
      attributes: { mimeCode: 'application/pdf', filename: 'pontaj "oct".pdf' },
    });
    expect(textAt(external as XmlNode, 'cac:Attachment/cac:ExternalReference/cbc:URI')).toBe(
      'https://example.ro/docs?a=1&b=2',
    );
  });

  it('delivery: date, address under DeliveryLocation, party name', () => {
    const delivery = findOne(doc, 'cac:Delivery');
    expect(textAt(delivery, 'cbc:ActualDeliveryDate')).toBe('2026-10-31');
    expect(textAt(delivery, 'cac:DeliveryLocation/cac:Address/cbc:CityName')).toBe('Florești');
    expect(textAt(delivery, 'cac:DeliveryParty/cac:PartyName/cbc:Name')).toBe('Depozit Beta');
  });

  it('payment: BT-82 as the code name, BT-83, the account with BIC, BT-20', () => {
    const means = findAll(doc, 'cac:PaymentMeans')[0] as XmlNode;
    expect(findOne(means, 'cbc:PaymentMeansCode')).toMatchObject({
      text: '30',
      attributes: { name: 'Transfer bancar' },
    });
    expect(textAt(means, 'cbc:PaymentID')).toBe('FACT0002 Beta');
    expect(textAt(means, 'cac:PayeeFinancialAccount/cbc:Name')).toBe('Alfa Soft SRL');
    expect(textAt(means, 'cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID')).toBe('AAAARO22');
    expect(textAt(doc, 'cac:PaymentTerms/cbc:Note')).toBe('Plata în 30 de zile');
  });

  it('document allowance (false) and charge (true) with percent, amount, base and VAT category', () => {
    const [allowance, charge] = findAll(doc, 'cac:AllowanceCharge') as [XmlNode, XmlNode];
    expect(textAt(allowance, 'cbc:ChargeIndicator')).toBe('false');
    expect(textAt(allowance, 'cbc:MultiplierFactorNumeric')).toBe('4');
    expect(textAt(allowance, 'cbc:BaseAmount')).toBe('250.00');
    expect(textAt(allowance, 'cac:TaxCategory/cbc:ID')).toBe('S');
    expect(textAt(charge, 'cbc:ChargeIndicator')).toBe('true');
    expect(textAt(charge, 'cbc:AllowanceChargeReasonCode')).toBe('FC');
  });

  it('line: object id of type 130, order line, period, allowances without VAT category, classifications, properties', () => {
    const line = findAll(doc, 'cac:InvoiceLine')[0] as XmlNode;
    expect(findOne(line, 'cac:DocumentReference/cbc:ID')).toMatchObject({
      text: 'CONTOR-7',
      attributes: { schemeID: 'AAB' },
    });
    expect(textAt(line, 'cac:DocumentReference/cbc:DocumentTypeCode')).toBe('130');
    expect(textAt(line, 'cac:OrderLineReference/cbc:LineID')).toBe('10');
    expect(textAt(line, 'cac:InvoicePeriod/cbc:EndDate')).toBe('2026-10-31');
    const [allowance, charge] = findAll(line, 'cac:AllowanceCharge') as [XmlNode, XmlNode];
    expect(textAt(allowance, 'cbc:ChargeIndicator')).toBe('false');
    expect(textAt(charge, 'cbc:ChargeIndicator')).toBe('true');
    expect(findAll(line, 'cac:AllowanceCharge/cac:TaxCategory')).toEqual([]);
    const codes = findAll(line, 'cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode');
    expect(codes.map((code) => [code.text, code.attributes])).toEqual([
      ['72000000-5', { listID: 'STI' }],
      ['8471', { listID: 'HS', listVersionID: '2022' }],
    ]);
    expect(textAt(line, 'cac:Item/cac:OriginCountry/cbc:IdentificationCode')).toBe('DE');
    const properties = findAll(line, 'cac:Item/cac:AdditionalItemProperty');
    expect(
      properties.map((property) => [textAt(property, 'cbc:Name'), textAt(property, 'cbc:Value')]),
    ).toEqual([
      ['Nivel', 'Senior'],
      ['Limbă', 'română'],
    ]);
  });

  it('price: BT-149 with its unit, BT-147 and BT-148 in an allowance', () => {
    const price = findOne(findAll(doc, 'cac:InvoiceLine')[0] as XmlNode, 'cac:Price');
    expect(findOne(price, 'cbc:BaseQuantity')).toMatchObject({ text: '1', attributes: { unitCode: 'H87' } });
    expect(textAt(price, 'cac:AllowanceCharge/cbc:ChargeIndicator')).toBe('false');
    expect(textAt(price, 'cac:AllowanceCharge/cbc:Amount')).toBe('10.00');
    expect(textAt(price, 'cac:AllowanceCharge/cbc:BaseAmount')).toBe('110.00');
  });
});

describe('shapes the fully populated documents do not have', () => {
  it('category O: no Percent in the breakdown or on the item; the exemption reason is written', () => {
    const doc = variant('a seller not subject to VAT');
    const category = findOne(doc, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory');
    expect(childNames(category)).toEqual([
      'cbc:ID',
      'cbc:TaxExemptionReasonCode',
      'cbc:TaxExemptionReason',
      'cac:TaxScheme',
    ]);
    for (const line of findAll(doc, 'cac:InvoiceLine')) {
      expect(childNames(findOne(line, 'cac:Item/cac:ClassifiedTaxCategory'))).toEqual([
        'cbc:ID',
        'cac:TaxScheme',
      ]);
    }
    const seller = findOne(doc, 'cac:AccountingSupplierParty/cac:Party');
    expect(textAt(seller, 'cac:PartyTaxScheme/cac:TaxScheme/cbc:ID')).toBe('TAX');
  });

  it('a card: PAN, the network UBL requires ("NA"), holder', () => {
    const card = findOne(variant('a card payment'), 'cac:PaymentMeans/cac:CardAccount');
    expect(card.children.map((child) => [child.name, child.text])).toEqual([
      ['cbc:PrimaryAccountNumberID', '4321'],
      ['cbc:NetworkID', 'NA'],
      ['cbc:HolderName', 'ION POP'],
    ]);
  });

  it('a sales order alone: OrderReference ID "NA"; gross price alone: a zero price discount; BT-8 alone', () => {
    const doc = variant('sales order only');
    expect(findOne(doc, 'cac:OrderReference').children.map((child) => child.text)).toEqual(['NA', 'SO-1']);
    const allowance = findOne(findAll(doc, 'cac:InvoiceLine')[0] as XmlNode, 'cac:Price/cac:AllowanceCharge');
    expect(textAt(allowance, 'cbc:Amount')).toBe('0.00');
    expect(textAt(allowance, 'cbc:BaseAmount')).toBe('100.00');
    expect(childNames(findOne(doc, 'cac:InvoicePeriod'))).toEqual(['cbc:DescriptionCode']);
  });
});
