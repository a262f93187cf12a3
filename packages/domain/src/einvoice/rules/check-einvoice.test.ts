import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../auth/locale';
import { sampleEInvoice } from '../einvoice.test-helpers';
import { checkEInvoice } from './check-einvoice';
import { euroEInvoice } from './rule-breaker-bases.test-helpers';
import { BREAKER_BASES, breakerBase, RULE_BREAKERS } from './rule-breakers.test-helpers';
import { IMPLEMENTED_RULES, NOT_IMPLEMENTED_RULES } from './rule-catalogue';
import { einvoiceRuleMessage } from './rule-messages';

const implemented = Object.keys(IMPLEMENTED_RULES);

describe('checkEInvoice', () => {
  it('finds nothing in the sample invoice', () => {
    expect(checkEInvoice(sampleEInvoice())).toEqual([]);
  });

  it.each(Object.entries(BREAKER_BASES))(
    'finds nothing in the %s base the breakers start from',
    (_, base) => {
      expect(checkEInvoice(base())).toEqual([]);
    },
  );

  it.each(implemented)('reports %s on an invoice that breaks it', (ruleId) => {
    const breaker = RULE_BREAKERS[ruleId];
    expect(breaker, `no breaker for ${ruleId}`).toBeDefined();
    const findings = checkEInvoice((breaker as NonNullable<typeof breaker>)(breakerBase(ruleId)));
    expect(findings.map((finding) => finding.ruleId)).toContain(ruleId);
    const finding = findings.find((entry) => entry.ruleId === ruleId);
    expect(finding?.severity).toBe(IMPLEMENTED_RULES[ruleId]?.severity);
    expect(finding?.location).toMatch(/^[a-zA-Z]+(\.[a-zA-Z0-9]+)*$/);
  });

  it('reports BR-CO-15 when the VAT accounting currency is the invoice currency (two VAT totals in it)', () => {
    const invoice = euroEInvoice();
    invoice.vatCurrency = 'EUR';
    expect(checkEInvoice(invoice).map((finding) => finding.ruleId)).toEqual(
      expect.arrayContaining(['BR-RO-030', 'BR-CO-15']),
    );
  });

  it('leaves BR-CO-15 to invoices that name their currency, as the official test runs per currency', () => {
    const invoice = sampleEInvoice();
    invoice.currency = '';
    invoice.totals.taxInclusive = '1.00';
    const ids = checkEInvoice(invoice).map((finding) => finding.ruleId);
    expect(ids).toContain('BR-05');
    expect(ids).not.toContain('BR-CO-15');
  });

  it('reports UBL-SR-19..21 for a payee when the seller has no legal name to differ from', () => {
    const invoice = breakerBase('UBL-SR-19');
    invoice.seller.name = ' ';
    expect(checkEInvoice(invoice).map((finding) => finding.ruleId)).toEqual(
      expect.arrayContaining(['BR-06', 'UBL-SR-19', 'UBL-SR-20', 'UBL-SR-21']),
    );
  });

  it('ignores a VAT total in an accounting currency the invoice does not name (it is not written)', () => {
    const invoice = sampleEInvoice();
    invoice.totals.vatTotalAccounting = '1.001';
    expect(checkEInvoice(invoice)).toEqual([]);
  });

  it('leaves the valid invoice untouched', () => {
    const base = breakerBase('BR-CO-10');
    const copy = structuredClone(base);
    (RULE_BREAKERS['BR-CO-10'] as (valid: typeof base) => typeof base)(base);
    expect(base).toEqual(copy);
  });

  it('reports a Romanian-only rule of Invoice paths on invoices only (BR-CO-25)', () => {
    const invoice = sampleEInvoice();
    invoice.dueDate = null;
    expect(checkEInvoice(invoice).map((finding) => finding.ruleId)).toEqual(['BR-CO-25']);
    expect(checkEInvoice({ ...invoice, syntax: 'CreditNote', typeCode: '381' })).toEqual([]);
  });

  it('reads Bucharest addresses as CIUS-RO wants them', () => {
    const invoice = sampleEInvoice();
    invoice.buyer.address.city = 'Sector 3';
    expect(checkEInvoice(invoice)).toEqual([
      { ruleId: 'BR-RO-101', severity: 'fatal', location: 'buyer.address.city' },
    ]);
  });

  it('names every amount that is not a plain decimal number (the UBL schema refuses it)', () => {
    const invoice = sampleEInvoice();
    invoice.totals.payable = '302,50';
    (invoice.lines[1] as (typeof invoice.lines)[number]).quantity = '5 buc';
    const findings = checkEInvoice(invoice).filter((finding) => finding.ruleId === 'ANAF-XSD-DECIMAL');
    expect(findings.map((finding) => finding.location)).toEqual(['totals.payable', 'lines.1.quantity']);
  });

  it('accepts the CNP of thirteen zeros ANAF takes for a person without one', () => {
    const invoice = sampleEInvoice();
    invoice.buyer.vatId = null;
    invoice.buyer.legalId = { id: '0000000000000', schemeId: null };
    expect(checkEInvoice(invoice)).toEqual([]);
  });
});

describe('the rule catalogue', () => {
  it('has a breaker for every implemented rule and no breaker for another one', () => {
    expect(Object.keys(RULE_BREAKERS).sort()).toEqual([...implemented].sort());
  });

  it('lists every rule id the rule files report', () => {
    const files = readdirSync(import.meta.dirname).filter((name) => /^rules-.*\.ts$/.test(name));
    const ids = files.flatMap((name) =>
      [
        ...readFileSync(`${import.meta.dirname}/${name}`, 'utf8').matchAll(
          /'((?:BR|UBL|ANAF)-[A-Z0-9_-]+)'/g,
        ),
      ].map((match) => match[1] as string),
    );
    expect(ids.length).toBeGreaterThan(200);
    // The VAT category rules are built from their prefix (BR-S, BR-IC...) and a number.
    const prefixes = /^BR-(S|Z|E|AE|IC|G|O|IG|IP)$/;
    expect(ids.filter((id) => !prefixes.test(id) && !IMPLEMENTED_RULES[id])).toEqual([]);
  });

  it('gives a reason for every rule left out, none of them implemented', () => {
    for (const [ruleId, reason] of Object.entries(NOT_IMPLEMENTED_RULES)) {
      expect(reason.length, ruleId).toBeGreaterThan(20);
      expect(IMPLEMENTED_RULES[ruleId], ruleId).toBeUndefined();
    }
  });

  it('names the rules only ANAF (server, UBL schema) or our limits check', () => {
    const nativeOnly = implemented.filter((id) => IMPLEMENTED_RULES[id]?.checkedBy !== 'schematron');
    expect(nativeOnly.sort()).toEqual(
      [
        'ANAF-CNP-BUYER',
        'ANAF-CUI-BUYER',
        'ANAF-CUI-SELLER',
        'ANAF-XSD-DECIMAL',
        'BR-RO-A051',
        'BR-RO-A052',
        'BR-RO-A500',
      ].sort(),
    );
  });

  it.each(implemented)('has a message for %s in every language', (ruleId) => {
    for (const locale of LOCALES) {
      const message = einvoiceRuleMessage(ruleId, locale);
      expect(message, `${ruleId} ${locale}`).not.toBe(ruleId);
      expect(message.length).toBeGreaterThan(15);
    }
  });

  it('words the Bucharest sector rule for a bookkeeper', () => {
    expect(einvoiceRuleMessage('BR-RO-101', 'ro-RO')).toContain('SECTOR1–SECTOR6');
    expect(einvoiceRuleMessage('BR-RO-L1024', 'en-GB')).toBe(
      'The item name can have at most 100 characters.',
    );
    expect(einvoiceRuleMessage('BR-DEC-RO-23', 'ro-RO')).toBe(
      'Valoarea netă a liniei poate avea cel mult 2 zecimale.',
    );
  });
});
