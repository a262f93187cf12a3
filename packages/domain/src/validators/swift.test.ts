import { describe, expect, it } from 'vitest';
import { compactSwift, isValidSwift, swiftRule } from './swift';

describe('SWIFT/BIC codes', () => {
  it.each([
    ['BTRLRO22', 'Banca Transilvania, head office'],
    ['RNCBROBU', 'BCR'],
    ['BRDEROBU', 'BRD'],
    ['INGBROBU', 'ING Bank Romania'],
    ['RZBRROBUXXX', 'Raiffeisen with the head-office branch'],
    ['DEUTDEFF500', 'Deutsche Bank, a branch'],
    ['btrl ro 22', 'lower case with spaces'],
    ['NBPHXKPR', 'Kosovo (XK)'],
    ['CITIUS33', 'a location with digits'],
  ])('accepts %s (%s)', (swift) => {
    expect(swiftRule(swift)).toBeNull();
    expect(isValidSwift(swift)).toBe(true);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['BTRLRO2', 'min:8'],
    ['BTRLRO22XXXX', 'max:11'],
    ['BTRLRO22X', 'size:8'],
    ['BTRLRO22XX', 'size:8'],
    ['BTR1RO22', 'invalid'], // the bank code is letters only
    ['BTRL1O22', 'invalid'], // the country is letters
    ['BTRLQQ22', 'invalid'], // no such country
    ['BTRLRO2_', 'invalid'],
    ['BTRLRO22XX-', 'invalid'],
  ])('refuses %j with %s', (swift, code) => {
    expect(swiftRule(swift)).toBe(code);
    expect(isValidSwift(swift)).toBe(false);
  });

  it('compacts spaces and case', () => {
    expect(compactSwift(' rzbr ro bu ')).toBe('RZBRROBU');
  });
});
