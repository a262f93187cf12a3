import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '../validation/rule-codes';
import { loginTwoFactorSchema, maskPhone, roMobileRule, twoFactorStartSchema } from './two-factor.schemas';

describe('two-factor phone (spec 02 §5)', () => {
  it.each([
    ['0722123456', null],
    ['+40722123456', null],
    ['0722 123 456', null],
    ['0722-123-456', null],
    ['', 'required'],
    ['0212345678', 'phone.ro-mobile'],
    ['+40212345678', 'phone.ro-mobile'],
    ['07221234a6', 'phone.ro-mobile'],
    ['072212345', 'min:10'],
    ['+407221234567', 'max:12'],
    ['0040722123456', 'max:12'],
  ])('%s gives %s', (phone, code) => {
    expect(roMobileRule(phone)).toBe(code);
  });

  it('asks for the phone only for SMS', () => {
    expect(twoFactorStartSchema.safeParse({ type: 'app' }).success).toBe(true);
    const sms = twoFactorStartSchema.safeParse({ type: 'sms' });
    expect(sms.success ? {} : fieldErrorsFrom(sms.error.issues)).toEqual({ phone: ['required'] });
    const type = twoFactorStartSchema.safeParse({});
    expect(type.success ? {} : fieldErrorsFrom(type.error.issues)).toEqual({ type: ['required'] });
  });

  it('masks the number it sent the code to', () => {
    expect(maskPhone('0722 123 456')).toBe('07•••••456');
    expect(maskPhone('+40722123456')).toBe('+4•••••••456');
  });
});

describe('the sign-in second step', () => {
  it('takes a six-digit code or a recovery code', () => {
    expect(loginTwoFactorSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(loginTwoFactorSchema.safeParse({ recoveryCode: 'k3f9q-x27mw' }).success).toBe(true);
    expect(loginTwoFactorSchema.safeParse({ recoveryCode: 'K3F9Q-X27MW' }).success).toBe(true);
    expect(loginTwoFactorSchema.safeParse({ code: '12345' }).success).toBe(false);
    const empty = loginTwoFactorSchema.safeParse({});
    expect(empty.success ? {} : fieldErrorsFrom(empty.error.issues)).toEqual({ code: ['required'] });
    const wrong = loginTwoFactorSchema.safeParse({ recoveryCode: 'abc' });
    expect(wrong.success ? {} : fieldErrorsFrom(wrong.error.issues)).toEqual({
      recoveryCode: ['two-factor.recovery-code-format'],
    });
  });
});
