import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsFrom } from '../validation/rule-codes';
import {
  changeEmailStartSchema,
  changePasswordSchema,
  deleteAccountSchema,
  loginSchema,
  resetPasswordFinishSchema,
  resetPasswordStartSchema,
  signupSchema,
  updateAccountSchema,
  verifyEmailFinishSchema,
} from './auth.schemas';

function errorsOf(schema: z.ZodType, input: unknown): FieldErrors {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error.issues);
}

type Case = [field: string, value: unknown, codes: string[]];

/** Each case changes one field of a valid input and expects exactly these codes on it (none: accepted). */
function expectFieldCases(schema: z.ZodType, valid: Record<string, unknown>, cases: Case[]) {
  it.each(cases)('%s = %j gives %j', (field, value, expected) => {
    const input = { ...valid, [field]: value };
    // A new password is typed twice; keep the confirmation in step so only the field under test speaks.
    const typedTwice = field === 'password' && 'confirmPassword' in valid;
    if (typedTwice && typeof value === 'string' && value !== '') input.confirmPassword = value;
    const { [field]: own = [], ...others } = errorsOf(schema, input);
    expect(own).toEqual(expected);
    // Without a password to compare with, the confirmation can only say it does not match.
    if (typedTwice && others.confirmPassword?.join() === 'same:password') delete others.confirmPassword;
    expect(others).toEqual({});
  });
}

const email255 = `${'x'.repeat(250)}@b.ro`;
const email256 = `${'x'.repeat(251)}@b.ro`;
const name50 = 'Ș'.repeat(50);
const name51 = 'Ș'.repeat(51);

const emailCases: Case[] = [
  ['email', undefined, ['required']],
  ['email', null, ['required']],
  ['email', '', ['required']],
  ['email', '   ', ['required']],
  ['email', 5, ['string']],
  ['email', 'not-an-email', ['email']],
  ['email', 'a@b', ['email']],
  ['email', 'a b@c.ro', ['email']],
  ['email', ' ana@example.ro ', []],
  ['email', email255, []],
  ['email', email256, ['max:255']],
  ['email', 'x'.repeat(300), ['max:255']],
];

const newPasswordCases: Case[] = [
  ['password', undefined, ['required']],
  ['password', '', ['required']],
  ['password', 12345678, ['string']],
  ['password', 'Abcde12', ['min:8']],
  ['password', 'Abcdef12', []],
  ['password', `Aa1${'x'.repeat(252)}`, []],
  ['password', `Aa1${'x'.repeat(253)}`, ['max:255']],
  ['password', '12345678', ['password.letters']],
  ['password', 'abcdefg1', ['password.mixed']],
  ['password', 'Abcdefgh', ['password.numbers']],
  ['password', 'abc', ['min:8', 'password.mixed', 'password.numbers']],
];

const confirmCases: Case[] = [
  ['confirmPassword', undefined, ['required']],
  ['confirmPassword', '', ['required']],
  ['confirmPassword', 5, ['string']],
  ['confirmPassword', 'Abcdef13', ['same:password']],
  ['confirmPassword', 'abcdef12', ['same:password']],
];

const currentPasswordCases = (field: string): Case[] => [
  [field, undefined, ['required']],
  [field, '', ['required']],
  [field, 5, ['string']],
  [field, 'x', []],
  [field, 'x'.repeat(255), []],
  [field, 'x'.repeat(256), ['max:255']],
];

const nameCases = (field: string): Case[] => [
  [field, undefined, ['required']],
  [field, '', ['required']],
  [field, '   ', ['required']],
  [field, 5, ['string']],
  [field, name50, []],
  [field, ` ${name50} `, []],
  [field, name51, ['max:50']],
];

const codeCases: Case[] = [
  ['code', undefined, ['required']],
  ['code', '', ['required']],
  ['code', 123456, ['string']],
  ['code', '12345', ['digits:6']],
  ['code', '1234567', ['digits:6']],
  ['code', '12a456', ['digits:6']],
  ['code', '１２３４５６', ['digits:6']],
  ['code', ' 123456 ', []],
];

describe('signupSchema', () => {
  const valid = {
    email: 'ana@example.ro',
    password: 'Abcdef12',
    confirmPassword: 'Abcdef12',
    fname: 'Ana',
    lname: 'Popescu',
    tos: true,
  };

  it('accepts a minimal signup, trims and fills the defaults', () => {
    expect(signupSchema.parse({ ...valid, email: ' ana@example.ro ', fname: ' Ana ' })).toEqual({
      ...valid,
      locale: 'ro-RO',
      marketingOptIn: false,
    });
  });

  it('gives required for every required field of an empty body', () => {
    expect(errorsOf(signupSchema, {})).toEqual({
      email: ['required'],
      password: ['required'],
      confirmPassword: ['required'],
      fname: ['required'],
      lname: ['required'],
      tos: ['accepted'],
    });
  });

  it('names the expected type for wrong types', () => {
    const wrong = {
      email: 5,
      password: 5,
      confirmPassword: 5,
      fname: 5,
      lname: true,
      locale: 5,
      tos: 'yes',
      marketingOptIn: 'true',
      signupCompanyBusinessId: 18547290,
      signupCompanyLegalName: {},
    };
    expect(errorsOf(signupSchema, wrong)).toEqual({
      email: ['string'],
      password: ['string'],
      confirmPassword: ['string'],
      fname: ['string'],
      lname: ['string'],
      locale: ['invalid'],
      tos: ['accepted'],
      marketingOptIn: ['boolean'],
      signupCompanyBusinessId: ['string'],
      signupCompanyLegalName: ['string'],
    });
  });

  it('still compares the confirmation when other fields fail', () => {
    expect(errorsOf(signupSchema, { ...valid, fname: '', confirmPassword: 'other' })).toEqual({
      fname: ['required'],
      confirmPassword: ['same:password'],
    });
  });

  it('tells a confirmation without a password that it does not match', () => {
    expect(errorsOf(signupSchema, { ...valid, password: undefined })).toEqual({
      password: ['required'],
      confirmPassword: ['same:password'],
    });
  });

  expectFieldCases(signupSchema, valid, [
    ...emailCases,
    ...newPasswordCases,
    ...confirmCases,
    ...nameCases('fname'),
    ...nameCases('lname'),
    ['locale', undefined, []],
    ['locale', 'en-GB', []],
    ['locale', 'fr-FR', ['invalid']],
    ['locale', 'ro', ['invalid']],
    ['locale', null, ['required']],
    ['tos', undefined, ['accepted']],
    ['tos', false, ['accepted']],
    ['tos', 'true', ['accepted']],
    ['tos', 1, ['accepted']],
    ['marketingOptIn', undefined, []],
    ['marketingOptIn', true, []],
    ['marketingOptIn', 'true', ['boolean']],
    ['marketingOptIn', 1, ['boolean']],
    ['signupCompanyBusinessId', undefined, []],
    ['signupCompanyBusinessId', null, []],
    ['signupCompanyBusinessId', '', []],
    ['signupCompanyBusinessId', '   ', []],
    ['signupCompanyBusinessId', 'RO18547290', []],
    ['signupCompanyBusinessId', ' 14399840 ', []],
    ['signupCompanyBusinessId', '18547291', ['cui.check-digit']],
    ['signupCompanyBusinessId', 'ABC', ['invalid']],
    ['signupCompanyBusinessId', '1'.repeat(21), ['max:20', 'invalid']],
    ['signupCompanyBusinessId', 18547290, ['string']],
    ['signupCompanyLegalName', null, []],
    ['signupCompanyLegalName', 'S.C. Exemplu S.R.L.', []],
    ['signupCompanyLegalName', 'x'.repeat(200), []],
    ['signupCompanyLegalName', 'x'.repeat(201), ['max:200']],
    ['signupCompanyLegalName', 5, ['string']],
  ]);
});

describe('loginSchema', () => {
  const valid = { email: 'ana@example.ro', password: 'whatever' };

  it('accepts any non-empty password and defaults rememberMe', () => {
    expect(loginSchema.parse(valid)).toEqual({ ...valid, rememberMe: false });
  });

  it('gives required for an empty body', () => {
    expect(errorsOf(loginSchema, {})).toEqual({ email: ['required'], password: ['required'] });
  });

  expectFieldCases(loginSchema, valid, [
    ...emailCases,
    ...currentPasswordCases('password'),
    ['rememberMe', true, []],
    ['rememberMe', 'true', ['boolean']],
    ['rememberMe', 'on', ['boolean']],
    ['rememberMe', null, ['required']],
  ]);
});

describe('resetPasswordStartSchema', () => {
  expectFieldCases(resetPasswordStartSchema, { email: 'ana@example.ro' }, emailCases);
});

describe('resetPasswordFinishSchema', () => {
  const valid = {
    email: 'ana@example.ro',
    code: '012345',
    password: 'Abcdef12',
    confirmPassword: 'Abcdef12',
  };

  it('accepts a valid finish and trims the code', () => {
    expect(resetPasswordFinishSchema.parse({ ...valid, code: ' 012345 ' })).toEqual(valid);
  });

  it('gives required for an empty body', () => {
    expect(errorsOf(resetPasswordFinishSchema, {})).toEqual({
      email: ['required'],
      code: ['required'],
      password: ['required'],
      confirmPassword: ['required'],
    });
  });

  expectFieldCases(resetPasswordFinishSchema, valid, [
    ...emailCases,
    ...codeCases,
    ...newPasswordCases,
    ...confirmCases,
  ]);
});

describe('verifyEmailFinishSchema', () => {
  expectFieldCases(verifyEmailFinishSchema, { code: '123456' }, codeCases);
});

describe('updateAccountSchema', () => {
  const valid = {
    fname: 'Ana',
    lname: 'Pop',
    timezone: 'Europe/Bucharest',
    marketingOptIn: true,
    locale: 'en-GB',
  };

  it('accepts a valid update', () => {
    expect(updateAccountSchema.parse(valid)).toEqual(valid);
  });

  it('has no defaults: every field is required', () => {
    expect(errorsOf(updateAccountSchema, {})).toEqual({
      fname: ['required'],
      lname: ['required'],
      timezone: ['required'],
      marketingOptIn: ['required'],
      locale: ['required'],
    });
  });

  expectFieldCases(updateAccountSchema, valid, [
    ...nameCases('fname'),
    ...nameCases('lname'),
    ['timezone', '', ['required']],
    ['timezone', 5, ['string']],
    ['timezone', 'UTC', []],
    ['timezone', 'America/New_York', []],
    ['timezone', 'Mars/Olympus', ['invalid']],
    ['timezone', 'europe/bucharest', ['invalid']],
    ['marketingOptIn', undefined, ['required']],
    ['marketingOptIn', false, []],
    ['marketingOptIn', 'false', ['boolean']],
    ['marketingOptIn', 0, ['boolean']],
    ['locale', 'ro-RO', []],
    ['locale', undefined, ['required']],
    ['locale', 'de-DE', ['invalid']],
    ['locale', 5, ['invalid']],
  ]);
});

describe('changeEmailStartSchema', () => {
  const valid = { password: 'current', email: 'new@example.ro' };
  expectFieldCases(changeEmailStartSchema, valid, [...emailCases, ...currentPasswordCases('password')]);
});

describe('changePasswordSchema', () => {
  const valid = { currentPassword: 'old', password: 'Abcdef12', confirmPassword: 'Abcdef12' };

  it('gives required for an empty body', () => {
    expect(errorsOf(changePasswordSchema, {})).toEqual({
      currentPassword: ['required'],
      password: ['required'],
      confirmPassword: ['required'],
    });
  });

  it('reports composition and the mismatch together', () => {
    expect(errorsOf(changePasswordSchema, { ...valid, password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: ['min:8', 'password.mixed', 'password.numbers'],
      confirmPassword: ['same:password'],
    });
  });

  expectFieldCases(changePasswordSchema, valid, [
    ...currentPasswordCases('currentPassword'),
    ...newPasswordCases,
    ...confirmCases,
  ]);
});

describe('deleteAccountSchema', () => {
  expectFieldCases(deleteAccountSchema, { password: 'current' }, currentPasswordCases('password'));
});
