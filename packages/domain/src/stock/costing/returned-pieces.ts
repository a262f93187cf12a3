// What a storno of an unloading (`return-in`) brings back: the pieces the reversed movement took, the
// pieces taken last coming back first, so that successive partial stornos walk back along the same
// pieces and all of them together give back exactly what was taken.
import type { StockPiece } from './costing.types';
import { formatScaled, parseScaled, QUANTITY_DECIMALS } from './scaled-decimal';

export type ScaledPiece = { layerId: string; unitCost: bigint; quantity: bigint };

/** The pieces (in the order taken) that `returned` has not brought back yet: trimmed from the end. */
function trimReturned<T>(
  pieces: readonly T[],
  returned: bigint,
  quantityOf: (piece: T) => bigint,
  withQuantity: (piece: T, quantity: bigint) => T,
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
    left.push(toSkip === 0n ? piece : withQuantity(piece, quantity - toSkip));
    toSkip = 0n;
  }
  return left.reverse();
}

export function unreturnedScaledPieces(pieces: readonly ScaledPiece[], returned: bigint): ScaledPiece[] {
  return trimReturned(
    pieces,
    returned,
    (piece) => piece.quantity,
    (piece, quantity) => ({ ...piece, quantity }),
  );
}

/**
 * For the ledger: a reversed movement's pieces (its consumptions with their layers' unit costs, in the
 * order taken) less the quantity that stornos before the costing window already brought back; this is
 * the `reversedPieces` of a `return-in` whose reversed movement lies before the window.
 */
export function unreturnedPieces(pieces: readonly StockPiece[], returnedQuantity: string): StockPiece[] {
  return trimReturned(
    pieces,
    parseScaled(returnedQuantity, QUANTITY_DECIMALS, 'returned quantity'),
    (piece) => parseScaled(piece.quantity, QUANTITY_DECIMALS, 'piece quantity'),
    (piece, quantity) => ({ ...piece, quantity: formatScaled(quantity, QUANTITY_DECIMALS) }),
  );
}
