import { describe, expect, it } from 'vitest';
import {
  certificateDateBodySchema,
  SPV_POSTBACK_CODES,
  SPV_VALIDATION_CODES,
  spvSettingsBodySchema,
} from './spv-connection.schemas';

const codes = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('SPV connection schemas', () => {
  it('name every postback and validation code of spec 01 §8', () => {
    for (const code of [
      'access_denied',
      'missing-code',
      'already-active',
      'system-exists',
      'access-token',
      'generic-error',
    ])
      expect(SPV_POSTBACK_CODES).toContain(code);
    for (const code of ['access-denied', 'required', 'expired', 'invalid', 'hasAnafSpv', 'notFound'])
      expect(SPV_VALIDATION_CODES).toContain(code);
  });

  it('take a real calendar day for the certificate', () => {
    expect(certificateDateBodySchema.safeParse({ date: '2027-02-28' }).success).toBe(true);
    expect(codes(certificateDateBodySchema.safeParse({ date: '2027-02-30' }))).toEqual(['date']);
    expect(codes(certificateDateBodySchema.safeParse({ date: '' }))).toEqual(['required']);
  });

  it('bound the automatic sending delay to 0..120 hours or none', () => {
    expect(spvSettingsBodySchema.safeParse({ autoSendAfterHours: null }).success).toBe(true);
    expect(spvSettingsBodySchema.safeParse({ autoSendAfterHours: 0 }).success).toBe(true);
    expect(codes(spvSettingsBodySchema.safeParse({ autoSendAfterHours: 121 }))).toEqual(['max:120']);
    expect(codes(spvSettingsBodySchema.safeParse({ autoSendAfterHours: 1.5 }))).toEqual(['integer']);
  });
});
