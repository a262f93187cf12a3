import { z } from 'zod';

/** What the security log of an account records (OWASP ASVS V2/V3: an audit trail per user). */
export const SECURITY_EVENT_TYPES = [
  'sign-in',
  'sign-in-new-origin',
  'sign-out',
  'session-ended',
  'other-sessions-ended',
  'password-changed',
  'password-reset',
  'email-changed',
  'two-factor-enabled',
  'two-factor-disabled',
  'recovery-codes-regenerated',
  'recovery-code-used',
  'passkey-added',
  'passkey-removed',
  'deletion-requested',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

const device = { ip: z.string().nullable(), browser: z.string().nullable(), os: z.string().nullable() };

export const sessionItemSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  ...device,
  rememberMe: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type SessionItem = z.infer<typeof sessionItemSchema>;
export const sessionListSchema = z.object({ items: z.array(sessionItemSchema) });

export const securityEventSchema = z.object({
  id: z.string(),
  type: z.enum(SECURITY_EVENT_TYPES),
  ...device,
  createdAt: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;
export const securityEventListSchema = z.object({ items: z.array(securityEventSchema) });
