import {
  etransportCountryCode,
  etransportCountyCode,
  ownAddressEnd,
  type RouteEnd,
} from '@app/domain/etransport/etransport-codes';
import { lineTotals } from '@app/domain/etransport/product-line.schemas';
import type {
  DeclarationXmlInput,
  EtransportLineXml,
  EtransportLocation,
  EtransportPartyXml,
} from './inputs';
import { amount, EtransportWriteError, empty, type Out, parent, token } from './xml';

/** alteInfo is a Str200; the two address lines it is made of may reach 202 characters together. */
const OTHER_INFO_MAX = 200;

/**
 * valoareLeiFaraTva: quantity x `price`, 2 decimals. Spec 03 §7 swaps price and priceInCurrency in
 * the payload for a non-default currency, so in a parsed payload `price` is always the unit price
 * in lei and `priceInCurrency` the one in the declaration's currency (product-line.schemas). The
 * XML holds lei only, so `priceInCurrency` is never written, whatever the currency.
 * Null (left out) when the line has no price, which only 60 and 70 allow (BR-208).
 */
export function lineValueInLei(line: EtransportLineXml): string | null {
  return lineTotals(line).netTotal?.text ?? null;
}

/** bunuriTransportate: weights and value are the line's totals (the product keeps them per unit). */
function goods(out: Out, depth: number, line: EtransportLineXml): void {
  // Already 2 decimals, as PosDec_12_2 wants them.
  const totals = lineTotals(line);
  empty(out, depth, 'bunuriTransportate', [
    ['codScopOperatiune', line.operationType],
    ['codTarifar', line.productEuCnClassificationCode],
    ['denumireMarfa', line.productName],
    ['cantitate', amount(line.quantity)],
    ['codUnitateMasura', line.measurementUnitCode.toUpperCase()],
    ['greutateNeta', totals.netWeightTotal?.text],
    ['greutateBruta', totals.grossWeightTotal?.text],
    ['valoareLeiFaraTva', totals.netTotal?.text],
    ['refDeclarant', line.referenceCode],
  ]);
}

function requiredName(party: EtransportPartyXml, role: string): string {
  const name = token(party.name);
  if (name === null) throw new EtransportWriteError(`the ${role} has no name`);
  return name;
}

function location(out: Out, depth: number, address: EtransportLocation): void {
  const county = address.countyCode ? etransportCountyCode(address.countyCode) : null;
  // locationAddressRules (BR-CL-002) keeps such an address off a route end.
  if (county === null)
    throw new EtransportWriteError(`the county "${address.countyCode ?? ''}" has no e-Transport code`);
  const otherInfo = token([address.additionalStreet, address.additionalAddress].filter(Boolean).join(', '));
  empty(out, depth, 'locatie', [
    ['codJudet', county],
    ['denumireLocalitate', address.city],
    ['denumireStrada', address.street],
    ['alteInfo', otherInfo?.slice(0, OTHER_INFO_MAX).trimEnd()],
    ['codPostal', address.zipCode],
  ]);
}

const ROUTE_END = {
  start: {
    tag: 'locStartTraseuRutier',
    type: 'startAddressType',
    point: 'startAddressBorderCrossingPoint',
    office: 'startAddressCustomsOffice',
  },
  end: {
    tag: 'locFinalTraseuRutier',
    type: 'endAddressType',
    point: 'endAddressBorderCrossingPoint',
    office: 'endAddressCustomsOffice',
  },
} as const;

/**
 * A route end: exactly one of a border crossing point, a customs office or a location (BR-210,
 * BR-211). A location is the company's own address at the end ownAddressEnd names, the partner's
 * at the other.
 */
function routeEnd(out: Out, depth: number, input: DeclarationXmlInput, end: RouteEnd): void {
  const doc = input.declaration;
  const fields = ROUTE_END[end];
  const type = doc[fields.type];
  if (type === 'location') {
    const own = ownAddressEnd(doc.operationType, doc.transportRole) === end;
    const address = own ? input.ownAddress : input.partnerAddress;
    if (!address)
      throw new EtransportWriteError(`the ${end} location needs the ${own ? 'own' : 'partner'} address`);
    parent(out, depth, fields.tag, [], (inner) => location(out, inner, address));
    return;
  }
  const [name, code] =
    type === 'border-crossing-point' ? ['codPtf', doc[fields.point]] : ['codBirouVamal', doc[fields.office]];
  if (code === null) throw new EtransportWriteError(`the ${end} ${type} has no code`);
  empty(out, depth, fields.tag, [[name, code]]);
}

/** notificare: its children in the order of NotificareType. */
export function notification(out: Out, depth: number, input: DeclarationXmlInput): void {
  const doc = input.declaration;
  parent(out, depth, 'notificare', [['codTipOperatiune', doc.operationType]], (inner) => {
    if (input.correctedUit) empty(out, inner, 'corectie', [['uit', input.correctedUit]]);
    for (const line of doc.products) goods(out, inner, line);
    empty(out, inner, 'partenerComercial', [
      ['codTara', etransportCountryCode(input.partner.countryCode)],
      ['cod', input.partner.code],
      ['denumire', requiredName(input.partner, 'partner')],
    ]);
    empty(out, inner, 'dateTransport', [
      ['nrVehicul', doc.deliveryVehicleRegistrationNumber],
      ['nrRemorca1', doc.deliveryVehicleTrailerRegistrationNumber],
      ['nrRemorca2', doc.deliveryVehicleSecondTrailerRegistrationNumber],
      ['codTaraOrgTransport', etransportCountryCode(input.organizer.countryCode)],
      ['codOrgTransport', input.organizer.code],
      ['denumireOrgTransport', requiredName(input.organizer, 'transport organizer')],
      ['dataTransport', doc.deliveryDate],
    ]);
    routeEnd(out, inner, input, 'start');
    routeEnd(out, inner, input, 'end');
    for (const document of doc.transportDocuments)
      empty(out, inner, 'documenteTransport', [
        ['tipDocument', document.type],
        ['numarDocument', document.number],
        ['dataDocument', document.date],
        ['observatii', document.notes],
      ]);
    for (const reference of doc.references)
      empty(out, inner, 'notificareAnterioara', [
        ['uit', reference.uit],
        ['observatii', reference.notes],
        ['refDeclarant', reference.referenceCode],
      ]);
  });
}
