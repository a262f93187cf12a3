import { describe, expect, it } from 'vitest';
import { loadLocaleResource } from '../../../locales/resources';
import { ruleMessage } from '../../../shared/forms/rule-messages';

// Every code the declaration form can show next to a field: the domain schema's (shared with the
// server) and the server's stored-data rules (declaration-party-rules.ts). The form reads the
// e-Transport texts first (etransport.rules.<name>), then the shared ones.
const FORM_CODES = [
  'required',
  'invalid',
  'numeric',
  'date',
  'max:50',
  'min:0.01',
  'decimal:0-4',
  'unique',
  'onlyAlphaNumeric',
  'format',
  'size:16',
  'after_or_equal:2026-11-26',
  'before_or_equal:2026-11-29',
  'lte',
  'gte',
  'role:client',
  'role:supplier',
  'cnp-required',
  ...['004', '005', '006', '007', '019', '025', '026', '028', '029', '038', '040', '042', '043'].map(
    (n) => `BR-${n}`,
  ),
  ...['046', '068', '069', '070', '205', '209', '212', '213', '214', '215', '216', '217'].map(
    (n) => `BR-${n}`,
  ),
  'BR-CL-002',
];

const lookup = (resource: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resource);

describe.each(['ro-RO', 'en-GB'] as const)('declaration rule texts in %s', (locale) => {
  it('word every code the form can show', async () => {
    const resource = await loadLocaleResource(locale);
    const missing = FORM_CODES.filter((code) => {
      const own = lookup(resource, `etransport.rules.${code.split(':')[0]}`);
      if (typeof own === 'string') return false;
      const shared = ruleMessage(code);
      return (
        code !== 'invalid' &&
        (shared.key === 'validation.invalid' || typeof lookup(resource, shared.key) !== 'string')
      );
    });
    expect(missing).toEqual([]);
  });
});
