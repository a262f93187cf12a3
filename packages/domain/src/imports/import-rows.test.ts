import { describe, expect, it } from 'vitest';
import { importRequestSchema } from './import.schemas';
import { parseImportCode } from './import-error-codes';
import { checkImportRows, rowErrorsOf } from './import-rows';
import { IMPORT_SAMPLES } from './import-samples';

const [company] = IMPORT_SAMPLES.partners as [Record<string, string>];
const [goods] = IMPORT_SAMPLES.products as [Record<string, string>];
const rows = (list: Record<string, string | null>[]) => list.map((values, i) => ({ line: i + 2, values }));

describe('checkImportRows', () => {
  it('marks later rows that repeat a unique value of an earlier row', () => {
    const results = checkImportRows(
      'products',
      rows([goods, { ...goods, name: 'LAPTOP 14 INCH', productCode: 'LAP-15' }, { ...goods, name: 'Altul' }]),
      { vatPayer: true },
    );
    expect(results.map((result) => result.errors)).toEqual([
      {},
      { name: ['unique'] },
      { productCode: ['unique'] },
    ]);
    expect(rowErrorsOf(results)).toEqual([
      { line: 3, name: 'LAPTOP 14 INCH', errors: { name: ['unique'] } },
      { line: 4, name: 'Altul', errors: { productCode: ['unique'] } },
    ]);
  });

  it('compares partner ids as stored: a CUI with or without RO, a CNP without spaces', () => {
    const results = checkImportRows(
      'partners',
      rows([
        company,
        {
          ...company,
          legalName: 'Alt nume SRL',
          businessId: '14399840',
          secondaryBusinessId: 'J12/345/2011',
        },
        {
          ...company,
          legalName: 'Al treilea SRL',
          businessId: 'RO14399859',
          secondaryBusinessId: 'J12/345/2010',
        },
        {
          ...company,
          name: 'Exemplu distribuție srl',
          legalName: 'Altă firmă',
          businessId: '14399867',
          secondaryBusinessId: null,
        },
      ]),
      {},
    );
    expect(results.map((result) => result.errors)).toEqual([
      {},
      { businessId: ['unique'] },
      { secondaryBusinessId: ['unique'] },
      { name: ['unique'] },
    ]);
  });

  it('does not look for duplicates of a value that broke its own rule', () => {
    const results = checkImportRows(
      'products',
      rows([
        { ...goods, name: '' },
        { ...goods, name: '' },
      ]),
      {
        vatPayer: true,
      },
    );
    expect(results.map((result) => result.errors.name)).toEqual([['required'], ['required']]);
  });
});

describe('importRequestSchema', () => {
  const request = (count: number) => ({
    rows: Array.from({ length: count }, (_, i) => ({ line: i + 2, values: {} })),
  });

  it('takes at most 1000 rows', () => {
    expect(importRequestSchema.safeParse(request(1000)).success).toBe(true);
    const refused = importRequestSchema.safeParse(request(1001));
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rows', 'max:1000'],
    ]);
    expect(importRequestSchema.safeParse(request(0)).error?.issues[0]?.message).toBe('required');
  });
});

describe('parseImportCode', () => {
  it.each<[string, unknown]>([
    ['required', { name: 'required' }],
    ['email', { name: 'format' }],
    ['max:100', { name: 'max', params: { n: '100' } }],
    ['min:0.000001', { name: 'min', params: { n: '0.000001' } }],
    ['gte:5', { name: 'gte', params: { n: '5' } }],
    ['decimal:0-2', { name: 'decimal', params: { min: '0', max: '2' } }],
    ['decimal:2', { name: 'decimal', params: { min: '2', max: '2' } }],
    ['cui.check-digit', { name: 'cui-check-digit' }],
    ['cnp.check-digit', { name: 'cnp-check-digit' }],
    ['max:abc', { name: 'invalid' }],
    ['whatever', { name: 'invalid' }],
  ])('%s', (code, expected) => {
    expect(parseImportCode(code)).toEqual(expected);
  });
});
