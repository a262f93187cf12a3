import { z } from 'zod';
import '../validation/rule-codes';
import { emailSchema, NAME_MAX_LENGTH, newPasswordSchema } from '../auth/auth.schemas';
import { ACCOUNT_PERMISSIONS, PERMISSIONS, ROLES } from '../permissions/permissions';

const name = z.string().trim().min(1).max(NAME_MAX_LENGTH);

/**
 * A sub-user as the owner sets them up (spec 02 §3 Sub-user, §5): names, e-mail, role, the allowed
 * companies (a list, or all, including companies created later) and what they may do there; plus
 * the account permissions (managing sub-users). An administrator holds everything everywhere.
 */
export const subUserInputSchema = z
  .object({
    email: emailSchema,
    fname: name,
    lname: name,
    role: z.enum(ROLES),
    allCompanies: z.boolean().default(false),
    myCompanyIds: z.array(z.uuid()).max(500).default([]),
    permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length).default([]),
  })
  // Checked even while other fields fail, so the form shows every missing field at once.
  .refine((value) => value.role === 'admin' || value.allCompanies || value.myCompanyIds.length > 0, {
    message: 'required',
    path: ['myCompanyIds'],
    when: (payload) => {
      const value = payload.value as
        | { role?: unknown; allCompanies?: unknown; myCompanyIds?: unknown }
        | undefined;
      return typeof value === 'object' && value !== null && value.role !== undefined;
    },
  });
export type SubUserInput = z.input<typeof subUserInputSchema>;
export type SubUserValues = z.output<typeof subUserInputSchema>;

export const subUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fname: z.string(),
  lname: z.string(),
  role: z.enum(ROLES),
  allCompanies: z.boolean(),
  myCompanyIds: z.array(z.string()),
  permissions: z.array(z.string()),
  /** Invited and not yet signed in: the invitation's expiry. */
  invitationExpiresAt: z.string().nullable(),
  current: z.boolean(),
});
export type SubUser = z.infer<typeof subUserSchema>;
export const subUserListSchema = z.object({ items: z.array(subUserSchema) });

/** Permissions granted per company (or on all of them); the account ones are always global. */
export const COMPANY_PERMISSIONS = PERMISSIONS.filter(
  (permission) => !ACCOUNT_PERMISSIONS.includes(permission),
);

export const invitationAcceptSchema = z
  .object({
    token: z.string().min(10).max(200),
    password: newPasswordSchema,
    confirmPassword: z.string().min(1),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'same:password',
    path: ['confirmPassword'],
  });
