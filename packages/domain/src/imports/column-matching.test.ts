import { describe, expect, it } from 'vitest';
import { matchingIsComplete, matchingProblems, suggestMatching, valuesOf } from './column-matching';
import { IMPORT_FIELDS } from './import-fields';

describe('suggestMatching', () => {
  it('suggests fields by Romanian and English headers, without case, diacritics or punctuation', () => {
    expect(
      suggestMatching('partners', [
        'Denumire',
        'CUI',
        'Nr. Reg. Com.',
        'PLATITOR DE TVA',
        'Tara',
        'Oraș',
        'Adresă',
      ]),
    ).toEqual([
      'legalName',
      'businessId',
      'secondaryBusinessId',
      'vatPayer',
      'addressCountryCode',
      'addressCity',
      'addressStreet',
    ]);
    expect(
      suggestMatching('partners', ['Name', 'Cod fiscal', 'VAT payer', 'Country', 'City', 'Street', 'Role']),
    ).toEqual([
      'legalName',
      'businessId',
      'vatPayer',
      'addressCountryCode',
      'addressCity',
      'addressStreet',
      'roles',
    ]);
    expect(
      suggestMatching('products', [
        'Denumire',
        'U.M.',
        'Cotă TVA',
        'Cod TVA',
        'Serviciu',
        'Greutate netă (kg)',
      ]),
    ).toEqual(['name', 'measurementUnitCode', 'vatValue', 'vatCode', 'isService', 'netWeight']);
  });

  it('gives a field to the first column naming it, and matches the field keys themselves', () => {
    expect(suggestMatching('products', ['name', 'Nume', 'Coloană necunoscută', '', 'vatCode'])).toEqual([
      'name',
      null,
      null,
      null,
      'vatCode',
    ]);
  });

  it('suggests every field from the headers of its own sample file, in both languages', () => {
    for (const entity of ['partners', 'products'] as const) {
      const fields = IMPORT_FIELDS[entity];
      for (const language of ['ro', 'en'] as const) {
        const headers = fields.map((field) => field.headers[language][0] ?? '');
        expect(suggestMatching(entity, headers)).toEqual(fields.map((field) => field.key));
      }
    }
  });
});

describe('matchingProblems', () => {
  it('names fields used twice and required fields left out', () => {
    const problems = matchingProblems('products', ['name', 'name', 'isService', null], { vatPayer: true });
    expect(problems).toEqual({ duplicated: ['name'], missing: ['measurementUnitCode', 'vatCode'] });
    expect(matchingIsComplete(problems)).toBe(false);
  });

  it('asks a VAT code only of VAT payers', () => {
    const matching = ['name', 'isService', 'measurementUnitCode'];
    expect(matchingIsComplete(matchingProblems('products', matching, { vatPayer: false }))).toBe(true);
    expect(matchingProblems('products', matching, { vatPayer: true }).missing).toEqual(['vatCode']);
  });
});

describe('valuesOf', () => {
  it('takes the matched cells, trimmed, empty as null', () => {
    expect(
      valuesOf(['  Pâine ', 'x', '', 'H87'], ['name', null, 'description', 'measurementUnitCode']),
    ).toEqual({
      name: 'Pâine',
      description: null,
      measurementUnitCode: 'H87',
    });
  });
});
