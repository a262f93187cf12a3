import type { resetPasswordFinishSchema, signupSchema } from '@app/domain/auth/auth.schemas';
import type { z } from 'zod';

/** What the server receives (the schemas' parsed output; their declared input types are `unknown`). */
export type SignupPayload = z.output<typeof signupSchema>;
export type ResetPasswordFinishPayload = z.output<typeof resetPasswordFinishSchema>;
