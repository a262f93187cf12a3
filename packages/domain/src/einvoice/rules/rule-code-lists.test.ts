import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RO_COUNTIES } from '../../addresses/counties';
import { COUNTRY_CODES } from '../../addresses/countries';
import { UNIT_CODES } from '../../measurement-units/unit-codes';
import { STANDARD_CODE_SCHEMES } from '../../products/product-codes';
import { VATEX_CODES } from '../../vat-rates/vatex-codes';
import {
  ALLOWANCE_REASON_CODES,
  CHARGE_REASON_CODES,
  CREDIT_NOTE_TYPE_CODE_LIST,
  CURRENCY_CODES,
  EAS_SCHEMES,
  ICD_SCHEMES,
  INVOICE_TYPE_CODE_LIST,
  ITEM_CLASSIFICATION_LISTS,
  NOTE_SUBJECT_CODES,
  OBJECT_SCHEME_CODES,
  PAYMENT_MEANS_CODES,
  VAT_PREFIX_TEXT,
} from './rule-code-lists';
import { MIME_CODES } from './rules-document';
import { BUCHAREST_SECTORS, RO_COUNTY_CODES } from './rules-parties';

// The compiled stylesheet is what ANAF runs, so the lists are read from it. It sits next to the
// repository (../shared/reference) or at /work/shared/reference; REFERENCE_DIR points elsewhere.
const STYLESHEET = 'efactura/EN16931-CIUS_RO-UBL-validation-1.0.9.xslt';
const candidates = process.env.REFERENCE_DIR
  ? [process.env.REFERENCE_DIR]
  : [path.resolve(import.meta.dirname, '../../../../../../shared/reference'), '/work/shared/reference'];
const referenceDir = candidates.find((dir) => existsSync(path.join(dir, STYLESHEET)));
if (!referenceDir)
  console.warn(`Skipped: the rule code lists need ${STYLESHEET} under ${candidates.join(' or ')}.`);
const stylesheet = referenceDir ? readFileSync(path.join(referenceDir, STYLESHEET), 'utf8') : '';

/** The space-separated lists of a rule's test, in order. */
function lists(ruleId: string): string[][] {
  const pattern = new RegExp(`test="([^"]*)"[^>]*>\\s*<xsl:attribute name="id">${ruleId}</xsl:attribute>`);
  const test = stylesheet.match(pattern)?.[1];
  if (test === undefined) throw new Error(`no test for ${ruleId}`);
  return [...test.matchAll(/contains\(\s*'([^']*)'/g)].map((match) =>
    (match[1] as string).trim().split(/\s+/),
  );
}
const first = (ruleId: string) => lists(ruleId)[0] as string[];
const sorted = (values: Iterable<string>) => [...values].sort();

describe.skipIf(!referenceDir)('the rule code lists are those of the official stylesheet', () => {
  it.each([
    ['BR-CL-04', CURRENCY_CODES],
    ['BR-CL-05', CURRENCY_CODES],
    ['BR-CL-03', CURRENCY_CODES],
    ['BR-CL-07', OBJECT_SCHEME_CODES],
    ['BR-CL-08', NOTE_SUBJECT_CODES],
    ['BR-CL-10', ICD_SCHEMES],
    ['BR-CL-11', ICD_SCHEMES],
    ['BR-CL-21', ICD_SCHEMES],
    ['BR-CL-13', ITEM_CLASSIFICATION_LISTS],
    ['BR-CL-16', PAYMENT_MEANS_CODES],
    ['BR-CL-19', ALLOWANCE_REASON_CODES],
    ['BR-CL-20', CHARGE_REASON_CODES],
    ['BR-CL-25', EAS_SCHEMES],
    ['BR-CL-14', new Set(COUNTRY_CODES)],
    ['BR-CL-15', new Set(COUNTRY_CODES)],
    ['BR-CL-22', new Set(VATEX_CODES)],
    ['BR-CL-23', new Set(UNIT_CODES)],
  ] as const)('%s', (ruleId, list) => {
    expect(sorted(list)).toEqual(sorted(first(ruleId)));
  });

  it('BR-CL-01: the invoice and the credit note type codes', () => {
    const [invoice, creditNote] = lists('BR-CL-01');
    expect(sorted(INVOICE_TYPE_CODE_LIST)).toEqual(sorted(invoice ?? []));
    expect(sorted(CREDIT_NOTE_TYPE_CODE_LIST)).toEqual(sorted(creditNote ?? []));
  });

  it('BR-CO-09: the VAT identifier prefixes', () => {
    expect(VAT_PREFIX_TEXT.trim().split(' ')).toEqual(first('BR-CO-09'));
  });

  it('BR-CL-24: the attachment types', () => {
    const test = stylesheet.match(/test="([^"]*)"[^>]*>\s*<xsl:attribute name="id">BR-CL-24</)?.[1] ?? '';
    expect(sorted(MIME_CODES)).toEqual(
      sorted([...test.matchAll(/@mimeCode = '([^']+)'/g)].map((m) => m[1] as string)),
    );
  });

  it('the Romanian counties and Bucharest sectors of the RO address rules', () => {
    const variable = (name: string) =>
      [
        ...(stylesheet.match(new RegExp(`name="${name}" select="\\(([^)]*)\\)"`))?.[1] ?? '').matchAll(
          /'([^']+)'/g,
        ),
      ].map((m) => m[1] as string);
    expect(sorted(RO_COUNTY_CODES)).toEqual(sorted(variable('ISO-3166-RO-CODES')));
    expect(BUCHAREST_SECTORS).toEqual(variable('SECTOR-RO-CODES'));
    // The product's county list (the address forms) offers exactly these codes.
    expect(sorted(RO_COUNTIES.map((county) => county.code))).toEqual(sorted(RO_COUNTY_CODES));
  });

  it('the item standard id schemes the product offers are all accepted (BR-CL-21)', () => {
    expect(STANDARD_CODE_SCHEMES.filter((scheme) => !ICD_SCHEMES.has(scheme))).toEqual([]);
  });
});
