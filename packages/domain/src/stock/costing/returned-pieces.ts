// What a storno of an unloading (`return-in`) brings back: the pieces the reversed movement took, the
// pieces taken last coming back first, so that successive partial stornos walk back along the same
// pieces and all of them together give back exactly what was taken.
import type { StockPiece } from './costing.types';
import { formatUnits, parseUnits } from './scaled-decimal';

/** Quantity and unit cost in ten-thousandths (scaled-decimal.ts). */
export type ScaledPiece = { layerId: string; unitCost: number; quantity: number };

/** The pieces (in the order taken) that `returned` has not brought back yet: trimmed from the end. */
function trimReturned<T>(
  pieces: readonly T[],
  returned: number,
  quantityOf: (piece: T) => number,
  withQuantity: (piece: T, quantity: number) => T,
): T[] {
  const left: T[] = [];
  let toSkip = returned;
  for (let i = pieces.length - 1; i >= 0; i--) {
    const piece = pieces[i] as T;
    const quantity = quantityOf(piece);
    if (toSkip >= quantity) {
      toSkip -= quantity;
      continue;
    }
    left.push(toSkip === 0 ? piece : withQuantity(piece, quantity - toSkip));
    toSkip = 0;
  }
  return left.reverse();
}

export function unreturnedScaledPieces(pieces: readonly ScaledPiece[], returned: number): ScaledPiece[] {
  return trimReturned(
    pieces,
    returned,
    (piece) => piece.quantity,
    (piece, quantity) => ({ ...piece, quantity }),
  );
}

/**
 * For the ledger: a reversed movement's pieces (as stored for it, in the order taken) less the
 * quantity that stornos before the costing window already brought back; this is the
 * `reversedPieces` of a `return-in` whose reversed movement lies before the window.
 */
export function unreturnedPieces(pieces: readonly StockPiece[], returnedQuantity: string): StockPiece[] {
  return trimReturned(
    pieces,
    parseUnits(returnedQuantity, 'returned quantity'),
    (piece) => parseUnits(piece.quantity, 'piece quantity'),
    (piece, quantity) => ({ ...piece, quantity: formatUnits(quantity) }),
  );
}
