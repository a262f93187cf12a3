import { z } from 'zod';
import '../validation/rule-codes';
import { CURRENCY_RATE_BOUNDS } from '../invoicing/invoice-line.schemas';
import { optionalDecimalField } from '../products/decimal-field';
import { optionalId, requiredId } from '../products/product.schemas';
import { ruledString } from '../validation/ruled-string';
import { todayInRomania } from '../validators/iso-date';
import {
  OPERATION_TYPE_CODES,
  OPERATIONS_WITHOUT_REFERENCES,
  OTHER_DOCUMENT,
  ownAddressEnd,
  ROUTE_END_TYPES,
  type RouteEnd,
  routeEndRuleId,
  TRANSPORT_DOCUMENT_TYPE_CODES,
  TRANSPORT_ROLES,
} from './etransport-codes';
import {
  codeField,
  ETRANSPORT_LIMITS,
  optionalCodeField,
  optionalToken,
  optionalVehicleNumberField,
  repeatedVehicleNumbers,
  requiredIsoDate,
  uitField,
  vehicleNumberField,
} from './etransport-fields';
import { BORDER_CROSSING_POINTS, CUSTOMS_OFFICES } from './etransport-places';
import { productLineIssues, productLineObject, withLineTotals } from './product-line.schemas';

/** The default currency: its rate is 1 and never asked for. */
export const DEFAULT_CURRENCY = 'RON';
/** A transport is declared for today up to this many days ahead (spec 03 §4 Sending rules, §9). */
export const MAX_DAYS_AHEAD = 3;

/** yyyy-MM-dd plus whole days, on the calendar (no time zone involved). */
export function plusDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The rule a transport date breaks on `today` (spec 03 §5 Delivery date): not before today unless
 * the declaration is made after a system outage, at most 3 days ahead. Also checked when sending.
 */
export function deliveryDateRule(date: string, today: string, postFailure: boolean): string | null {
  if (date < today && !postFailure) return `after_or_equal:${today}`;
  const latest = plusDays(today, MAX_DAYS_AHEAD);
  return date > latest ? `before_or_equal:${latest}` : null;
}

/** A transport document (documenteTransport): CMR, invoice, delivery note or other (with notes). */
export const transportDocumentSchema = z
  .object({
    type: codeField(TRANSPORT_DOCUMENT_TYPE_CODES),
    number: z.string().trim().min(1).max(ETRANSPORT_LIMITS.documentNumber),
    date: requiredIsoDate,
    notes: optionalToken(ETRANSPORT_LIMITS.notes),
  })
  .superRefine((document, ctx) => {
    // BR-026: an "other" document says what it is.
    if (document.type === OTHER_DOCUMENT && document.notes === null)
      ctx.addIssue({ code: 'custom', path: ['notes'], message: 'required' });
  });

/** A reference to an earlier declaration (notificareAnterioara), by its UIT. */
export const declarationReferenceSchema = z.object({
  uit: uitField,
  notes: optionalToken(ETRANSPORT_LIMITS.notes),
  referenceCode: optionalToken(ETRANSPORT_LIMITS.referenceCode),
});

/** ISO 4217 code, upper case; required (spec 03 §5). */
const currencyCode = ruledString((value) => {
  if (value === '') return 'required';
  return /^[A-Z]{3}$/i.test(value) ? null : 'invalid';
}).transform((value) => value.toUpperCase());

const BORDER_POINT_CODES = BORDER_CROSSING_POINTS.map((point) => point.code);
const CUSTOMS_OFFICE_CODES = CUSTOMS_OFFICES.map((office) => office.code);

const declarationObject = z.object({
  /** Transport to a client (sales) or from a supplier (purchase): the partner's role; orients a national route. */
  transportRole: z.enum(TRANSPORT_ROLES),
  partnerId: requiredId,
  referenceCode: optionalToken(ETRANSPORT_LIMITS.referenceCode),
  currencyCode: currencyCode,
  currencyRate: optionalDecimalField(CURRENCY_RATE_BOUNDS),
  deliveryDate: requiredIsoDate,
  /** The transport organizer: a supplier partner. */
  deliveryPartnerId: requiredId,
  operationType: codeField(OPERATION_TYPE_CODES),
  myCompanyDeliveryAddressId: optionalId,
  partnerDeliveryAddressId: optionalId,
  startAddressType: z.enum(ROUTE_END_TYPES),
  endAddressType: z.enum(ROUTE_END_TYPES),
  startAddressBorderCrossingPoint: optionalCodeField(BORDER_POINT_CODES),
  endAddressBorderCrossingPoint: optionalCodeField(BORDER_POINT_CODES),
  startAddressCustomsOffice: optionalCodeField(CUSTOMS_OFFICE_CODES),
  endAddressCustomsOffice: optionalCodeField(CUSTOMS_OFFICE_CODES),
  deliveryVehicleRegistrationNumber: vehicleNumberField,
  deliveryVehicleTrailerRegistrationNumber: optionalVehicleNumberField,
  deliveryVehicleSecondTrailerRegistrationNumber: optionalVehicleNumberField,
  products: z.array(productLineObject).min(1).max(ETRANSPORT_LIMITS.maxLines),
  transportDocuments: z.array(transportDocumentSchema).min(1).max(ETRANSPORT_LIMITS.maxDocuments),
  references: z.array(declarationReferenceSchema).max(ETRANSPORT_LIMITS.maxReferences).default([]),
  /** Declared after an outage of ANAF's system (declPostAvarie): the transport date may be past. */
  postFailure: z.boolean().default(false),
});
type DeclarationValues = z.output<typeof declarationObject>;
type Ctx = z.RefinementCtx<DeclarationValues>;

const END_FIELDS = {
  start: {
    type: 'startAddressType',
    'border-crossing-point': 'startAddressBorderCrossingPoint',
    'customs-office': 'startAddressCustomsOffice',
  },
  end: {
    type: 'endAddressType',
    'border-crossing-point': 'endAddressBorderCrossingPoint',
    'customs-office': 'endAddressCustomsOffice',
  },
} as const;

/**
 * Spec 03 §5 Address-dependent requirements with BR-046, BR-210..213, BR-216, BR-217: the type an
 * operation allows at each end, the point or office it names, and which delivery address a
 * location end takes (the company's own where goods arrive or leave from it, the partner's otherwise).
 */
function checkRouteEnd(doc: DeclarationValues, end: RouteEnd, ctx: Ctx): void {
  const fields = END_FIELDS[end];
  const type = doc[fields.type];
  const broken = routeEndRuleId(doc.operationType, end, type);
  if (broken) ctx.addIssue({ code: 'custom', path: [fields.type], message: broken });
  if (type === 'location') {
    const own = ownAddressEnd(doc.operationType, doc.transportRole) === end;
    const field = own ? 'myCompanyDeliveryAddressId' : 'partnerDeliveryAddressId';
    if (doc[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
  } else if (doc[fields[type]] === null) {
    ctx.addIssue({ code: 'custom', path: [fields[type]], message: 'required' });
  }
}

/** Only the route end fields the chosen types use remain (exactly one per end, BR-210, BR-211). */
function usedRouteEndFields(doc: DeclarationValues) {
  const usesLocation = (end: RouteEnd) => doc[END_FIELDS[end].type] === 'location';
  const ownEnd = ownAddressEnd(doc.operationType, doc.transportRole);
  const partnerEnd: RouteEnd = ownEnd === 'start' ? 'end' : 'start';
  const keep = <T>(value: T, used: boolean) => (used ? value : null);
  return {
    myCompanyDeliveryAddressId: keep(doc.myCompanyDeliveryAddressId, usesLocation(ownEnd)),
    partnerDeliveryAddressId: keep(doc.partnerDeliveryAddressId, usesLocation(partnerEnd)),
    startAddressBorderCrossingPoint: keep(
      doc.startAddressBorderCrossingPoint,
      doc.startAddressType === 'border-crossing-point',
    ),
    endAddressBorderCrossingPoint: keep(
      doc.endAddressBorderCrossingPoint,
      doc.endAddressType === 'border-crossing-point',
    ),
    startAddressCustomsOffice: keep(doc.startAddressCustomsOffice, doc.startAddressType === 'customs-office'),
    endAddressCustomsOffice: keep(doc.endAddressCustomsOffice, doc.endAddressType === 'customs-office'),
  };
}

/**
 * ANAF's BR-026 reads "the" note of the whole declaration (`//@observatii`): with an "other"
 * document present, its validator fails outright on a second note anywhere. So only the first
 * "other" document may carry one; every further note is refused here, where it can be mended.
 */
function notesBesideOther(doc: {
  transportDocuments: Array<{ type: number; notes: string | null }>;
  references: Array<{ notes: string | null }>;
}): (string | number)[][] {
  const firstOther = doc.transportDocuments.findIndex((document) => document.type === OTHER_DOCUMENT);
  if (firstOther === -1) return [];
  const paths: (string | number)[][] = [];
  doc.transportDocuments.forEach((document, index) => {
    if (index !== firstOther && document.notes !== null) paths.push(['transportDocuments', index, 'notes']);
  });
  doc.references.forEach((reference, index) => {
    if (reference.notes !== null) paths.push(['references', index, 'notes']);
  });
  return paths;
}

/**
 * The declaration form and request (spec 03 §3 Declaration form, §5), shared by the form and the
 * server. Rules needing stored data (partner roles and countries, addresses in Romania, the
 * organizer's id) are in declaration-party-rules.ts. `today` is Romania's date unless a test sets it.
 */
export function declarationSchemaFor(today: () => string = () => todayInRomania()) {
  return declarationObject
    .superRefine((doc, ctx) => {
      const add = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      if (doc.currencyCode !== DEFAULT_CURRENCY && doc.currencyRate === null)
        add(['currencyRate'], 'required');
      const dateRule = deliveryDateRule(doc.deliveryDate, today(), doc.postFailure);
      if (dateRule) add(['deliveryDate'], dateRule);
      checkRouteEnd(doc, 'start', ctx);
      checkRouteEnd(doc, 'end', ctx);
      const repeated = repeatedVehicleNumbers({
        vehicle: doc.deliveryVehicleRegistrationNumber,
        trailer: doc.deliveryVehicleTrailerRegistrationNumber,
        secondTrailer: doc.deliveryVehicleSecondTrailerRegistrationNumber,
      });
      if (repeated.includes('trailer')) add(['deliveryVehicleTrailerRegistrationNumber'], 'unique');
      if (repeated.includes('secondTrailer'))
        add(['deliveryVehicleSecondTrailerRegistrationNumber'], 'unique');
      if (doc.references.length > 0 && OPERATIONS_WITHOUT_REFERENCES.includes(doc.operationType))
        add(['references'], 'BR-025');
      for (const path of notesBesideOther(doc)) add(path, 'BR-026');
      doc.products.forEach((line, index) => {
        for (const issue of productLineIssues(line, doc.operationType))
          add(['products', index, ...issue.path], issue.message);
      });
    })
    .transform((doc) => ({
      ...doc,
      // The rate travels only with another currency than the default one (spec 03 §7).
      currencyRate: doc.currencyCode === DEFAULT_CURRENCY ? null : doc.currencyRate,
      ...usedRouteEndFields(doc),
      products: doc.products.map(withLineTotals),
    }));
}

export const declarationInputSchema = declarationSchemaFor();
export type DeclarationInput = z.input<typeof declarationInputSchema>;
export type DeclarationPayload = z.output<typeof declarationInputSchema>;
