import { hash, verify } from '@node-rs/argon2';
import { ValidationError } from '../http/errors';
import { isLeakedPassword } from './leaked-passwords';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes).
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * The checks of a new password that need data: not in the leaked list, not the current one.
 * Composition rules were already checked by the request schema.
 */
export async function assertAcceptableNewPassword(
  password: string,
  currentHash: string | null,
  field = 'password',
): Promise<void> {
  const codes: string[] = [];
  if (await isLeakedPassword(password)) codes.push('password.uncompromised');
  if (currentHash && (await verifyPassword(currentHash, password))) codes.push('password.previous');
  if (codes.length > 0) throw new ValidationError({ [field]: codes });
}
