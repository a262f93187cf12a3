import { z } from 'zod';
import '../validation/rule-codes';
import { ruledString } from '../validation/ruled-string';
import { isIsoDate } from '../validators/iso-date';
import { normaliseUit, uitRule } from './uit';

/** Spec 03 §5, §9 and the XSD's lengths where the spec does not give one. */
export const ETRANSPORT_LIMITS = {
  referenceCode: 50,
  productName: 200,
  /** observatii: notes of a transport document, a reference, a confirmation, a modification (Str200). */
  notes: 200,
  /** numarDocument (Str50). */
  documentNumber: 50,
  vehicleNumberMin: 2,
  vehicleNumberMax: 20,
  ncCodeMax: 12,
  maxLines: 1000,
  /** Not ANAF limits: they bound a request's size. */
  maxDocuments: 100,
  maxReferences: 100,
} as const;

/**
 * A code of one of the authority's lists, from a select (a string) or JSON (a number): the number,
 * `required` when empty, `invalid` when not in the list.
 */
export function codeField<T extends number>(codes: readonly T[]) {
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input == null ? 'required' : 'invalid') })
    .check((ctx) => {
      const text = String(ctx.value).trim();
      if (text === '') ctx.issues.push({ code: 'custom', message: 'required', input: ctx.value });
      else if (!/^\d+$/.test(text) || !codes.includes(Number(text) as T))
        ctx.issues.push({ code: 'custom', message: 'invalid', input: ctx.value });
    })
    .transform((value) => Number(value) as T);
}

/** The same, optional: empty text, null or absent mean none (null). */
export function optionalCodeField<T extends number>(codes: readonly T[]) {
  return z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    codeField(codes).nullable(),
  );
}

/** A UIT as typed or pasted (dashes, spaces, any case), stored as its 16 characters. */
export const uitField = ruledString((value) => {
  const uit = normaliseUit(value);
  return uit === '' ? 'required' : uitRule(uit);
}).transform(normaliseUit);

export const requiredIsoDate = ruledString((value) => {
  if (value === '') return 'required';
  return isIsoDate(value) ? null : 'date';
});

/** Text of at most `max` characters, required (XSD tokens: inner runs of spaces collapse). */
export const requiredToken = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1).max(max));

/** The same, optional: empty text, null or absent mean none (null). */
export const optionalToken = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => value?.replace(/\s+/g, ' ').trim() || null)
    .refine((value) => value === null || value.length <= max, { error: `max:${max}` });

/**
 * The first rule a registration number breaks (spec 03 §5, BR-031..033: [0-9A-Z]{2,20}): min:2,
 * max:20, onlyAlphaNumeric. Letters are compared upper case, as ANAF stores them.
 */
export function vehicleNumberRule(value: string): string | null {
  if (value.length < ETRANSPORT_LIMITS.vehicleNumberMin) return `min:${ETRANSPORT_LIMITS.vehicleNumberMin}`;
  if (value.length > ETRANSPORT_LIMITS.vehicleNumberMax) return `max:${ETRANSPORT_LIMITS.vehicleNumberMax}`;
  return /^[0-9A-Z]+$/.test(value.toUpperCase()) ? null : 'onlyAlphaNumeric';
}

export const vehicleNumberField = ruledString((value) =>
  value === '' ? 'required' : vehicleNumberRule(value),
).transform((value) => value.toUpperCase());

export const optionalVehicleNumberField = ruledString((value) =>
  value === '' ? null : vehicleNumberRule(value),
)
  .nullish()
  .transform((value) => value?.toUpperCase() || null);

type VehicleNumbers = { vehicle: string; trailer: string | null; secondTrailer: string | null };

/**
 * The trailer fields that repeat an earlier number of the same set (`unique`): the vehicle must
 * differ from both trailers, and two trailers cannot share a plate either.
 */
export function repeatedVehicleNumbers(numbers: VehicleNumbers): ('trailer' | 'secondTrailer')[] {
  const repeated: ('trailer' | 'secondTrailer')[] = [];
  const vehicle = numbers.vehicle.toUpperCase();
  const trailer = numbers.trailer?.toUpperCase() ?? null;
  const second = numbers.secondTrailer?.toUpperCase() ?? null;
  if (trailer !== null && trailer === vehicle) repeated.push('trailer');
  if (second !== null && (second === vehicle || second === trailer)) repeated.push('secondTrailer');
  return repeated;
}
