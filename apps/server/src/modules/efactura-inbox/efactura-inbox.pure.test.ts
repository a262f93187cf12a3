import { sampleEInvoice } from '@app/domain/einvoice/einvoice.test-helpers';
import { describe, expect, it } from 'vitest';
import {
  type CompanyVatRate,
  ReceivedInvoiceError,
  splitInvoiceId,
  writtenSupplierInvoice,
} from './received-invoice-mapping';
import { raspXml, readRasp } from './reply-xml';
import { anafCreatedAt, earliestStart, SYNC_OVERLAP_MS, startTooOld, syncWindow } from './sync-window';

const DAY = 24 * 60 * 60 * 1000;
const RATES: CompanyVatRate[] = [
  { id: 'rate-21', code: 'S', value: '21.00', exemptionReasonCode: null },
  { id: 'rate-z', code: 'Z', value: null, exemptionReasonCode: null },
];

describe('the sync window', () => {
  const now = Date.UTC(2026, 10, 25, 12);
  it('reads 60 days back at most, and never up to a future end', () => {
    const first = syncWindow(now, null);
    expect(first.startTime).toBeGreaterThan(now - 60 * DAY);
    expect(first.startTime).toBeLessThan(now - 59 * DAY);
    expect(first.endTime).toBeLessThan(now);
    expect(syncWindow(now, now - 90 * DAY).startTime).toBe(first.startTime);
  });
  it('moves a start up only when ANAF would refuse it, ten minutes inside the limit', () => {
    const { startTime } = syncWindow(now, null);
    expect(startTooOld(startTime, now + 5 * 60 * 1000)).toBe(false);
    expect(startTooOld(startTime, now + 10 * 60 * 1000)).toBe(true);
    expect(startTooOld(earliestStart(now + 10 * 60 * 1000), now + 10 * 60 * 1000)).toBe(false);
  });

  it('starts a day before the last complete sync ended', () => {
    const last = now - 3 * 60 * 60 * 1000;
    expect(syncWindow(now, last).startTime).toBe(last - SYNC_OVERLAP_MS);
  });
  it('reads ANAF creation times as Romanian time', () => {
    expect(anafCreatedAt('202611021415')?.toISOString()).toBe('2026-11-02T12:15:00.000Z');
    expect(anafCreatedAt('202607011415')?.toISOString()).toBe('2026-07-01T11:15:00.000Z');
    expect(anafCreatedAt('2026-11-02')).toBeNull();
  });
});

describe('the RASP buyer message', () => {
  it('writes the header ANAF reads and reads it back, escaping the text', () => {
    const xml = raspXml({
      invoiceUploadIndex: '5001000123',
      message: 'Cantitate "greșită" & <lipsă>\nRând 2',
    });
    expect(xml).toContain('<header xmlns="mfp:anaf:dgti:spv:reqMesaj:v1" index_incarcare="5001000123"');
    expect(readRasp(xml)).toEqual({
      invoiceUploadIndex: '5001000123',
      message: 'Cantitate "greșită" & <lipsă>\nRând 2',
    });
  });
  it('reads nothing from another document', () => {
    expect(
      readRasp('<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" index_incarcare="1"/>'),
    ).toBeNull();
    expect(readRasp('<Invoice/>')).toBeNull();
  });
});

describe('a received invoice as a supplier invoice', () => {
  it('splits the invoice id into series and number', () => {
    expect(splitInvoiceId('FZ 00123')).toEqual({ series: 'FZ', number: '00123' });
    expect(splitInvoiceId('ABC-2026-17')).toEqual({ series: 'ABC-2026', number: '17' });
    expect(splitInvoiceId('123')).toEqual({ series: '', number: '123' });
    expect(splitInvoiceId('FARA-NUMAR')).toEqual({ series: '', number: 'FARA-NUMAR' });
  });

  it('keeps the totals as written and names the company rate of each line', () => {
    const invoice = sampleEInvoice();
    invoice.totals = { ...invoice.totals, vatTotal: '52.49', taxInclusive: '302.49', payable: '302.49' };
    const written = writtenSupplierInvoice(invoice, { id: 'p1', name: 'Alfa Soft SRL' }, RATES);
    expect(written.totals).toEqual({
      lineNetTotal: '250.00',
      allowanceTotal: '0.00',
      netTotal: '250.00',
      vatTotal: '52.49',
      grossTotal: '302.49',
      amountDue: '302.49',
    });
    expect(written.lines.map((line) => [line.vatRateId, line.net, line.vat])).toEqual([
      ['rate-21', '200.00', '42.00'],
      ['rate-21', '50.00', '10.50'],
    ]);
    expect(written).toMatchObject({ series: 'FACT', number: '0001', partnerId: 'p1' });
  });

  it('negates a credit note, as the product stores refunds', () => {
    const invoice = { ...sampleEInvoice(), syntax: 'CreditNote' as const, typeCode: '381' };
    const written = writtenSupplierInvoice(invoice, { id: 'p1', name: 'Alfa' }, RATES);
    expect(written.totals.grossTotal).toBe('-302.50');
    expect(written.lines[0]?.quantity).toBe('-2');
  });

  it('refuses a VAT rate the company does not have', () => {
    const invoice = sampleEInvoice();
    const withoutStandard = RATES.filter((rate) => rate.code !== 'S');
    expect(() => writtenSupplierInvoice(invoice, { id: 'p1', name: 'Alfa' }, withoutStandard)).toThrow(
      ReceivedInvoiceError,
    );
  });
});
