import {
  isOperationTypeCode,
  type OperationTypeCode,
  ownAddressEnd,
  PRODUCT_OPERATION_CODES,
  PURPOSES_BY_OPERATION,
  ROUTE_END_TYPES,
  type RouteEnd,
  type RouteEndType,
  routeEndTypesFor,
  type TransportRole,
} from '@app/domain/etransport/etransport-codes';
import type { DeclarationFormValues, DeclarationLineValues } from './declaration-form-values';

// What the operation type lets the route and the lines choose (spec 03 §9 Address types by
// operation, Product operation codes): the selects offer only these, so a rule the form shows is
// one the user could not have avoided by choosing from the list.

/** The chosen operation, or null while none (or an unknown one) is chosen. */
export function operationOf(value: string): OperationTypeCode | null {
  const code = Number(value);
  return value !== '' && isOperationTypeCode(code) ? code : null;
}

/** The route end types the select of an end offers: every type until an operation is chosen. */
export function routeEndTypeChoices(operation: string, end: RouteEnd): readonly RouteEndType[] {
  const code = operationOf(operation);
  return code === null ? ROUTE_END_TYPES : routeEndTypesFor(code, end);
}

/** The purposes a line's select offers for the operation (all of them until one is chosen). */
export function purposeChoices(operation: string): readonly number[] {
  const code = operationOf(operation);
  return code === null ? PRODUCT_OPERATION_CODES : PURPOSES_BY_OPERATION[code];
}

export type LocationField = 'myCompanyDeliveryAddressId' | 'partnerDeliveryAddressId';

/**
 * The delivery address a location end takes: the company's own where the goods leave from it or
 * arrive at it (ownAddressEnd), the partner's at the other end.
 */
export function locationFieldOf(operation: string, role: TransportRole, end: RouteEnd): LocationField {
  const code = operationOf(operation) ?? 30;
  return ownAddressEnd(code, role) === end ? 'myCompanyDeliveryAddressId' : 'partnerDeliveryAddressId';
}

type RouteValues = Pick<DeclarationFormValues, 'startAddressType' | 'endAddressType'>;

/**
 * The route end types once the operation changed: a type the operation refuses is cleared, and an
 * end left with one allowed type takes it (the form then locks the select).
 */
export function routeTypesFor(operation: string, current: RouteValues): RouteValues {
  const pick = (end: RouteEnd, type: RouteEndType | ''): RouteEndType | '' => {
    const allowed = routeEndTypeChoices(operation, end);
    if (allowed.length === 1) return allowed[0] as RouteEndType;
    return type !== '' && allowed.includes(type) ? type : '';
  };
  return {
    startAddressType: pick('start', current.startAddressType),
    endAddressType: pick('end', current.endAddressType),
  };
}

/**
 * A line's purpose once the operation changed: kept when still allowed, the only one when the
 * operation has one ("same as the operation", 9999), cleared otherwise.
 */
export function purposeFor(operation: string, purpose: string): string {
  const allowed = purposeChoices(operation);
  if (allowed.length === 1) return String(allowed[0]);
  return purpose !== '' && allowed.includes(Number(purpose)) ? purpose : '';
}

/** The lines with their purposes fitted to the operation; the same array when none changed. */
export function linesForOperation(
  operation: string,
  lines: DeclarationLineValues[],
): DeclarationLineValues[] {
  let changed = false;
  const next = lines.map((line) => {
    const purpose = purposeFor(operation, line.operationType);
    if (purpose === line.operationType) return line;
    changed = true;
    return { ...line, operationType: purpose };
  });
  return changed ? next : lines;
}
