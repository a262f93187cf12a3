import { describe, expect, it } from 'vitest';
import { eInvoiceRuleText, isEInvoiceRuleId } from './einvoice-rule-text';

describe('isEInvoiceRuleId', () => {
  it('knows the official rule ids among the form codes', () => {
    for (const id of [
      'BR-RO-L301',
      'BR-RO-110',
      'BR-CO-15',
      'BR-S-08',
      'BR-CL-23',
      'BR-01',
      'UBL-SR-12',
      'R_BT_32_cui',
    ])
      expect(isEInvoiceRuleId(id), id).toBe(true);
    for (const code of ['required', 'max:500', 'after_or_equal:issueDate', 'cui.check-digit', 'BR-', 'br'])
      expect(isEInvoiceRuleId(code), code).toBe(false);
  });
});

describe('eInvoiceRuleText', () => {
  it('always shows the rule id, with the message in the language when there is one', () => {
    for (const language of ['ro-RO', 'en-GB', 'en']) {
      const text = eInvoiceRuleText('BR-RO-L301', language);
      expect(text.startsWith('BR-RO-L301')).toBe(true);
      expect(text.split(' · ').length).toBeLessThanOrEqual(2);
    }
  });

  it("words the rule in the user's language", () => {
    const ro = eInvoiceRuleText('BR-RO-L301', 'ro-RO');
    const en = eInvoiceRuleText('BR-RO-L301', 'en-GB');
    expect(ro).toMatch(/^BR-RO-L301 · .*300/);
    expect(en).toMatch(/^BR-RO-L301 · .*300/);
    expect(ro).not.toBe(en);
  });
});
