import { describe, expect, it } from 'vitest';
import { countyByAnafCode, countyByAutoCode, ROMANIAN_COUNTIES } from './romanian-counties';

describe('Romanian counties', () => {
  it('lists 41 counties and Bucharest with unique codes', () => {
    expect(ROMANIAN_COUNTIES).toHaveLength(42);
    expect(new Set(ROMANIAN_COUNTIES.map((c) => c.auto)).size).toBe(42);
    expect(new Set(ROMANIAN_COUNTIES.map((c) => c.anafCode)).size).toBe(42);
    for (const c of ROMANIAN_COUNTIES) expect(c.iso).toMatch(/^RO-[A-Z]{1,2}$/);
  });

  it('finds a county by plate code or by ANAF number', () => {
    expect(countyByAutoCode('cj')?.iso).toBe('RO-CJ');
    expect(countyByAutoCode('B')?.name).toBe('București');
    expect(countyByAutoCode('')).toBeNull();
    expect(countyByAnafCode('40')?.iso).toBe('RO-B');
    expect(countyByAnafCode(51)?.iso).toBe('RO-CL');
    expect(countyByAnafCode(52)?.iso).toBe('RO-GR');
    expect(countyByAnafCode('41')).toBeNull();
    expect(countyByAnafCode('x')).toBeNull();
  });
});
