import type { ReceivableLine } from '@app/domain/stock/stock-document.schemas';
import { describe, expect, it } from 'vitest';
import { matchesToSend, receivableState, receivedCount } from './receivable';

const line = (id: string, over: Partial<ReceivableLine> = {}): ReceivableLine => ({
  supplierInvoiceLineId: id,
  position: 1,
  name: `Line ${id}`,
  unitCode: 'H87',
  quantity: '10',
  price: '5',
  vatRateId: null,
  supplierProductCode: `SUP-${id}`,
  standardCode: null,
  standardCodeScheme: null,
  unallocatedQuantity: '10',
  allocatedDocumentLines: [],
  matchedProduct: null,
  ...over,
});

const matched = line('a', { matchedProduct: { id: 'p1', name: 'Apă', unitCode: 'H87', isService: false } });
const unmatched = line('b');
const received = line('c', { unallocatedQuantity: '0' });

describe('supplier-invoice lines to receive', () => {
  it('tell received, matched, hand-matched and unmatched lines apart', () => {
    expect(receivableState(matched, undefined)).toBe('matched');
    expect(receivableState(unmatched, undefined)).toBe('unmatched');
    expect(receivableState(unmatched, { id: 'p2', name: 'Suc' })).toBe('chosen');
    expect(receivableState(received, { id: 'p2', name: 'Suc' })).toBe('received');
    const service = line('d', {
      matchedProduct: { id: 's', name: 'Transport', unitCode: 'H87', isService: true },
    });
    expect(receivableState(service, undefined)).toBe('unmatched');
  });

  it('send only the hand-made matches of lines still to receive, and count the lines received', () => {
    const chosen = new Map([
      ['b', { id: 'p2', name: 'Suc' }],
      ['c', { id: 'p3', name: 'Cutie' }],
    ]);
    expect(matchesToSend([matched, unmatched, received], chosen)).toEqual([
      { supplierInvoiceLineId: 'b', productId: 'p2' },
    ]);
    expect(receivedCount([matched, unmatched, received], chosen)).toBe(2);
    expect(receivedCount([matched, unmatched, received], new Map())).toBe(1);
  });
});
