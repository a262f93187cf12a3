import { describe, expect, it } from 'vitest';
import { CODE_SEPARATOR, codesOfFieldError, splitServerErrors } from './field-errors';

describe('codesOfFieldError', () => {
  it('reads the single message of a first-error field', () => {
    expect(codesOfFieldError({ message: 'required' })).toEqual(['required']);
  });

  it('splits server codes joined in one message', () => {
    expect(codesOfFieldError({ message: ['min:8', 'password.numbers'].join(CODE_SEPARATOR) })).toEqual([
      'min:8',
      'password.numbers',
    ]);
  });

  it('collects every criteria of an all-criteria error, without repeats', () => {
    expect(
      codesOfFieldError({
        message: 'min:8',
        types: { custom: ['min:8', 'password.mixed'], too_small: 'min:8', other: true },
      }),
    ).toEqual(['min:8', 'password.mixed']);
  });

  it('returns nothing for a missing error', () => {
    expect(codesOfFieldError(undefined)).toEqual([]);
  });
});

describe('splitServerErrors', () => {
  it('keeps the form fields and gathers the rest', () => {
    expect(
      splitServerErrors({ email: ['auth.failed'], company: ['invalid'], password: [] }, [
        'email',
        'password',
      ]),
    ).toEqual({ fields: { email: ['auth.failed'] }, other: ['invalid'] });
  });
});
