import { describe, expect, it } from 'vitest';
import { eInvoiceNotesOf, NOTE_COUNT_LIMIT, NOTE_LIMIT } from './einvoice-notes';

const length = (text: string) => [...text].length;
const words = (count: number) => Array.from({ length: count }, (_, index) => `cuvânt${index % 10}`).join(' ');

describe('eInvoiceNotesOf', () => {
  it('has no notes without texts', () => {
    expect(eInvoiceNotesOf(null, null)).toEqual([]);
    expect(eInvoiceNotesOf('  ', '')).toEqual([]);
  });

  it('writes short notes and footer notes as one note each', () => {
    expect(eInvoiceNotesOf('Mulțumim!', 'Societate înregistrată în scopuri de TVA')).toEqual([
      'Mulțumim!',
      'Societate înregistrată în scopuri de TVA',
    ]);
  });

  it('cuts a long text at whitespace into notes of at most 300 characters, losing nothing', () => {
    const text = words(200);
    const notes = eInvoiceNotesOf(text, null);
    expect(notes.length).toBeGreaterThan(1);
    for (const note of notes) expect(length(note)).toBeLessThanOrEqual(NOTE_LIMIT);
    expect(notes.join('')).toBe(text);
    // Every piece but the last ends at a word boundary.
    for (const note of notes.slice(0, -1)) expect(note.endsWith(' ')).toBe(true);
  });

  it('cuts a text without whitespace every 300 characters', () => {
    const text = 'x'.repeat(650);
    expect(eInvoiceNotesOf(text, null).map(length)).toEqual([300, 300, 50]);
  });

  it('fits the product maximum of 6000 characters in 20 notes', () => {
    const notes = eInvoiceNotesOf('a'.repeat(10), 'b '.repeat(2995));
    expect(notes.length).toBeLessThanOrEqual(NOTE_COUNT_LIMIT);
    for (const note of notes) expect(length(note)).toBeLessThanOrEqual(NOTE_LIMIT);
    expect(notes.join('').replace('\n', '')).toBe(`${'a'.repeat(10)}${'b '.repeat(2995)}`);
  });

  it('fits 6000 characters of words in 20 notes, cutting inside words only when it must', () => {
    const text = words(1000).slice(0, 6000);
    expect(length(text)).toBe(6000);
    const notes = eInvoiceNotesOf(text, null);
    expect(notes).toHaveLength(20);
    expect(notes.join('')).toBe(text);
  });

  it('counts characters as code points and never splits a surrogate pair', () => {
    const text = '😀'.repeat(301);
    const notes = eInvoiceNotesOf(text, null);
    expect(notes.map(length)).toEqual([300, 1]);
    expect(notes.join('')).toBe(text);
  });

  it('keeps more than 6000 characters whole, leaving the count to the rules', () => {
    const notes = eInvoiceNotesOf('z'.repeat(6001), null);
    expect(notes).toHaveLength(21);
    expect(notes.join('')).toBe('z'.repeat(6001));
  });
});
