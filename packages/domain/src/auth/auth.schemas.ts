import { z } from 'zod';
import '../validation/rule-codes';
import { ruledString } from '../validation/ruled-string';
import { cuiRule } from '../validators/cui';
import { emailRule } from '../validators/email';
import { isKnownTimezone, LOCALES } from './locale';
import { sixDigitCodeRule } from './login-rules';
import { PASSWORD_MAX_LENGTH, passwordCompositionErrors } from './password-rules';

export const NAME_MAX_LENGTH = 50;
export { VERIFICATION_CODE_LENGTH } from './login-rules';

export const emailSchema = ruledString(emailRule);

/** A password being chosen: composition rules; the server adds "password.uncompromised" and "password.previous". */
export const newPasswordSchema = z.string().check((ctx) => {
  const codes = ctx.value === '' ? ['required'] : passwordCompositionErrors(ctx.value);
  for (const code of codes) ctx.issues.push({ code: 'custom', message: code, input: ctx.value });
});

/** A password being checked against the stored one: only presence and a sane bound. */
export const currentPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);

export const codeSchema = ruledString(sixDigitCodeRule);

const nameSchema = z.string().trim().min(1).max(NAME_MAX_LENGTH);
export const localeSchema = z.enum(LOCALES);
export const timezoneSchema = ruledString((value) => {
  if (value === '') return 'required';
  return isKnownTimezone(value) ? null : 'invalid';
});

/**
 * Adds "same:password" to confirmPassword when the two differ. An empty confirmation already
 * says "required", so it is not also told to match.
 */
type Confirmable = { password: string; confirmPassword: string };

function confirmed<S extends z.ZodType<Confirmable>>(schema: S) {
  return schema.refine((value: Confirmable) => value.password === value.confirmPassword, {
    message: 'same:password',
    path: ['confirmPassword'],
    when: (payload) => {
      const confirmation = (payload.value as Partial<Confirmable> | undefined)?.confirmPassword;
      return typeof confirmation === 'string' && confirmation !== '';
    },
  });
}

export const signupSchema = confirmed(
  z.object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1),
    fname: nameSchema,
    lname: nameSchema,
    locale: localeSchema.default('ro-RO'),
    tos: z.literal(true, { error: 'accepted' }),
    marketingOptIn: z.boolean().default(false),
    signupCompanyBusinessId: z
      .string()
      .trim()
      .max(20)
      .check((ctx) => {
        const code = ctx.value === '' ? null : cuiRule(ctx.value);
        if (code) ctx.issues.push({ code: 'custom', message: code, input: ctx.value });
      })
      .nullish(),
    signupCompanyLegalName: z.string().trim().max(200).nullish(),
  }),
);
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const resetPasswordStartSchema = z.object({ email: emailSchema });

export const resetPasswordFinishSchema = confirmed(
  z.object({
    email: emailSchema,
    code: codeSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1),
  }),
);
export type ResetPasswordFinishInput = z.input<typeof resetPasswordFinishSchema>;

/**
 * The mailed code proves the address. Signed in (an older, unverified session) the session names
 * the account; right after sign-up there is no session yet, so the address comes with the code.
 */
export const verifyEmailFinishSchema = z.object({ code: codeSchema, email: emailSchema.optional() });
/** Without a session the address whose code to send again (answered the same whether it exists). */
export const verifyEmailResendSchema = z.object({ email: emailSchema.optional() });

export const updateAccountSchema = z.object({
  fname: nameSchema,
  lname: nameSchema,
  timezone: timezoneSchema,
  marketingOptIn: z.boolean(),
  locale: localeSchema,
});
export type UpdateAccountInput = z.input<typeof updateAccountSchema>;

export const changeEmailStartSchema = z.object({ password: currentPasswordSchema, email: emailSchema });
export const changeEmailFinishSchema = z.object({ code: codeSchema });

export const changePasswordSchema = confirmed(
  z.object({
    currentPassword: currentPasswordSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1),
  }),
);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const deleteAccountSchema = z.object({ password: currentPasswordSchema });

export const identitySchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  email: z.string(),
  emailVerifiedAt: z.string().nullable(),
  fname: z.string(),
  lname: z.string(),
  timezone: z.string(),
  locale: localeSchema,
  marketingOptIn: z.boolean(),
  dateFormat: z.string(),
  twoFactorType: z.enum(['sms', 'app']).nullable(),
  featureFlags: z.record(z.string(), z.boolean()),
  signupCompanyBusinessId: z.string().nullable(),
  signupCompanyLegalName: z.string().nullable(),
  /** One of the platform's operators (billing administration across every tenant). */
  isOperator: z.boolean(),
});
export type Identity = z.infer<typeof identitySchema>;

export const messageSchema = z.object({ message: z.string() });

export const timezonesSchema = z.record(z.string(), z.string());
