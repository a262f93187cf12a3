import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  couldPassComposition,
  isLeakedPassword,
  leakedListPath,
  leakedPasswordCount,
  loadLeakedPasswords,
} from './leaked-passwords';

describe('leaked passwords', () => {
  it('finds the bundled list', () => {
    expect(existsSync(leakedListPath())).toBe(true);
  });

  it('keeps at least 100,000 entries after filtering', async () => {
    expect(await leakedPasswordCount()).toBeGreaterThanOrEqual(100_000);
  });

  it.each(['password123', 'Qwerty123', 'Iloveyou1', 'Password1', 'PASSWORD123', 'qWeRtY123'])(
    '%s is leaked, whatever its case',
    async (password) => {
      expect(await isLeakedPassword(password)).toBe(true);
    },
  );

  it('does not know a random 20-character password', async () => {
    const password = `Aa1${randomBytes(16).toString('base64url').slice(0, 17)}`;
    expect(password).toHaveLength(20);
    expect(await isLeakedPassword(password)).toBe(false);
  });

  it('drops entries no acceptable password could equal', async () => {
    const entries = await loadLeakedPasswords();
    expect(entries.has('12345678')).toBe(false);
    expect(entries.has('password')).toBe(false);
    expect(entries.has('abc123')).toBe(false);
    for (const entry of entries) {
      if (!couldPassComposition(entry) || entry !== entry.toLowerCase()) throw new Error(`kept ${entry}`);
    }
  });

  it('loads once: concurrent callers share the same set', async () => {
    const [first, second] = await Promise.all([loadLeakedPasswords(), loadLeakedPasswords()]);
    expect(first).toBe(second);
  });

  it.each([
    ['password1', true],
    ['passw0rd', true],
    ['password', false],
    ['12345678', false],
    ['pass1', false],
    ['ăîșțâăîș1', true],
  ])('couldPassComposition(%j) is %s', (entry, expected) => {
    expect(couldPassComposition(entry)).toBe(expected);
  });
});
