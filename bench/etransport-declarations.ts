// The declarations of the e-Transport bench (bench/etransport-checks.ts) and the product's path
// from a submitted form to the XML sent to ANAF: the declaration schema (spec 03 §5 and the
// Schematron rules it carries), the rules on the stored partner, organizer and addresses, then the
// writer. The inputs are built once, as a form sends them (decimals as text, codes as typed).

import {
  type DeclarationXmlInput,
  type EtransportLocation,
  writeDeclarationXml,
} from '@app/anaf/etransport/etransport-writer';
import {
  COMPANY_CUI,
  OWN_ADDRESS,
  PARTNER_ADDRESS,
  TODAY,
  UITS,
} from '@app/anaf/etransport/etransport-writer.test-helpers';
import { type DeclarationInput, declarationSchemaFor } from '@app/domain/etransport/declaration.schemas';
import {
  declarationRowErrors,
  type EtransportParty,
  etransportPartyCode,
} from '@app/domain/etransport/declaration-party-rules';
import {
  OPERATION_TYPE_CODES,
  OPERATIONS_WITHOUT_REFERENCES,
  type OperationTypeCode,
  operationDirection,
  operationPartnerScope,
  type PartnerScope,
  PURPOSES_BY_OPERATION,
  type RouteEndType,
  routeEndTypesFor,
  TRANSHIPMENT_OPERATIONS,
  type TransportRole,
} from '@app/domain/etransport/etransport-codes';
import { CUSTOMS_OFFICES } from '@app/domain/etransport/etransport-places';
import { fieldErrorsFrom } from '@app/domain/validation/rule-codes';

export const DECLARATION_LINES = 100;

/** A stored partner as the server loads it: what the rules read and the name the XML writes. */
type StoredParty = EtransportParty & { name: string };

/** The rows a declaration's ids point at, as the server would have loaded them. */
export type BenchDeclaration = {
  name: string;
  input: DeclarationInput;
  partner: StoredParty;
  organizer: StoredParty;
  ownAddress: EtransportLocation;
  partnerAddress: EtransportLocation;
};

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const party = (
  name: string,
  countryCode: string,
  ids: Partial<Pick<EtransportParty, 'businessId' | 'internationalBusinessId' | 'personId'>>,
  type: EtransportParty['type'] = 'company',
): Omit<StoredParty, 'role'> => ({
  name,
  countryCode,
  type,
  businessId: ids.businessId ?? null,
  internationalBusinessId: ids.internationalBusinessId ?? null,
  personId: ids.personId ?? null,
});

/** A partner in each place an operation may need one (BR-004, BR-005, BR-006). */
const PARTNERS: Record<PartnerScope, Omit<StoredParty, 'role'>[]> = {
  eu: [
    party('Lieferant GmbH', 'DE', { internationalBusinessId: 'DE811569869' }),
    party('Ελληνικά Υλικά Α.Ε.', 'GR', { internationalBusinessId: 'EL094259216' }),
  ],
  romania: [
    party('Client SRL', 'RO', { businessId: 'RO14399840' }),
    party('Ion Popescu', 'RO', { personId: '1800101123456' }, 'person'),
  ],
  'non-eu': [party('Ithalat Ltd', 'TR', { internationalBusinessId: '1234567890' })],
};
const ORGANIZERS: StoredParty[] = [
  { ...party('Transport Rapid SRL', 'RO', { businessId: '18547290' }), role: 'supplier' },
  { ...party('Spedition Müller GmbH', 'DE', { internationalBusinessId: 'DE129273398' }), role: 'both' },
];
const OWN_ADDRESSES: EtransportLocation[] = [
  OWN_ADDRESS,
  { countryCode: 'RO', countyCode: 'RO-TM', city: 'Timișoara', street: 'Calea Șagului 150', zipCode: null },
];
const PARTNER_ADDRESSES: EtransportLocation[] = [
  PARTNER_ADDRESS,
  { countryCode: 'RO', countyCode: 'RO-IS', city: 'Iași', street: 'Str. Păcurari 12', zipCode: '700511' },
];
const PRODUCTS = ['Ciment Portland', 'Cărămidă plină', 'Oțel beton Ø10', 'Vată minerală', 'Gresie 30x30'];
const UNITS = ['kgm', 'H87', 'KGM', 'MTK', 'set'];
const NC_CODES = ['2523 29 00', '6904.10', '7214', '68061000', '690810'];

const customsOffice = (n: number) => String(CUSTOMS_OFFICES[(n * 7) % CUSTOMS_OFFICES.length]?.code);

/** Line `index` of a declaration: purposes in turn, quantities and prices that differ. */
function line(operation: OperationTypeCode, index: number, foreign: boolean) {
  const purposes = PURPOSES_BY_OPERATION[operation];
  const bare = TRANSHIPMENT_OPERATIONS.includes(operation) && index % 2 === 0;
  const price = (1 + (index % 17) * 3.1234).toFixed(4);
  return {
    productName: `${PRODUCTS[index % PRODUCTS.length]}  lot ${index + 1}`,
    operationType: purposes[index % purposes.length] as number,
    referenceCode: index % 3 === 0 ? `P-${index}` : '',
    quantity: String(1 + (index % 23) * 2.5),
    measurementUnitCode: UNITS[index % UNITS.length] as string,
    price: bare ? '' : price,
    priceInCurrency: foreign && !bare ? (Number(price) / 4.9771).toFixed(4) : '',
    productEuCnClassificationCode: bare ? '' : (NC_CODES[index % NC_CODES.length] as string),
    netWeight: bare ? '' : String(10 + (index % 7)),
    grossWeight: String(12 + (index % 7)),
  };
}

/** A declaration of `DECLARATION_LINES` lines with these route ends; `variant` turns the optional parts. */
function declaration(
  operation: OperationTypeCode,
  start: RouteEndType,
  end: RouteEndType,
  variant: number,
): BenchDeclaration {
  const direction = operationDirection(operation);
  const role: TransportRole =
    direction === 'out' || (direction === 'national' && variant % 2 === 0) ? 'client' : 'supplier';
  const places = PARTNERS[operationPartnerScope(operation)];
  const partner: StoredParty = { ...(places[variant % places.length] as StoredParty), role };
  const foreign = variant % 3 === 1;
  const withReferences = !OPERATIONS_WITHOUT_REFERENCES.includes(operation) && variant % 2 === 1;
  const input = {
    transportRole: role,
    partnerId: id(1),
    referenceCode: variant % 2 === 0 ? `COM/2025/${variant}` : '',
    currencyCode: foreign ? 'eur' : 'RON',
    currencyRate: foreign ? '4.9771' : '',
    deliveryDate: TODAY,
    deliveryPartnerId: id(2),
    operationType: String(operation),
    myCompanyDeliveryAddressId: id(3),
    partnerDeliveryAddressId: id(4),
    startAddressType: start,
    endAddressType: end,
    startAddressBorderCrossingPoint: start === 'border-crossing-point' ? String(1 + (variant % 30)) : '',
    endAddressBorderCrossingPoint: end === 'border-crossing-point' ? String(2 + (variant % 30)) : '',
    startAddressCustomsOffice: start === 'customs-office' ? customsOffice(variant) : '',
    endAddressCustomsOffice: end === 'customs-office' ? customsOffice(variant + 1) : '',
    deliveryVehicleRegistrationNumber: 'cj12abc',
    deliveryVehicleTrailerRegistrationNumber: variant % 2 === 0 ? 'CJ01TRL' : '',
    deliveryVehicleSecondTrailerRegistrationNumber: '',
    products: Array.from({ length: DECLARATION_LINES }, (_, index) => line(operation, index, foreign)),
    transportDocuments: [
      { type: 20, number: `F-${100 + variant}`, date: TODAY, notes: '' },
      ...(variant % 2 === 0 ? [{ type: 10, number: `CMR-${variant}`, date: TODAY, notes: '' }] : []),
      ...(variant % 3 === 2 ? [{ type: 9999, number: `PV-${variant}`, date: TODAY, notes: 'Aviz' }] : []),
    ],
    references: withReferences ? [{ uit: UITS[1], notes: '', referenceCode: 'R-1' }] : [],
    postFailure: variant % 5 === 4,
  } as unknown as DeclarationInput;
  return {
    name: `operation ${operation}, ${start} -> ${end}`,
    input,
    partner,
    organizer: ORGANIZERS[variant % ORGANIZERS.length] as StoredParty,
    ownAddress: OWN_ADDRESSES[variant % OWN_ADDRESSES.length] as EtransportLocation,
    partnerAddress: PARTNER_ADDRESSES[variant % PARTNER_ADDRESSES.length] as EtransportLocation,
  };
}

/**
 * Every operation with every route end pair it allows (25), each with its own partner and options,
 * and a national purchase beside the national sale.
 */
export function benchDeclarations(): BenchDeclaration[] {
  const declarations: BenchDeclaration[] = [];
  for (const operation of OPERATION_TYPE_CODES)
    for (const start of routeEndTypesFor(operation, 'start'))
      for (const end of routeEndTypesFor(operation, 'end'))
        declarations.push(declaration(operation, start, end, declarations.length));
  // An odd variant of the national transport: a purchase, from a natural person.
  const odd = declarations.length % 2 === 1 ? declarations.length : declarations.length + 1;
  declarations.push(declaration(30, 'location', 'location', odd));
  return declarations;
}

const schema = declarationSchemaFor(() => TODAY);

/** The product refused a bench declaration: the bench's inputs are wrong, not its timing. */
export class BenchDeclarationError extends Error {}

/**
 * Form to XML: parses the declaration, applies the rules on its stored rows (refusing it as the
 * server's 422 would), writes the message.
 */
export function generateDeclarationXml(declaration: BenchDeclaration): string {
  const parsed = schema.safeParse(declaration.input);
  if (!parsed.success)
    throw new BenchDeclarationError(
      `${declaration.name}: ${JSON.stringify(fieldErrorsFrom(parsed.error.issues))}`,
    );
  const payload = parsed.data;
  // The schema keeps only the address ids the route ends use; the server loads just those rows.
  const ownAddress = payload.myCompanyDeliveryAddressId ? declaration.ownAddress : null;
  const partnerAddress = payload.partnerDeliveryAddressId ? declaration.partnerAddress : null;
  const errors = declarationRowErrors({
    operationType: payload.operationType,
    transportRole: payload.transportRole,
    startAddressType: payload.startAddressType,
    endAddressType: payload.endAddressType,
    partner: declaration.partner,
    organizer: declaration.organizer,
    ownAddress,
    partnerAddress,
  });
  if (Object.keys(errors).length > 0)
    throw new BenchDeclarationError(`${declaration.name}: ${JSON.stringify(errors)}`);
  const input: DeclarationXmlInput = {
    companyCui: COMPANY_CUI,
    declaration: payload,
    // PF stands for a Romanian person without a CNP on the partner side only (BR-007, BR-209).
    partner: { ...declaration.partner, code: etransportPartyCode(declaration.partner, true) },
    organizer: { ...declaration.organizer, code: etransportPartyCode(declaration.organizer, false) },
    ownAddress,
    partnerAddress,
  };
  return writeDeclarationXml(input);
}
