import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { efacturaFactsOf, efacturaFileName, efacturaRefusalOf } from './efactura-fields';

describe('e-Factura facts of a client invoice', () => {
  it('reads the state, dates and the send refusal', () => {
    expect(
      efacturaFactsOf({
        efacturaStatus: 'rejected',
        efacturaSendAfter: '2026-05-06T10:00:00Z',
        efacturaDeadline: '2026-05-10',
        abilities: { sendEfactura: null },
      }),
    ).toEqual({
      status: 'rejected',
      sendAfter: '2026-05-06T10:00:00Z',
      deadline: '2026-05-10',
      sendRefusal: null,
    });
    expect(efacturaFactsOf({ abilities: { sendEfactura: 'efactura-already-sent' } }).sendRefusal).toBe(
      'efactura-already-sent',
    );
  });

  it('takes an answer without the fields (a proforma) as never sent, not saying whether it may be', () => {
    expect(efacturaFactsOf({ id: 'x' })).toEqual({
      status: null,
      sendAfter: null,
      deadline: null,
      sendRefusal: undefined,
    });
    expect(efacturaFactsOf({ efacturaStatus: 'lost' }).status).toBeNull();
  });
});

describe('e-Factura refusals', () => {
  it('names the code of a refused send or download', () => {
    const refused = (message: string, status = 422) => new ApiError(status, { message });
    expect(efacturaRefusalOf(refused('client-invoices.errors.needs-einvoice-connection'))).toBe(
      'needs-einvoice-connection',
    );
    expect(efacturaRefusalOf(refused('client-invoices.errors.efactura-no-seal', 409))).toBe(
      'efactura-no-seal',
    );
    expect(efacturaRefusalOf(refused('client-invoices.errors.something-else'))).toBeNull();
    expect(efacturaRefusalOf(new ApiError(500, {}))).toBeNull();
    expect(efacturaRefusalOf(new Error('x'))).toBeNull();
  });
});

describe('e-Factura file names', () => {
  it('names the XML, the seal and ANAF PDF after the number', () => {
    expect(efacturaFileName('FACT 0007', 'abc', 'xml')).toBe('FACT-0007.xml');
    expect(efacturaFileName('FACT-0007', 'abc', 'seal')).toBe('FACT-0007-semnatura.xml');
    expect(efacturaFileName(null, '0123456789', 'pdf')).toBe('efactura-01234567-anaf.pdf');
  });
});
