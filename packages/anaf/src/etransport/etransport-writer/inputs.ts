import type { DeclarationPayload } from '@app/domain/etransport/declaration.schemas';
import type { EtransportAddress } from '@app/domain/etransport/declaration-party-rules';
import type {
  TransportConfirmationPayload,
  VehicleModificationPayload,
} from '@app/domain/etransport/follow-up.schemas';
import type { ProductLine } from '@app/domain/etransport/product-line.schemas';

/**
 * What the e-Transport writer reads: the domain's parsed payloads (spec 03 §3, §7) and the few
 * things only the server knows, resolved from its rows (the company's CUI, the partner's and
 * organizer's name, country and code, the addresses the declaration chose).
 */

/** Every message: who declares it. */
export type EtransportDeclarant = {
  /** The company's CUI, with or without the RO prefix (codDeclarant is its digits). */
  companyCui: string;
};

/**
 * A party as the XML names it (partenerComercial, the transport organizer of dateTransport).
 * `code` is what declaration-party-rules' etransportPartyCode gives (CUI digits, CNP, PF, a
 * foreign id), null when there is none; `countryCode` the product's ISO code (GR is written EL).
 */
export type EtransportPartyXml = { name: string; countryCode: string; code: string | null };

/**
 * A delivery address used as a route end (locatie): the domain's EtransportAddress (county as
 * ISO 3166-2:RO, mapped to ANAF's numbering) plus the optional parts of a stored address.
 * A StoredAddress fits as it is.
 */
export type EtransportLocation = EtransportAddress & {
  /** codPostal */
  zipCode?: string | null;
  /** Written, with additionalAddress, as alteInfo. */
  additionalStreet?: string | null;
  additionalAddress?: string | null;
};

/** A product line as the writer needs it: a ProductLine fits (its totals are recomputed). */
export type EtransportLineXml = Pick<
  ProductLine,
  | 'productName'
  | 'operationType'
  | 'referenceCode'
  | 'quantity'
  | 'measurementUnitCode'
  | 'price'
  | 'priceInCurrency'
  | 'productEuCnClassificationCode'
  | 'netWeight'
  | 'grossWeight'
>;

/** The declaration fields the XML carries: a DeclarationPayload fits as it is. */
export type EtransportDeclarationXml = Pick<
  DeclarationPayload,
  | 'transportRole'
  | 'referenceCode'
  | 'currencyCode'
  | 'currencyRate'
  | 'deliveryDate'
  | 'operationType'
  | 'startAddressType'
  | 'endAddressType'
  | 'startAddressBorderCrossingPoint'
  | 'endAddressBorderCrossingPoint'
  | 'startAddressCustomsOffice'
  | 'endAddressCustomsOffice'
  | 'deliveryVehicleRegistrationNumber'
  | 'deliveryVehicleTrailerRegistrationNumber'
  | 'deliveryVehicleSecondTrailerRegistrationNumber'
  | 'transportDocuments'
  | 'references'
  | 'postFailure'
> & { products: readonly EtransportLineXml[] };

/** A declaration (notificare), or its correction when `correctedUit` names the declaration it corrects. */
export type DeclarationXmlInput = EtransportDeclarant & {
  declaration: EtransportDeclarationXml;
  /** The commercial partner (partenerComercial). */
  partner: EtransportPartyXml;
  /** The transport organizer (the delivery partner). */
  organizer: EtransportPartyXml;
  /** The company's delivery address, needed when its route end is a location (ownAddressEnd). */
  ownAddress: EtransportLocation | null;
  /** The partner's delivery address, needed when the other route end is a location. */
  partnerAddress: EtransportLocation | null;
  /** The UIT of the declaration this one corrects (corectie), null for a new declaration. */
  correctedUit?: string | null;
};

/** The cancellation (stergere) of an accepted declaration. */
export type CancellationXmlInput = EtransportDeclarant & {
  uit: string;
  /** refDeclarant: the cancelled declaration's reference code, when it has one. */
  referenceCode?: string | null;
  postFailure?: boolean;
};

/** A transport confirmation (confirmare): a TransportConfirmationPayload with the company's CUI. */
export type ConfirmationXmlInput = EtransportDeclarant & {
  confirmation: Pick<
    TransportConfirmationPayload,
    'uit' | 'confirmationType' | 'notes' | 'referenceCode' | 'postFailure'
  >;
};

/** A vehicle modification (modifVehicul): a VehicleModificationPayload with the company's CUI. */
export type VehicleModificationXmlInput = EtransportDeclarant & {
  modification: Pick<
    VehicleModificationPayload,
    | 'uit'
    | 'date'
    | 'time'
    | 'vehicleRegistrationNumber'
    | 'trailerRegistrationNumber'
    | 'secondTrailerRegistrationNumber'
    | 'notes'
    | 'referenceCode'
    | 'postFailure'
  >;
};
