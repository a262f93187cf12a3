import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

type QueuedMessage = {
  handlerId: number;
  message: Uint8Array;
  onData(data: Uint8Array): void;
  resolve(bytes: number): void;
  reject(error: unknown): void;
};

/** The parts of pglite-socket's query queue this module replaces (private in its typings). */
type QueryQueue = {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  processQueue(): Promise<void>;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
};

const SIMPLE_QUERY = 0x51; // 'Q'
const READY_FOR_QUERY = 0x5a; // 'Z'
const FAILED_TRANSACTION = 0x45; // 'E'
/** Extended-protocol messages that leave their connection in the middle of a sequence ended by Sync. */
const SYNC_MESSAGE = Uint8Array.from([0x53, 0, 0, 0, 4]);
const MID_SEQUENCE = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]); // Parse, Bind, Describe, Execute, Close, Flush

/**
 * PGlite is one PostgreSQL session shared by every socket connection, so a transaction on one
 * connection holds the whole database. pglite-socket serialises that, with two gaps this closes:
 *
 * - a multi-statement query such as pg-boss's "BEGIN; ...; COMMIT" that fails midway leaves the
 *   session in an aborted transaction, which on a real server harms only that connection but here
 *   blocks every other one until that connection happens to close; it is rolled back at once;
 * - a message that throws stopped the queue for good; the queue now goes on with the next one;
 * - each protocol message is queued on its own, so another connection's message could run between
 *   the Parse and the Bind of a query outside a transaction: it replaced the unnamed statement, or
 *   after an error was swallowed by the session discarding until Sync, leaving its client waiting
 *   forever; a connection's extended-protocol sequence now runs whole, up to its Sync.
 */
export function guardSharedSession(server: PGLiteSocketServer, db: PGlite): void {
  const queue = (server as unknown as { queryQueue: QueryQueue }).queryQueue;

  // Whether the last message processed left its connection inside an extended-protocol sequence.
  let midSequence = false;
  queue.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = db.isInTransaction() || midSequence ? this.lastHandlerId : null;
        const index = owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === owner);
        // The transaction's owner has nothing queued yet: the others wait for its next message.
        if (index === -1) break;
        const [item] = this.queue.splice(index, 1) as [QueuedMessage];
        const wasInTransaction = db.isInTransaction();
        let tail = new Uint8Array(0);
        let bytes = 0;
        try {
          await db.runExclusive(() =>
            db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                tail = data.length >= 6 ? data.slice(-6) : Uint8Array.from([...tail, ...data]).slice(-6);
                item.onData(data);
              },
            }),
          );
          this.lastHandlerId = item.handlerId;
          midSequence = MID_SEQUENCE.has(item.message[0] ?? 0);
          const failedInside = tail[0] === READY_FOR_QUERY && tail[5] === FAILED_TRANSACTION;
          if (item.message[0] === SIMPLE_QUERY && !wasInTransaction && failedInside) {
            // exec takes the session's lock itself.
            await db.exec('ROLLBACK');
          }
          item.resolve(bytes);
        } catch (error) {
          midSequence = false;
          item.reject(error);
        }
      }
    } finally {
      this.processing = false;
    }
  };

  // A connection that goes away in the middle of its sequence must not hold the others.
  const clearTransactionIfNeeded = queue.clearTransactionIfNeeded.bind(queue);
  queue.clearTransactionIfNeeded = async (handlerId: number) => {
    if (midSequence && queue.lastHandlerId === handlerId) {
      midSequence = false;
      // End the session's unfinished sequence as its Sync would have.
      await db
        .runExclusive(() => db.execProtocolRawStream(SYNC_MESSAGE, { onRawData: () => undefined }))
        .catch(() => undefined);
    }
    await clearTransactionIfNeeded(handlerId);
    await queue.processQueue();
  };
}
