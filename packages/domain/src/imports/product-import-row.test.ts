import { describe, expect, it } from 'vitest';
import {
  GOODS_PRODUCT_CASES,
  SAMPLE_GOODS as goods,
  SERVICE_PRODUCT_CASES,
  SAMPLE_SERVICE as service,
} from './import-error-cases.fixtures';
import { checkProductRow } from './product-import-row';

const errorsOf = (values: Record<string, string | null>, vatPayer = true) =>
  checkProductRow(2, values, { vatPayer }).errors;

describe('checkProductRow', () => {
  it('reads the sample rows', () => {
    const first = checkProductRow(2, goods, { vatPayer: true });
    expect(first.errors).toEqual({});
    expect(first.row).toMatchObject({
      name: 'Laptop 14 inch',
      isService: false,
      measurementUnitCode: 'H87',
      vatCode: 'S',
      vatValue: '21',
      netWeight: '1.2',
      grossWeight: '1.5',
      isHighFiscalRisk: false,
    });
    expect(checkProductRow(3, service, { vatPayer: true }).errors).toEqual({});
  });

  it('normalises cells: yes/no words, a decimal comma, lower-case codes', () => {
    const { errors, row } = checkProductRow(2, {
      ...goods,
      isService: 'no',
      measurementUnitCode: 'kgm',
      vatCode: 's',
      vatValue: '9,00',
      netWeight: '0,25',
      isHighFiscalRisk: 'Da',
      cpvClassificationCode: '03111000-2',
      euCnClassificationCode: '8471 30 00',
    });
    expect(errors).toEqual({});
    expect(row).toMatchObject({
      isService: false,
      measurementUnitCode: 'KGM',
      vatCode: 'S',
      vatValue: '9',
      netWeight: '0.25',
      isHighFiscalRisk: true,
      euCnClassificationCode: '8471 30 00',
    });
  });

  it('takes the only exemption reason of a category by itself, and needs one for E', () => {
    const reverse = checkProductRow(2, { ...goods, vatCode: 'AE', vatValue: '0' }, { vatPayer: true });
    expect(reverse.errors).toEqual({});
    expect(reverse.row).toMatchObject({ vatCode: 'AE', vatExemptionReasonCode: 'VATEX-EU-AE' });
    const exempt = checkProductRow(2, {
      ...goods,
      vatCode: 'E',
      vatValue: '',
      vatExemptionReasonCode: 'vatex-eu-132',
    });
    expect(exempt.errors).toEqual({});
    expect(exempt.row.vatExemptionReasonCode).toBe('VATEX-EU-132');
    expect(
      errorsOf({ ...goods, vatCode: 'AE', vatValue: '', vatExemptionReasonCode: 'VATEX-EU-132' }),
    ).toEqual({
      vatExemptionReasonCode: ['exists'],
    });
  });

  it('lets a company that does not pay VAT leave the VAT columns empty', () => {
    const values = { ...goods, vatCode: '', vatValue: '' };
    expect(errorsOf(values, false)).toEqual({});
    expect(checkProductRow(2, values, { vatPayer: false }).row.vatCode).toBeNull();
    expect(errorsOf(values, true)).toEqual({ vatCode: ['required'] });
  });

  it.each(GOODS_PRODUCT_CASES)('goods row: %s', (_case, values, field, code) => {
    expect(errorsOf({ ...goods, ...values })[field]).toEqual([code]);
  });

  it.each(SERVICE_PRODUCT_CASES)('service row: %s', (_case, values, field, code) => {
    expect(errorsOf({ ...service, ...values })[field]).toEqual([code]);
  });
});
