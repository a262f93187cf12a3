import { describe, expect, it } from 'vitest';
import { logoProblem, logoProblemKey } from './logo';

describe('logoProblem', () => {
  const png = { type: 'image/png', size: 50_000 };

  it('accepts an image within the limits', () => {
    expect(logoProblem(png, { width: 32, height: 4000 })).toBeNull();
  });

  it('names the rule a file breaks, as the server would', () => {
    expect(logoProblem({ type: 'application/pdf', size: 10 }, null)).toBe('image');
    expect(logoProblem({ ...png, size: 1024 * 1024 + 1 }, { width: 100, height: 100 })).toBe('max:1024');
    expect(logoProblem(png, { width: 31, height: 100 })).toBe('dimensions');
    expect(logoProblem(png, { width: 100, height: 4001 })).toBe('dimensions');
    expect(logoProblem(png, null)).toBe('image');
  });
});

describe('logoProblemKey', () => {
  it('maps rule codes to texts', () => {
    expect(logoProblemKey('max:1024')).toBe('companies.logo.errors.max');
    expect(logoProblemKey('dimensions')).toBe('companies.logo.errors.dimensions');
    expect(logoProblemKey('mimes:png')).toBe('companies.logo.errors.invalid');
  });
});
