import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-download';

describe('fileNameOf', () => {
  it('reads the plain file name of a Content-Disposition header', () => {
    expect(fileNameOf('attachment; filename="invoices_RON_2026-01-01_2026-01-31.xlsx"')).toBe(
      'invoices_RON_2026-01-01_2026-01-31.xlsx',
    );
    expect(fileNameOf('inline; filename=FCT0007.pdf')).toBe('FCT0007.pdf');
  });

  it('prefers the encoded name, which keeps diacritics', () => {
    expect(fileNameOf(`attachment; filename="fisa.csv"; filename*=UTF-8''fi%C8%99%C4%83.csv`)).toBe(
      'fișă.csv',
    );
  });

  it('has no name without the header', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});
