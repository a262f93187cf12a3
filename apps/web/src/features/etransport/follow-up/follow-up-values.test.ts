import {
  transportConfirmationInputSchema,
  vehicleModificationInputSchema,
} from '@app/domain/etransport/follow-up.schemas';
import { describe, expect, it } from 'vitest';
import { transportConfirmationValues, vehicleModificationValues } from './follow-up-values';

// A UIT whose check digits hold (the sum of the first 14 character codes, mod 100).
const body = '3V0P0L0P0T3JUW';
const sum = [...body].reduce((total, character) => total + character.charCodeAt(0), 0);
const UIT = `${body}${String(sum % 100).padStart(2, '0')}`;
const DECLARATION_ID = '0193a1b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b';

describe('e-Transport follow-up form values', () => {
  it('start a vehicle modification from the declaration, its UIT shown in groups of 4', () => {
    const values = vehicleModificationValues({ id: DECLARATION_ID, uit: UIT }, null);
    expect(values.declarationId).toBe(DECLARATION_ID);
    expect(values.uit).toBe(`3V0P-0L0P-0T3J-UW${UIT.slice(14)}`);
    const parsed = vehicleModificationInputSchema.parse({
      ...values,
      date: '2026-11-26',
      time: '14:30',
      vehicleRegistrationNumber: 'b123abc',
    });
    expect(parsed).toMatchObject({ uit: UIT, time: '14:30:00', vehicleRegistrationNumber: 'B123ABC' });
  });

  it('reload a stored modification for editing, the time in hours and minutes', () => {
    const values = vehicleModificationValues(null, {
      declarationId: null,
      uit: UIT,
      date: '2026-11-26',
      time: '14:30:00',
      vehicleRegistrationNumber: 'B123ABC',
      trailerRegistrationNumber: null,
      postFailure: true,
    });
    expect(values).toMatchObject({ time: '14:30', trailerRegistrationNumber: '', postFailure: true });
    expect(vehicleModificationInputSchema.safeParse(values).success).toBe(true);
  });

  it('start an empty confirmation without a declaration, which the schema refuses until filled', () => {
    const values = transportConfirmationValues(null, null);
    expect(values).toMatchObject({ declarationId: null, uit: '', confirmationType: '' });
    const result = transportConfirmationInputSchema.safeParse(values);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['uit', 'confirmationType']));
  });

  it('reload a stored confirmation with its type as the select value', () => {
    const values = transportConfirmationValues(null, {
      uit: UIT,
      confirmationType: 20,
      notes: 'Lipsă 2 colete',
    });
    expect(values).toMatchObject({ confirmationType: '20', notes: 'Lipsă 2 colete' });
    expect(transportConfirmationInputSchema.parse(values).confirmationType).toBe(20);
  });
});
