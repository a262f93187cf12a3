import type {
  EInvoiceAddress,
  EInvoiceContact,
  EInvoiceDelivery,
  EInvoiceIdentifier,
  EInvoiceParty,
  EInvoicePayee,
} from '@app/domain/einvoice/einvoice.types';
import { close, isAbsent, leaf, leafWith, type Out, open } from './xml';

/** BT-31 / BT-48 go under TaxScheme "VAT"; BT-32 under another scheme, the usual "TAX". */
const VAT_SCHEME = '<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>';
const OTHER_TAX_SCHEME = '<cac:TaxScheme><cbc:ID>TAX</cbc:ID></cac:TaxScheme>';

function identifier(out: Out, tag: string, id: EInvoiceIdentifier | null): void {
  if (id) leafWith(out, tag, id.id, 'schemeID', id.schemeId);
}

/** BG-5 / BG-8 / BG-15 children in the UBL AddressType order. */
export function address(out: Out, tag: string, value: EInvoiceAddress): void {
  const mark = open(out, tag);
  leaf(out, 'cbc:StreetName', value.street);
  leaf(out, 'cbc:AdditionalStreetName', value.additionalStreet);
  leaf(out, 'cbc:CityName', value.city);
  leaf(out, 'cbc:PostalZone', value.postalCode);
  leaf(out, 'cbc:CountrySubentity', value.countrySubentity);
  if (!isAbsent(value.addressLine)) {
    out.push('<cac:AddressLine>');
    leaf(out, 'cbc:Line', value.addressLine);
    out.push('</cac:AddressLine>');
  }
  if (!isAbsent(value.country)) {
    out.push('<cac:Country>');
    leaf(out, 'cbc:IdentificationCode', value.country);
    out.push('</cac:Country>');
  }
  close(out, tag, mark);
}

function contact(out: Out, value: EInvoiceContact | null): void {
  if (!value) return;
  const mark = open(out, 'cac:Contact');
  leaf(out, 'cbc:Name', value.name);
  leaf(out, 'cbc:Telephone', value.phone);
  leaf(out, 'cbc:ElectronicMail', value.email);
  close(out, 'cac:Contact', mark);
}

function partyTaxScheme(out: Out, companyId: string | null, scheme: string): void {
  if (isAbsent(companyId)) return;
  out.push('<cac:PartyTaxScheme>');
  leaf(out, 'cbc:CompanyID', companyId);
  out.push(scheme, '</cac:PartyTaxScheme>');
}

/** BG-4 seller / BG-7 buyer: `cac:AccountingSupplierParty` or `cac:AccountingCustomerParty`. */
export function party(out: Out, tag: string, value: EInvoiceParty): void {
  out.push(`<${tag}><cac:Party>`);
  identifier(out, 'cbc:EndpointID', value.electronicAddress);
  for (const id of value.identifiers) {
    if (isAbsent(id.id)) continue;
    out.push('<cac:PartyIdentification>');
    identifier(out, 'cbc:ID', id);
    out.push('</cac:PartyIdentification>');
  }
  if (!isAbsent(value.tradingName)) {
    out.push('<cac:PartyName>');
    leaf(out, 'cbc:Name', value.tradingName);
    out.push('</cac:PartyName>');
  }
  address(out, 'cac:PostalAddress', value.address);
  partyTaxScheme(out, value.vatId, VAT_SCHEME);
  partyTaxScheme(out, value.taxRegistrationId, OTHER_TAX_SCHEME);
  const legal = open(out, 'cac:PartyLegalEntity');
  leaf(out, 'cbc:RegistrationName', value.name);
  identifier(out, 'cbc:CompanyID', value.legalId);
  leaf(out, 'cbc:CompanyLegalForm', value.legalForm);
  close(out, 'cac:PartyLegalEntity', legal);
  contact(out, value.contact);
  out.push(`</cac:Party></${tag}>`);
}

/** BG-10 */
export function payee(out: Out, value: EInvoicePayee | null): void {
  if (!value) return;
  const mark = open(out, 'cac:PayeeParty');
  if (value.identifier && !isAbsent(value.identifier.id)) {
    out.push('<cac:PartyIdentification>');
    identifier(out, 'cbc:ID', value.identifier);
    out.push('</cac:PartyIdentification>');
  }
  if (!isAbsent(value.name)) {
    out.push('<cac:PartyName>');
    leaf(out, 'cbc:Name', value.name);
    out.push('</cac:PartyName>');
  }
  if (value.legalId && !isAbsent(value.legalId.id)) {
    out.push('<cac:PartyLegalEntity>');
    identifier(out, 'cbc:CompanyID', value.legalId);
    out.push('</cac:PartyLegalEntity>');
  }
  close(out, 'cac:PayeeParty', mark);
}

/** BG-13 with its BG-15 address (under DeliveryLocation) and BT-70 (the DeliveryParty's name). */
export function delivery(out: Out, value: EInvoiceDelivery | null): void {
  if (!value) return;
  const mark = open(out, 'cac:Delivery');
  leaf(out, 'cbc:ActualDeliveryDate', value.date);
  if (value.address) {
    const location = open(out, 'cac:DeliveryLocation');
    address(out, 'cac:Address', value.address);
    close(out, 'cac:DeliveryLocation', location);
  }
  if (!isAbsent(value.name)) {
    out.push('<cac:DeliveryParty><cac:PartyName>');
    leaf(out, 'cbc:Name', value.name);
    out.push('</cac:PartyName></cac:DeliveryParty>');
  }
  close(out, 'cac:Delivery', mark);
}
