import { z } from 'zod';
import '../validation/rule-codes';
import { codeSchema, currentPasswordSchema } from './auth.schemas';
import { secondStepRuleErrors } from './login-rules';

export const TWO_FACTOR_TYPES = ['app', 'sms'] as const;
export type TwoFactorType = (typeof TWO_FACTOR_TYPES)[number];

/** One-time recovery codes handed out when two-factor sign-in is enabled or the codes regenerated. */
export const RECOVERY_CODE_COUNT = 10;

const RO_MOBILE_PREFIXES = ['+407', '00407', '07'];

/**
 * The two-factor phone (spec 02 §5): a Romanian mobile number of 10 to 12 characters starting with
 * +407, 07 or 00407, digits after the prefix; spaces, dots and dashes typed between groups are dropped.
 */
export function roMobileRule(value: string): string | null {
  const phone = normalisePhone(value);
  if (phone === '') return 'required';
  const prefix = RO_MOBILE_PREFIXES.find((candidate) => phone.startsWith(candidate));
  if (!prefix || !/^\d+$/.test(phone.slice(prefix.length))) return 'phone.ro-mobile';
  if (phone.length < 10) return 'min:10';
  if (phone.length > 12) return 'max:12';
  return null;
}

export const normalisePhone = (value: string) => value.replace(/[\s.\-()]/g, '');

export const twoFactorStartSchema = z
  .object({
    type: z.enum(TWO_FACTOR_TYPES),
    phone: z.string().optional(),
  })
  .check((ctx) => {
    if (ctx.value.type !== 'sms') return;
    const code = roMobileRule(ctx.value.phone ?? '');
    if (code) ctx.issues.push({ code: 'custom', message: code, input: ctx.value.phone, path: ['phone'] });
  });
export type TwoFactorStartInput = z.input<typeof twoFactorStartSchema>;

/** The setup waiting for its first code: the app's secret and URI, or the phone the SMS went to. */
export const twoFactorSetupSchema = z.object({
  type: z.enum(TWO_FACTOR_TYPES),
  secret: z.string().nullable(),
  otpauthUri: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorFinishSchema = z.object({ code: codeSchema, password: currentPasswordSchema });
export type TwoFactorFinishInput = z.input<typeof twoFactorFinishSchema>;

export const twoFactorPasswordSchema = z.object({ password: currentPasswordSchema });

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/**
 * The sign-in's second step: a code (from the app or the SMS) or one of the recovery codes; a
 * recovery code, when given, is the one checked.
 */
export const loginTwoFactorSchema = z
  .object({ code: z.string().trim().optional(), recoveryCode: z.string().trim().optional() })
  .check((ctx) => {
    for (const [field, rule] of Object.entries(secondStepRuleErrors(ctx.value)))
      ctx.issues.push({ code: 'custom', message: rule, input: ctx.value, path: [field] });
  });
export type LoginTwoFactorInput = z.input<typeof loginTwoFactorSchema>;

/** The answer of a password sign-in that needs its second step (202). */
export const twoFactorChallengeSchema = z.object({
  twoFactorType: z.enum(TWO_FACTOR_TYPES),
  /** The SMS went to this number, shown masked ("07•• ••• 123"). */
  maskedPhone: z.string().nullable(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** "0722 123 456" as "07•••••456": enough to recognise one's number, not to learn it. */
export function maskPhone(phone: string): string {
  const digits = normalisePhone(phone);
  return `${digits.slice(0, 2)}${'•'.repeat(Math.max(0, digits.length - 5))}${digits.slice(-3)}`;
}
