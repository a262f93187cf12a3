import { describe, expect, it } from 'vitest';
import { availableStockActions, type StockTarget } from './stock-actions';

const draft: StockTarget = {
  id: 'd1',
  kind: 'client-goods-despatch-advice',
  status: 'draft',
  seriesNumber: null,
  partnerName: 'Client SRL',
  supplierInvoiceId: null,
  clientInvoiceId: null,
  refundsId: null,
  refundedById: null,
};

describe('the actions of a stock document', () => {
  it('edit, issue and delete a draft; void and reverse an issued one', () => {
    expect(availableStockActions(draft, true)).toEqual({
      edit: true,
      publish: true,
      remove: true,
      void: false,
      storno: false,
      duplicate: true,
      invoice: false,
    });
    expect(availableStockActions({ ...draft, status: 'published' }, true)).toEqual({
      edit: false,
      publish: false,
      remove: false,
      void: true,
      storno: true,
      duplicate: true,
      invoice: true,
    });
  });

  it('reverse a document once, never a storno, and copy no storno', () => {
    const published = { ...draft, status: 'published' as const };
    expect(availableStockActions({ ...published, refundedById: 's1' }, true).storno).toBe(false);
    expect(availableStockActions({ ...published, refundsId: 'o1' }, true)).toMatchObject({
      storno: false,
      duplicate: false,
    });
  });

  it('invoice an issued despatch advice once', () => {
    const published = { ...draft, status: 'published' as const };
    expect(availableStockActions({ ...published, clientInvoiceId: 'ci1' }, true).invoice).toBe(false);
    expect(availableStockActions({ ...published, kind: 'stock-consumption-receipt' }, true).invoice).toBe(
      false,
    );
  });

  it('do not copy a goods receipt note with linked documents', () => {
    const note = { ...draft, kind: 'goods-receipt-note' as const };
    expect(availableStockActions(note, true).duplicate).toBe(true);
    expect(availableStockActions({ ...note, supplierInvoiceId: 'si1' }, true).duplicate).toBe(false);
  });

  it('offer nothing that changes a document without the write permission', () => {
    expect(Object.values(availableStockActions(draft, false)).some(Boolean)).toBe(false);
  });
});
