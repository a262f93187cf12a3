import { useParams } from 'react-router';
import { STOCK_KINDS, type StockDocumentKind } from './stock-document-kinds';

/** The document's id in the address (the kind's own route parameter), null on a create page. */
export function useStockDocumentId(kind: StockDocumentKind): string | null {
  return useParams()[STOCK_KINDS[kind].param] ?? null;
}
