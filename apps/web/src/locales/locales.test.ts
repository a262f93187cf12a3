import { describe, expect, it } from 'vitest';
import { ruleMessage } from '../shared/forms/rule-messages';
import { loadLocaleResource } from './resources';

const roRO = await loadLocaleResource('ro-RO');
const enGB = await loadLocaleResource('en-GB');

/** Dotted keys of every text in a resource. */
function keysOf(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const RULE_CODES = [
  'required',
  'email',
  'accepted',
  'invalid',
  'expired',
  'unique',
  'min:8',
  'max:50',
  'gt:0',
  'lt:10',
  'digits:6',
  'same:password',
  'password.mixed',
  'password.letters',
  'password.numbers',
  'password.uncompromised',
  'password.previous',
  'auth.failed',
  'auth.throttle',
  'cui.check-digit',
  'cnp.check-digit',
  'iban.checksum',
  'code.wrong',
  'decimal:0-2',
  'etransport.draft-child-exists',
  'etransport.spv-inactive',
  'etransport.module-inactive',
  'etransport.date-not-sendable',
  'cnp-required',
];

describe('locales', () => {
  it('ro-RO and en-GB have the same keys', () => {
    expect(keysOf(enGB).sort()).toEqual(keysOf(roRO).sort());
  });

  it('have no empty texts', () => {
    for (const resource of [roRO, enGB]) {
      const empty = keysOf(resource).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resource);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('translate every rule code the server and the schemas use', () => {
    const keys = new Set(keysOf(roRO));
    const missing = RULE_CODES.flatMap((code) => [
      ruleMessage(code).key,
      ruleMessage(code, { numeric: true }).key,
    ]).filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });
});

describe('core and signed-in texts', () => {
  it('split every text between the core files and the rest, without overlap', async () => {
    const core = keysOf(await loadLocaleResource('ro-RO', 'core'));
    const rest = keysOf(await loadLocaleResource('ro-RO', 'rest'));
    expect(core).toContain('auth.login.title');
    expect(rest).not.toContain('auth.login.title');
    expect(core.filter((key) => rest.includes(key))).toEqual([]);
    expect([...core, ...rest].sort()).toEqual(keysOf(roRO).sort());
  });
});
