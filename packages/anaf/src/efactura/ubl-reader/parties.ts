import type {
  EInvoiceAddress,
  EInvoiceContact,
  EInvoiceDelivery,
  EInvoiceParty,
  EInvoicePayee,
} from '@app/domain/einvoice/einvoice.types';
import { childrenOf, date, find, freeText, identifier, invalid, text } from './terms';
import type { XmlElement } from './xml-tree';

/** Terms of the seller (BG-4) and the buyer (BG-7), which UBL writes the same way. */
const PARTY_TERMS = {
  seller: {
    name: 'BT-27 seller name',
    country: 'BT-40 seller country code',
    address: 'BG-5 seller postal address',
  },
  buyer: {
    name: 'BT-44 buyer name',
    country: 'BT-55 buyer country code',
    address: 'BG-8 buyer postal address',
  },
} as const;

/** `container` is cac:AccountingSupplierParty or cac:AccountingCustomerParty. */
export function readParty(
  container: XmlElement | undefined,
  role: 'seller' | 'buyer',
  path: string,
): EInvoiceParty {
  const terms = PARTY_TERMS[role];
  if (!container) throw invalid(`the ${role} (${path}) is missing`);
  const party = find(container, 'cac:Party');
  if (!party) throw invalid(`the ${role} (${path}/cac:Party) is missing`);
  const prefix = `${path}/cac:Party/`;
  const name = freeText(party, 'cac:PartyLegalEntity/cbc:RegistrationName');
  if (name === null)
    throw invalid(`${terms.name} (${prefix}cac:PartyLegalEntity/cbc:RegistrationName) is missing`);

  // BT-31/BT-48 is the tax scheme VAT; any other scheme (or none) is a tax registration id (BT-32).
  let vatId: string | null = null;
  let taxRegistrationId: string | null = null;
  for (const scheme of childrenOf(party, 'cac:PartyTaxScheme')) {
    const companyId = text(scheme, 'cbc:CompanyID');
    if (companyId === null) continue;
    if (text(scheme, 'cac:TaxScheme/cbc:ID') === 'VAT') vatId ??= companyId;
    else taxRegistrationId ??= companyId;
  }

  const postal = find(party, 'cac:PostalAddress');
  if (!postal) throw invalid(`${terms.address} (${prefix}cac:PostalAddress) is missing`);
  return {
    name,
    tradingName: freeText(party, 'cac:PartyName/cbc:Name'),
    identifiers: childrenOf(party, 'cac:PartyIdentification').flatMap((element) => {
      const id = identifier(element, 'cbc:ID');
      return id ? [id] : [];
    }),
    vatId,
    taxRegistrationId,
    legalId: identifier(party, 'cac:PartyLegalEntity/cbc:CompanyID'),
    legalForm: freeText(party, 'cac:PartyLegalEntity/cbc:CompanyLegalForm'),
    electronicAddress: identifier(party, 'cbc:EndpointID'),
    address: readAddress(postal, terms.country, `${prefix}cac:PostalAddress/`),
    contact: readContact(find(party, 'cac:Contact')),
  };
}

export function readAddress(address: XmlElement, countryTerm: string, prefix: string): EInvoiceAddress {
  const country = text(address, 'cac:Country/cbc:IdentificationCode');
  if (country === null)
    throw invalid(`${countryTerm} (${prefix}cac:Country/cbc:IdentificationCode) is missing`);
  return {
    street: freeText(address, 'cbc:StreetName'),
    additionalStreet: freeText(address, 'cbc:AdditionalStreetName'),
    addressLine: freeText(address, 'cac:AddressLine/cbc:Line'),
    city: freeText(address, 'cbc:CityName'),
    postalCode: freeText(address, 'cbc:PostalZone'),
    countrySubentity: freeText(address, 'cbc:CountrySubentity'),
    country,
  };
}

function readContact(contact: XmlElement | undefined): EInvoiceContact | null {
  if (!contact) return null;
  const result = {
    name: freeText(contact, 'cbc:Name'),
    phone: freeText(contact, 'cbc:Telephone'),
    email: freeText(contact, 'cbc:ElectronicMail'),
  };
  return result.name === null && result.phone === null && result.email === null ? null : result;
}

/** BG-10: cac:PayeeParty. */
export function readPayee(payee: XmlElement | undefined): EInvoicePayee | null {
  if (!payee) return null;
  const name = freeText(payee, 'cac:PartyName/cbc:Name');
  if (name === null) throw invalid('BT-59 payee name (cac:PayeeParty/cac:PartyName/cbc:Name) is missing');
  return {
    name,
    identifier: identifier(payee, 'cac:PartyIdentification/cbc:ID'),
    legalId: identifier(payee, 'cac:PartyLegalEntity/cbc:CompanyID'),
  };
}

/** BG-13: cac:Delivery (the first; EN 16931 has one). */
export function readDelivery(delivery: XmlElement | undefined): EInvoiceDelivery | null {
  if (!delivery) return null;
  const address = find(delivery, 'cac:DeliveryLocation/cac:Address');
  return {
    name: freeText(delivery, 'cac:DeliveryParty/cac:PartyName/cbc:Name'),
    date: date(delivery, 'cbc:ActualDeliveryDate', 'BT-72 actual delivery date', 'the delivery: '),
    address: address
      ? readAddress(
          address,
          'BT-80 deliver-to country code',
          'cac:Delivery/cac:DeliveryLocation/cac:Address/',
        )
      : null,
  };
}
