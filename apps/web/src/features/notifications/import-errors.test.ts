import { describe, expect, it } from 'vitest';
import { importCodeMessage, importErrorRows } from './import-errors';

describe('importErrorRows', () => {
  it('orders rows by line and keeps fields with codes', () => {
    expect(
      importErrorRows({
        errors: [
          { row: 12, name: ' Ciocan ', errors: { vatCode: ['exists'], name: [] } },
          { row: 3, errors: { name: ['required', 'max:100'] } },
        ],
      }),
    ).toEqual([
      { row: 3, name: null, fields: [{ field: 'name', codes: ['required', 'max:100'] }] },
      { row: 12, name: 'Ciocan', fields: [{ field: 'vatCode', codes: ['exists'] }] },
    ]);
  });

  it('answers an empty list without errors', () => {
    expect(importErrorRows({})).toEqual([]);
  });
});

describe('importCodeMessage', () => {
  const prefix = 'notifications.import-errors.codes';
  it('maps plain and bounded codes', () => {
    expect(importCodeMessage('required')).toEqual({ key: `${prefix}.required` });
    expect(importCodeMessage('prohibited')).toEqual({ key: `${prefix}.prohibited` });
    expect(importCodeMessage('max:100')).toEqual({ key: `${prefix}.max`, params: { n: '100' } });
    expect(importCodeMessage('gte:0.01')).toEqual({ key: `${prefix}.gte`, params: { n: '0.01' } });
    expect(importCodeMessage('decimal:0-6')).toEqual({
      key: `${prefix}.decimal`,
      params: { min: '0', max: '6' },
    });
  });

  it('reads unknown or malformed codes as invalid', () => {
    expect(importCodeMessage('max:abc')).toEqual({ key: `${prefix}.invalid` });
    expect(importCodeMessage('whatever')).toEqual({ key: `${prefix}.invalid` });
  });
});
