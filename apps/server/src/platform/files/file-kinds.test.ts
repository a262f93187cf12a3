import { describe, expect, it } from 'vitest';
import { sniffContentType } from './file-kinds';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('sniffContentType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ\n'), 'application/pdf'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'image/jpeg'],
    ['a WEBP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
  ])('recognises %s by its first bytes', (_label, file, type) => {
    expect(sniffContentType(file)).toBe(type);
  });

  it.each([
    ['a Windows program', bytes('MZ', [0x90, 0, 3, 0])],
    ['a WAV (RIFF but not WEBP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['text that mentions PDF later', bytes('hello %PDF-1.4')],
    ['a cut PNG signature', bytes([0x89, 0x50, 0x4e])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_label, file) => {
    expect(sniffContentType(file)).toBeNull();
  });
});
