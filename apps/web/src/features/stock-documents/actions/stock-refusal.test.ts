import { describe, expect, it } from 'vitest';
import { otherCodesOf, shortLinesOf } from './stock-refusal';

const lines = [{ name: 'Apă plată 0,5 l' }, { name: 'Suc de mere' }, { name: 'Cutie carton' }];

describe('the stock shortage refusal', () => {
  it('names the lines short of stock, in document order, numbered from 1', () => {
    expect(
      shortLinesOf(
        { 'lines.2.quantity': ['stock-unavailable'], 'lines.0.quantity': ['stock-unavailable'] },
        lines,
      ),
    ).toEqual([
      { number: 1, name: 'Apă plată 0,5 l' },
      { number: 3, name: 'Cutie carton' },
    ]);
  });

  it('is not a shortage when no line quantity says stock-unavailable', () => {
    expect(shortLinesOf(null, lines)).toBeNull();
    expect(shortLinesOf({ 'lines.0.quantity': ['gt:0'] }, lines)).toBeNull();
    expect(shortLinesOf({ _: ['not-draft'] }, lines)).toBeNull();
  });

  it('keeps the codes of other fields apart', () => {
    expect(otherCodesOf({ 'lines.0.quantity': ['stock-unavailable'], _: ['not-draft'] })).toEqual([
      'not-draft',
    ]);
  });
});
