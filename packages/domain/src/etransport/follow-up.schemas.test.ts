import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '../validation/rule-codes';
import {
  modificationDateTime,
  transportConfirmationInputSchema,
  vehicleModificationInputSchema,
} from './follow-up.schemas';

const UIT = '3V0P0L0P0T3JUW46';
const errors = (
  schema: typeof vehicleModificationInputSchema | typeof transportConfirmationInputSchema,
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error.issues);
};

describe('vehicle modification', () => {
  const valid = { uit: UIT, date: '2025-06-10', time: '14:30', vehicleRegistrationNumber: 'b123xyz' };

  it('needs the UIT, date, time and vehicle number', () => {
    expect(errors(vehicleModificationInputSchema, {})).toEqual({
      uit: ['required'],
      date: ['required'],
      time: ['required'],
      vehicleRegistrationNumber: ['required'],
    });
  });

  it('stores the number upper case, the time with seconds, and writes the XML date-time', () => {
    const parsed = vehicleModificationInputSchema.parse({ ...valid, uit: '3v0p-0l0p-0t3j-uw46' });
    expect(parsed).toMatchObject({
      uit: UIT,
      time: '14:30:00',
      vehicleRegistrationNumber: 'B123XYZ',
      trailerRegistrationNumber: null,
      postFailure: false,
      declarationId: null,
    });
    expect(modificationDateTime(parsed)).toBe('2025-06-10T14:30:00');
    expect(vehicleModificationInputSchema.parse({ ...valid, time: '09:05:07' }).time).toBe('09:05:07');
  });

  it('checks the formats and the uniqueness of the numbers', () => {
    expect(
      errors(vehicleModificationInputSchema, {
        ...valid,
        uit: '3V0P0L0P0T3JUW47',
        date: '2025-13-01',
        time: '24:00',
        trailerRegistrationNumber: 'B123XYZ',
        secondTrailerRegistrationNumber: 'B-1',
        notes: 'x'.repeat(201),
      }),
    ).toEqual({
      uit: ['BR-019'],
      date: ['date'],
      time: ['format'],
      secondTrailerRegistrationNumber: ['onlyAlphaNumeric'],
      notes: ['max:200'],
    });
    expect(
      errors(vehicleModificationInputSchema, { ...valid, trailerRegistrationNumber: 'b123xyz' }),
    ).toEqual({
      trailerRegistrationNumber: ['unique'],
    });
    expect(
      errors(vehicleModificationInputSchema, {
        ...valid,
        trailerRegistrationNumber: 'TR01',
        secondTrailerRegistrationNumber: 'tr01',
      }),
    ).toEqual({ secondTrailerRegistrationNumber: ['unique'] });
  });
});

describe('transport confirmation', () => {
  it('needs the UIT and a confirmation type of the list', () => {
    expect(errors(transportConfirmationInputSchema, {})).toEqual({
      uit: ['required'],
      confirmationType: ['required'],
    });
    expect(errors(transportConfirmationInputSchema, { uit: UIT, confirmationType: 40 })).toEqual({
      confirmationType: ['invalid'],
    });
    expect(errors(transportConfirmationInputSchema, { uit: 'ABC', confirmationType: 10 })).toEqual({
      uit: ['size:16'],
    });
  });

  it('keeps notes and a reference code within the XSD lengths', () => {
    const parsed = transportConfirmationInputSchema.parse({
      uit: UIT,
      confirmationType: '20',
      notes: '  Two   pallets short ',
      referenceCode: 'R-1',
      postFailure: true,
    });
    expect(parsed).toMatchObject({
      confirmationType: 20,
      notes: 'Two pallets short',
      referenceCode: 'R-1',
      postFailure: true,
    });
    expect(
      errors(transportConfirmationInputSchema, {
        uit: UIT,
        confirmationType: 30,
        referenceCode: 'x'.repeat(51),
      }),
    ).toEqual({ referenceCode: ['max:50'] });
  });
});
