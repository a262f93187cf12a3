import { describe, expect, it } from 'vitest';
import { availableStockActions, type StockTarget } from './stock-actions';

const ALL = { canWrite: true, canDelete: true };

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
    expect(availableStockActions(draft, ALL)).toEqual({
      edit: true,
      publish: true,
      remove: true,
      void: false,
      storno: false,
      duplicate: true,
      invoice: false,
    });
    expect(availableStockActions({ ...draft, status: 'published' }, ALL)).toEqual({
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
    expect(availableStockActions({ ...published, refundedById: 's1' }, ALL).storno).toBe(false);
    expect(availableStockActions({ ...published, refundsId: 'o1' }, ALL)).toMatchObject({
      storno: false,
      duplicate: false,
    });
  });

  it('invoice an issued despatch advice once', () => {
    const published = { ...draft, status: 'published' as const };
    expect(availableStockActions({ ...published, clientInvoiceId: 'ci1' }, ALL).invoice).toBe(false);
    expect(availableStockActions({ ...published, kind: 'stock-consumption-receipt' }, ALL).invoice).toBe(
      false,
    );
  });

  it('do not copy a goods receipt note with linked documents', () => {
    const note = { ...draft, kind: 'goods-receipt-note' as const };
    expect(availableStockActions(note, ALL).duplicate).toBe(true);
    expect(availableStockActions({ ...note, supplierInvoiceId: 'si1' }, ALL).duplicate).toBe(false);
  });

  it('offer nothing that changes a document without the write and delete permissions', () => {
    const none = { canWrite: false, canDelete: false };
    expect(Object.values(availableStockActions(draft, none)).some(Boolean)).toBe(false);
    expect(Object.values(availableStockActions({ ...draft, status: 'published' }, none)).some(Boolean)).toBe(
      false,
    );
  });

  it('delete a draft and void an issued document only with the delete permission', () => {
    const writer = { canWrite: true, canDelete: false };
    expect(availableStockActions(draft, writer)).toMatchObject({ edit: true, publish: true, remove: false });
    expect(availableStockActions({ ...draft, status: 'published' }, writer)).toMatchObject({
      storno: true,
      void: false,
    });
    const deleter = { canWrite: false, canDelete: true };
    expect(availableStockActions(draft, deleter)).toMatchObject({ edit: false, remove: true });
    expect(availableStockActions({ ...draft, status: 'published' }, deleter).void).toBe(true);
  });
});
