import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, DEFAULT_TIMEZONE, isKnownTimezone, knownTimezones, LOCALES } from './locale';

describe('locale', () => {
  it('defaults to ro-RO and Bucharest, which are known', () => {
    expect(LOCALES).toContain(DEFAULT_LOCALE);
    expect(isKnownTimezone(DEFAULT_TIMEZONE)).toBe(true);
  });

  it('knows UTC even when the runtime leaves it out', () => {
    expect(isKnownTimezone('UTC')).toBe(true);
    expect(knownTimezones()).toContain('UTC');
  });

  it('refuses unknown zones and wrong case', () => {
    expect(isKnownTimezone('Mars/Olympus')).toBe(false);
    expect(isKnownTimezone('')).toBe(false);
    expect(isKnownTimezone('europe/bucharest')).toBe(false);
  });

  it('lists each zone once', () => {
    const zones = knownTimezones();
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.length).toBeGreaterThan(300);
  });
});
