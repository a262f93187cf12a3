import {
  type OperationTypeCode,
  operationPartnerScope,
  type PartnerScope,
  PURPOSES_BY_OPERATION,
  type RouteEndType,
} from '@app/domain/etransport/etransport-codes';
import { XMLParser } from 'fast-xml-parser';
import type {
  DeclarationXmlInput,
  EtransportDeclarationXml,
  EtransportLineXml,
  EtransportLocation,
  EtransportPartyXml,
} from './etransport-writer';

/** Builders of writer inputs shared by the unit and conformance tests. */

export const TODAY = '2025-06-10';
export const COMPANY_CUI = 'RO14399840';
/** Valid UITs from the comment of ANAF's Schematron (BR-019). */
export const UITS = ['3V0P0L0P0T3JUW46', '4C0U0C0J0W3DDQ92', '5Y0Q0L0A0Y3AJA00', '6N0U0A0A0K3PUM07'] as const;
export const UIT = UITS[0];

/** The commercial partner each scope of operation needs (BR-004, BR-005, BR-006). */
export const PARTNERS: Record<PartnerScope, EtransportPartyXml> = {
  eu: { name: 'Lieferant GmbH', countryCode: 'DE', code: 'DE811569869' },
  romania: { name: 'Client SRL', countryCode: 'RO', code: '14399840' },
  'non-eu': { name: 'Ithalat Ltd', countryCode: 'TR', code: '1234567890' },
};
export const ORGANIZER: EtransportPartyXml = {
  name: 'Transport Rapid SRL',
  countryCode: 'RO',
  code: '18547290',
};

export const OWN_ADDRESS: EtransportLocation = {
  countryCode: 'RO',
  countyCode: 'RO-CJ',
  city: 'Cluj-Napoca',
  street: 'Str. Memorandumului 28',
  zipCode: '400114',
};
export const PARTNER_ADDRESS: EtransportLocation = {
  countryCode: 'RO',
  countyCode: 'RO-B',
  city: 'București',
  street: 'Bd. Unirii 1',
  additionalStreet: 'Bl. A',
  additionalAddress: 'Sc. 2, Ap. 7',
};

/** A border crossing point (Nădlac) and a customs office (BVI Alba Iulia) for the ends that take them. */
export const BORDER_POINT = 4;
export const CUSTOMS_OFFICE = 12801;

export const sampleLine = (extra: Partial<EtransportLineXml> = {}): EtransportLineXml => ({
  productName: 'Ciment Portland',
  operationType: 101,
  referenceCode: null,
  quantity: '10',
  measurementUnitCode: 'KGM',
  price: '2.5',
  priceInCurrency: null,
  productEuCnClassificationCode: '25232900',
  netWeight: '1',
  grossWeight: '1.2',
  ...extra,
});

/** One line per purpose the operation allows (60 and 70 without price, net weight and tariff code). */
export function linesFor(operation: OperationTypeCode): EtransportLineXml[] {
  const bare = operation === 60 || operation === 70;
  return PURPOSES_BY_OPERATION[operation].map((purpose, index) =>
    sampleLine({
      operationType: purpose,
      productName: `Marfa ${index + 1}`,
      ...(bare ? { price: null, netWeight: null, productEuCnClassificationCode: null } : {}),
    }),
  );
}

type Ends = { start?: RouteEndType; end?: RouteEndType };

/** The declaration fields of a sale (or purchase) with the given route end types. */
export function sampleDeclaration(
  operation: OperationTypeCode,
  ends: Ends = {},
  extra: Partial<EtransportDeclarationXml> = {},
): EtransportDeclarationXml {
  const start = ends.start ?? 'location';
  const end = ends.end ?? 'location';
  return {
    transportRole: 'client',
    referenceCode: null,
    currencyCode: 'RON',
    currencyRate: null,
    deliveryDate: TODAY,
    operationType: operation,
    startAddressType: start,
    endAddressType: end,
    startAddressBorderCrossingPoint: start === 'border-crossing-point' ? BORDER_POINT : null,
    endAddressBorderCrossingPoint: end === 'border-crossing-point' ? BORDER_POINT : null,
    startAddressCustomsOffice: start === 'customs-office' ? CUSTOMS_OFFICE : null,
    endAddressCustomsOffice: end === 'customs-office' ? CUSTOMS_OFFICE : null,
    deliveryVehicleRegistrationNumber: 'CJ12ABC',
    deliveryVehicleTrailerRegistrationNumber: null,
    deliveryVehicleSecondTrailerRegistrationNumber: null,
    products: [
      sampleLine(operation === 30 || operation === 10 || operation === 20 ? {} : { operationType: 9999 }),
    ],
    transportDocuments: [{ type: 20, number: 'F-100', date: TODAY, notes: null }],
    references: [],
    postFailure: false,
    ...extra,
  };
}

/** A whole writer input: the partner fits the operation, both addresses are Romanian locations. */
export function sampleInput(
  operation: OperationTypeCode,
  ends: Ends = {},
  extra: Partial<EtransportDeclarationXml> = {},
  input: Partial<Omit<DeclarationXmlInput, 'declaration'>> = {},
): DeclarationXmlInput {
  return {
    companyCui: COMPANY_CUI,
    declaration: sampleDeclaration(operation, ends, extra),
    partner: PARTNERS[operationPartnerScope(operation)],
    organizer: ORGANIZER,
    ownAddress: OWN_ADDRESS,
    partnerAddress: PARTNER_ADDRESS,
    ...input,
  };
}

/** An element of a written message: its attributes (order irrelevant) and children (in order). */
export type XmlNode = { name: string; attributes: Record<string, string>; children: XmlNode[] };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: true,
  htmlEntities: false,
  trimValues: true,
});

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

function toNode(entry: Ordered): XmlNode | null {
  const name = Object.keys(entry).find((key) => key !== ':@');
  if (!name || name.startsWith('?') || name === '#text') return null;
  const children = (entry[name] as Ordered[]).map(toNode).filter((node): node is XmlNode => node !== null);
  return { name, attributes: { ...(entry[':@'] ?? {}) }, children };
}

/** The document element of a written message. */
export function parseMessage(xml: string): XmlNode {
  const root = (parser.parse(xml) as Ordered[]).map(toNode).find((node) => node !== null);
  if (!root) throw new Error('no document element');
  return root;
}

/** The first descendant with this name (depth first). */
export function find(node: XmlNode | undefined, name: string): XmlNode | undefined {
  for (const child of node?.children ?? []) {
    if (child.name === name) return child;
    const deeper = find(child, name);
    if (deeper) return deeper;
  }
  return undefined;
}

export const childNames = (node: XmlNode | undefined): string[] =>
  node?.children.map((child) => child.name) ?? [];
