import type { ReceivableLine } from '@app/domain/stock/stock-document.schemas';

export type Match = { id: string; name: string };

/** How a supplier-invoice line stands for a new goods receipt note. */
export type ReceivableState = 'received' | 'matched' | 'chosen' | 'unmatched';

/**
 * A line is already received when nothing is left unallocated; else it is received with the
 * product its supplier code matched, the product chosen by hand, or left out until one is chosen.
 */
export function receivableState(line: ReceivableLine, chosen: Match | undefined): ReceivableState {
  if (Number(line.unallocatedQuantity) <= 0) return 'received';
  if (chosen) return 'chosen';
  return line.matchedProduct && !line.matchedProduct.isService ? 'matched' : 'unmatched';
}

/** The hand-made matches the server needs: only for lines still to receive that matched nothing. */
export function matchesToSend(lines: readonly ReceivableLine[], chosen: ReadonlyMap<string, Match>) {
  return lines.flatMap((line) => {
    const match = chosen.get(line.supplierInvoiceLineId);
    return match && receivableState(line, match) === 'chosen'
      ? [{ supplierInvoiceLineId: line.supplierInvoiceLineId, productId: match.id }]
      : [];
  });
}

/** How many lines the note will receive: those with a product, matched or chosen. */
export const receivedCount = (lines: readonly ReceivableLine[], chosen: ReadonlyMap<string, Match>) =>
  lines.filter((line) =>
    ['matched', 'chosen'].includes(receivableState(line, chosen.get(line.supplierInvoiceLineId))),
  ).length;
