import type {
  changeEmailStartSchema,
  changePasswordSchema,
  updateAccountSchema,
} from '@app/domain/auth/auth.schemas';
import type { z } from 'zod';

/** What the server receives (the schemas' parsed output). */
export type UpdateAccountPayload = z.output<typeof updateAccountSchema>;
export type ChangeEmailStartPayload = z.output<typeof changeEmailStartSchema>;
export type ChangePasswordPayload = z.output<typeof changePasswordSchema>;

/** GET /v1/auth/timezones: value -> label. */
export type Timezones = Record<string, string>;

export interface DeleteAccountAnswer {
  deletionScheduledAt: string;
}
