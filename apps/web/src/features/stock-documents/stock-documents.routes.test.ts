import { describe, expect, it } from 'vitest';
import { STOCK_KINDS, stockPaths } from './stock-document-kinds';
import { stockDocumentsRoutes } from './stock-documents.routes';

const handleOf = (path: string) =>
  stockDocumentsRoutes.find((route) => route.path === path)?.handle as { permission: string } | undefined;

describe('stock document routes', () => {
  it('answer every address of the spec catalogue for the four kinds', () => {
    const paths = stockDocumentsRoutes.map((route) => route.path);
    for (const path of [
      '/inventory/goods-receipt-notes',
      '/inventory/goods-receipt-notes/create',
      '/inventory/goods-receipt-notes/create/supplier-invoice',
      '/inventory/goods-receipt-notes/:goodsReceiptNoteId',
      '/inventory/goods-receipt-notes/view/:goodsReceiptNoteId',
      '/inventory/goods-receipt-notes/:goodsReceiptNoteId/duplicate',
      '/inventory/goods-receipt-notes/:goodsReceiptNoteId/refund',
      '/inventory/client-goods-despatch-advices/view/:clientGoodsDespatchAdviceId',
      '/inventory/stock-consumption-receipts/:stockConsumptionReceiptId/refund',
      '/inventory/stock-reception-receipts/create',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
    // The fixed create path is matched before the edit path's parameter would take "create".
    expect(paths.indexOf('/inventory/goods-receipt-notes/create/supplier-invoice')).toBeGreaterThan(-1);
  });

  it('guard reading with the kind read permission and changes with its write permission', () => {
    expect(handleOf('/inventory/goods-receipt-notes')?.permission).toBe('goods-receipts-notes.read');
    expect(handleOf('/inventory/goods-receipt-notes/create')?.permission).toBe('goods-receipts-notes.write');
    expect(
      handleOf('/inventory/client-goods-despatch-advices/:clientGoodsDespatchAdviceId/refund')?.permission,
    ).toBe('client-goods-despatch-advices.write');
    expect(handleOf('/inventory/stock-reception-receipts/view/:stockReceptionReceiptId')?.permission).toBe(
      'stock-reception-receipts.read',
    );
  });

  it('build the addresses of the pages and of the linked documents', () => {
    expect(STOCK_KINDS['client-goods-despatch-advice'].api).toBe('client-goods-despatch-advices');
    expect(stockPaths.view('stock-consumption-receipt', 'd1')).toBe(
      '/inventory/stock-consumption-receipts/view/d1',
    );
    expect(stockPaths.refund('goods-receipt-note', 'd1')).toBe('/inventory/goods-receipt-notes/d1/refund');
    expect(stockPaths.fromSupplierInvoice('i 1')).toBe(
      '/inventory/goods-receipt-notes/create/supplier-invoice?invoiceId=i+1',
    );
  });
});
