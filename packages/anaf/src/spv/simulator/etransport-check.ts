import { deliveryDateRule, MAX_DAYS_AHEAD, plusDays } from '@app/domain/etransport/declaration.schemas';
import {
  CONFIRMATION_TYPE_CODES,
  isOperationTypeCode,
  PURPOSES_BY_OPERATION,
} from '@app/domain/etransport/etransport-codes';
import { uitRule } from '@app/domain/etransport/uit';
import { isIsoDate } from '@app/domain/validators/iso-date';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { EtransportMessageKind } from '../etransport-api.types';

/** What the simulator reads of an uploaded e-Transport message, and what it finds wrong in it. */

export const ETRANSPORT_NS = 'mfp:anaf:dgti:eTransport:declaratie:v2';
const VEHICLE = /^[0-9A-Z]{2,20}$/;
const MODIFICATION_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const NOTIFICATION_ORDER = [
  'corectie',
  'bunuriTransportate',
  'partenerComercial',
  'dateTransport',
  'locStartTraseuRutier',
  'locFinalTraseuRutier',
  'documenteTransport',
  'notificareAnterioara',
];
const REQUIRED_IN_NOTIFICATION = NOTIFICATION_ORDER.filter(
  (name) => name !== 'corectie' && name !== 'notificareAnterioara',
);

type XmlNode = { name: string; attributes: Record<string, string>; children: XmlNode[] };
type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: true,
});

function toNode(entry: Ordered): XmlNode | null {
  const name = Object.keys(entry).find((key) => key !== ':@');
  if (!name || name.startsWith('?') || name === '#text' || name === '#comment') return null;
  const inner = Array.isArray(entry[name]) ? (entry[name] as Ordered[]) : [];
  const children = inner.map(toNode).filter((node): node is XmlNode => node !== null);
  return { name, attributes: { ...(entry[':@'] ?? {}) }, children };
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const prefixOf = (name: string) => (name.includes(':') ? name.slice(0, name.indexOf(':')) : null);

/** Whether a UIT can be referred to by this declarant (looked up in the simulator's memory). */
export type UitLookup = (uit: string) => 'live' | 'cancelled' | 'unknown';

export type EtransportCheck =
  /** Not readable as an e-Transport message: "XML cu erori nepreluat de sistem". */
  | { outcome: 'broken'; errors: string[] }
  /** The message names another declarant than the path's CIF: refused at upload. */
  | { outcome: 'refused'; errors: string[] }
  | {
      outcome: 'ok' | 'nok';
      kind: EtransportMessageKind;
      /** The UIT the message refers to (correction, cancellation, confirmation, vehicle change). */
      referencedUit: string | null;
      referenceCode: string | null;
      errors: string[];
    };

function uitErrors(uit: string | undefined, lookup: UitLookup, cif: string): string[] {
  if (uit === undefined || uit === '') return ['Atributul uit este obligatoriu'];
  const rule = uitRule(uit);
  if (rule !== null) return [`UIT-ul ${uit} nu este valid (${rule})`];
  const state = lookup(uit);
  if (state === 'unknown') return [`UIT-ul ${uit} nu exista sau nu a fost emis pentru codDeclarant=${cif}`];
  if (state === 'cancelled') return [`UIT-ul ${uit} a fost anulat si nu mai poate fi folosit`];
  return [];
}

function vehicleErrors(node: XmlNode, attribute: string, required: boolean): string[] {
  const value = node.attributes[attribute];
  if (value === undefined) return required ? [`Atributul ${attribute} este obligatoriu`] : [];
  return VEHICLE.test(value)
    ? []
    : [`Valoarea ${attribute}=${value} nu respecta formatul [0-9A-Z]{2,20} (fara spatii sau cratime)`];
}

/**
 * The transport date (dateTransport/@dataTransport) against `today`, Romania's date by the
 * simulator's clock (spec 03 §4 Sending rules, §5 Delivery date): not before today unless the
 * message is declared after an outage (declPostAvarie="D"), at most 3 days after today.
 */
function transportDateErrors(node: XmlNode, today: string, postFailure: boolean): string[] {
  const date = node.attributes.dataTransport;
  if (date === undefined) return ['Atributul dataTransport este obligatoriu'];
  if (!isIsoDate(date)) return [`Valoarea dataTransport=${date} nu respecta formatul yyyy-mm-dd`];
  const rule = deliveryDateRule(date, today, postFailure);
  if (rule === null) return [];
  if (rule.startsWith('after_or_equal')) {
    return [
      `Data transportului dataTransport=${date} nu poate fi anterioara datei curente ${today} decat pentru declaratiile cu declPostAvarie="D"`,
    ];
  }
  return [
    `Data transportului dataTransport=${date} nu poate fi mai mare de ${plusDays(today, MAX_DAYS_AHEAD)} (cel mult ${MAX_DAYS_AHEAD} zile dupa data curenta ${today})`,
  ];
}

function notificationErrors(
  node: XmlNode,
  lookup: UitLookup,
  cif: string,
  today: string,
  postFailure: boolean,
): string[] {
  const errors: string[] = [];
  const operation = node.attributes.codTipOperatiune;
  const code = Number(operation);
  const knownOperation = operation !== undefined && /^\d+$/.test(operation) && isOperationTypeCode(code);
  if (!knownOperation) errors.push(`Valoarea codTipOperatiune=${operation ?? ''} nu este permisa`);
  const names = node.children.map((child) => localName(child.name));
  let last = -1;
  for (const name of names) {
    const position = NOTIFICATION_ORDER.indexOf(name);
    if (position < 0) errors.push(`Elementul ${name} nu este permis in notificare`);
    else if (position < last) errors.push(`Elementul ${name} nu este la locul lui in notificare`);
    else last = position;
  }
  for (const name of REQUIRED_IN_NOTIFICATION) {
    if (!names.includes(name)) errors.push(`Elementul ${name} este obligatoriu in notificare`);
  }
  if (names.filter((name) => name === 'corectie').length > 1) errors.push('Cel mult un element corectie');
  for (const child of node.children) {
    const name = localName(child.name);
    if (name === 'corectie') errors.push(...uitErrors(child.attributes.uit, lookup, cif));
    if (name === 'dateTransport') {
      errors.push(
        ...vehicleErrors(child, 'nrVehicul', true),
        ...vehicleErrors(child, 'nrRemorca1', false),
        ...vehicleErrors(child, 'nrRemorca2', false),
        ...transportDateErrors(child, today, postFailure),
      );
    }
    if (name === 'bunuriTransportate' && knownOperation) {
      const purpose = Number(child.attributes.codScopOperatiune);
      const allowed = PURPOSES_BY_OPERATION[code as keyof typeof PURPOSES_BY_OPERATION] as readonly number[];
      if (!allowed.includes(purpose)) {
        errors.push(
          `Valoarea codScopOperatiune=${child.attributes.codScopOperatiune ?? ''} nu este permisa pentru codTipOperatiune=${operation}`,
        );
      }
    }
  }
  return errors;
}

/**
 * Checks an uploaded message the way the simulator needs: well-formed, root eTransport in ANAF's
 * namespace, codDeclarant the path's CIF, exactly one of notificare / stergere / confirmare /
 * modifVehicul, and the attributes the product could get wrong (operation type, purposes, vehicle
 * numbers, the transport date against `today` (yyyy-MM-dd, Romania's date by the simulator's clock),
 * the UITs referred to, confirmation type, modification time). Not the whole XSD.
 */
export function checkEtransportXml(
  xml: string,
  cif: string,
  lookup: UitLookup,
  today: string,
): EtransportCheck {
  if (XMLValidator.validate(xml) !== true) {
    return { outcome: 'broken', errors: ['Fisierul transmis nu este un XML valid'] };
  }
  let root: XmlNode | undefined;
  try {
    root = (parser.parse(xml) as Ordered[]).map(toNode).find((node) => node !== null);
  } catch {
    root = undefined;
  }
  if (!root || localName(root.name) !== 'eTransport') {
    return { outcome: 'broken', errors: ['Elementul radacina trebuie sa fie eTransport'] };
  }
  const prefix = prefixOf(root.name);
  const namespace = root.attributes[prefix === null ? 'xmlns' : `xmlns:${prefix}`];
  if (namespace !== ETRANSPORT_NS) {
    return { outcome: 'broken', errors: [`Namespace-ul eTransport trebuie sa fie ${ETRANSPORT_NS}`] };
  }
  const declarant = root.attributes.codDeclarant;
  if (declarant !== cif) {
    return {
      outcome: 'refused',
      errors: [`codDeclarant=${declarant ?? ''} din fisier nu corespunde cu cif=${cif} din cerere`],
    };
  }
  const bodies = root.children.filter((child) =>
    ['notificare', 'stergere', 'confirmare', 'modifVehicul'].includes(localName(child.name)),
  );
  if (bodies.length !== 1 || root.children.length !== 1) {
    return {
      outcome: 'broken',
      errors: ['eTransport trebuie sa contina exact unul din notificare, stergere, confirmare, modifVehicul'],
    };
  }
  const body = bodies[0] as XmlNode;
  const errors: string[] = [];
  const referenceCode = root.attributes.refDeclarant ?? null;
  if (referenceCode !== null && (referenceCode.length < 1 || referenceCode.length > 50)) {
    errors.push('refDeclarant are cel mult 50 de caractere');
  }
  const postFailure = root.attributes.declPostAvarie;
  if (postFailure !== undefined && postFailure !== 'D') {
    errors.push(`Valoarea declPostAvarie=${postFailure} nu este permisa (D)`);
  }
  let kind: EtransportMessageKind;
  let referencedUit: string | null = body.attributes.uit ?? null;
  switch (localName(body.name)) {
    case 'notificare': {
      const correction = body.children.find((child) => localName(child.name) === 'corectie');
      kind = correction ? 'COR' : 'NOT';
      referencedUit = correction?.attributes.uit ?? null;
      errors.push(...notificationErrors(body, lookup, cif, today, postFailure === 'D'));
      break;
    }
    case 'stergere':
      kind = 'DEL';
      errors.push(...uitErrors(body.attributes.uit, lookup, cif));
      break;
    case 'confirmare': {
      kind = 'CON';
      errors.push(...uitErrors(body.attributes.uit, lookup, cif));
      const type = body.attributes.tipConfirmare;
      if (
        !(CONFIRMATION_TYPE_CODES as readonly number[]).includes(Number(type)) ||
        !/^\d+$/.test(type ?? '')
      ) {
        errors.push(`Valoarea tipConfirmare=${type ?? ''} nu este permisa (10, 20, 30)`);
      }
      break;
    }
    default: {
      kind = 'MVH';
      errors.push(...uitErrors(body.attributes.uit, lookup, cif), ...vehicleErrors(body, 'nrVehicul', true));
      errors.push(...vehicleErrors(body, 'nrRemorca1', false), ...vehicleErrors(body, 'nrRemorca2', false));
      const time = body.attributes.dataModificare ?? '';
      if (!MODIFICATION_TIME.test(time)) {
        errors.push(`Valoarea dataModificare=${time} nu respecta formatul yyyy-mm-ddThh:mm:ss`);
      }
    }
  }
  return { outcome: errors.length === 0 ? 'ok' : 'nok', kind, referencedUit, referenceCode, errors };
}
