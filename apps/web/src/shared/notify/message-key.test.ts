import { describe, expect, it } from 'vitest';
import { messageText } from './message-key';

const texts: Record<string, string> = { 'errors.no-permissions': 'No', 'shell.x': 'X' };
const i18n = { exists: (key: string) => key in texts, t: (key: string) => texts[key] ?? key };

describe('messageText', () => {
  it('accepts the spec spelling common.errors.* and the app spelling errors.*', () => {
    expect(messageText(i18n as never, 'common.errors.no-permissions')).toBe('No');
    expect(messageText(i18n as never, 'errors.no-permissions')).toBe('No');
    expect(messageText(i18n as never, 'shell.x')).toBe('X');
  });

  it('shows an unknown key as it is', () => {
    expect(messageText(i18n as never, 'Something from the server')).toBe('Something from the server');
  });
});
