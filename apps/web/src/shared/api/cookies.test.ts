import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'XSRF-TOKEN')).toBe('abc==');
  });

  it('does not confuse names that share a suffix', () => {
    expect(readCookie('OLD-XSRF-TOKEN=x', 'XSRF-TOKEN')).toBeNull();
  });

  it('keeps a value that is not valid URL encoding', () => {
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A');
  });

  it('answers null without cookies', () => {
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
  });
});
