import { describe, expect, it } from 'vitest';
import { sumTexts } from './DeclarationLines';

describe('declaration totals on the view page', () => {
  it('add the line totals in hundredths, without floating-point drift', () => {
    expect(sumTexts(['0.10', '0.20'])).toBe('0.30');
    expect(sumTexts(['255.00', '127.50'])).toBe('382.50');
  });

  it('skip lines without a total and show none when no line has one', () => {
    expect(sumTexts(['4000.00', null, undefined, ''])).toBe('4000.00');
    expect(sumTexts([null, null])).toBeNull();
  });
});
