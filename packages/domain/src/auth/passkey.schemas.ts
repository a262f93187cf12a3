import { z } from 'zod';

export const PASSKEY_NAME_MAX = 60;

export const passkeyItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  backedUp: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyItem = z.infer<typeof passkeyItemSchema>;
export const passkeyListSchema = z.object({ items: z.array(passkeyItemSchema) });

/** What the browser's WebAuthn call answered, as @simplewebauthn/browser serialises it. */
export const credentialJsonSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string() }),
  clientExtensionResults: z.looseObject({}).default({}),
});

export const passkeyRegistrationFinishSchema = z.object({
  credential: credentialJsonSchema,
  name: z.string().trim().max(PASSKEY_NAME_MAX).optional(),
});

export const passkeyLoginFinishSchema = z.object({ credential: credentialJsonSchema });

/** The options the browser passes to navigator.credentials (WebAuthn JSON form). */
export const webauthnOptionsSchema = z.looseObject({ challenge: z.string() });
