import { z } from 'zod';
import '../validation/rule-codes';
import { ruledString } from '../validation/ruled-string';
import { UNIT_CODES } from './unit-codes';

export const UNIT_LIMITS = { name: 100, symbol: 20 } as const;

/** Languages a unit can be translated to, for documents printed in them. */
export const UNIT_TRANSLATION_LOCALES = [
  'en-GB',
  'de-DE',
  'fr-FR',
  'it-IT',
  'es-ES',
  'hu-HU',
  'ro-RO',
] as const;

const knownCodes = new Set(UNIT_CODES);
/** A UN/ECE Recommendation 20 code an e-invoice accepts (BR-CL-23), in upper case. */
export const unitCodeSchema = ruledString((value) => {
  if (value === '') return 'required';
  return knownCodes.has(value.toUpperCase()) ? null : 'invalid';
}).transform((value) => value.toUpperCase());

const nameAndSymbol = {
  name: z.string().trim().min(1).max(UNIT_LIMITS.name),
  symbol: z.string().trim().min(1).max(UNIT_LIMITS.symbol),
};

export const measurementUnitInputSchema = z.object({ code: unitCodeSchema, ...nameAndSymbol });
export type MeasurementUnitInput = z.input<typeof measurementUnitInputSchema>;
export type MeasurementUnitPayload = z.output<typeof measurementUnitInputSchema>;

export const measurementUnitSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  createdAt: z.string(),
});
export type MeasurementUnit = z.infer<typeof measurementUnitSchema>;

export const unitTranslationInputSchema = z.object({
  locale: z.enum(UNIT_TRANSLATION_LOCALES),
  ...nameAndSymbol,
});
export type UnitTranslationInput = z.input<typeof unitTranslationInputSchema>;
export type UnitTranslationPayload = z.output<typeof unitTranslationInputSchema>;

export const unitTranslationSchema = z.object({
  id: z.string(),
  measurementUnitId: z.string(),
  locale: z.string(),
  name: z.string(),
  symbol: z.string(),
});
export type UnitTranslation = z.infer<typeof unitTranslationSchema>;
