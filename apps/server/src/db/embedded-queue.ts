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
const PARSE = 0x50; // 'P'

/** How long a transaction may keep the others waiting, idle, before it is reported. */
const STALL_MS = 10_000;

/** The SQL text a simple query or a Parse message carries, shortened for a log line. */
function statementText(message: Uint8Array): string | null {
  const type = message[0];
  if (type !== SIMPLE_QUERY && type !== PARSE) return null;
  let start = 5;
  // Parse: the statement's name comes first.
  if (type === PARSE) start = message.indexOf(0, start) + 1;
  const end = message.indexOf(0, start);
  const text = new TextDecoder().decode(message.subarray(start, end === -1 ? undefined : end));
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}

export type SessionGuard = { stop(): void };
/** When a connection holding the session idle is reported, and where to. */
export type StallOptions = { stallMs?: number; onStall?: (text: string) => void };

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
export function guardSharedSession(
  server: PGLiteSocketServer,
  db: PGlite,
  { stallMs = STALL_MS, onStall = (text: string) => console.warn(text) }: StallOptions = {},
): SessionGuard {
  const queue = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  const watch = stallWatch(queue, stallMs, onStall);

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
          watch.ran(item, db.isInTransaction() || midSequence);
          const failedInside = tail[0] === READY_FOR_QUERY && tail[5] === FAILED_TRANSACTION;
          if (item.message[0] === SIMPLE_QUERY && !wasInTransaction && failedInside) {
            // exec takes the session's lock itself.
            await db.exec('ROLLBACK');
            watch.released();
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
    if (!db.isInTransaction()) watch.released();
    await queue.processQueue();
  };
  return { stop: watch.stop };
}

/**
 * Names the connection that holds the session (a transaction, or an unfinished extended-protocol
 * sequence), idle, while the others wait: on the shared session that stalls every request, so its
 * statements go to the log, once per hold.
 */
function stallWatch(queue: QueryQueue, stallMs: number, onStall: (text: string) => void) {
  let hold: { handlerId: number; since: number; first: string[]; last: string[]; told: boolean } | null =
    null;
  const timer = setInterval(
    () => {
      if (!hold || hold.told) return;
      const held = Date.now() - hold.since;
      const owner = hold.handlerId;
      const waiting = queue.queue.filter((item) => item.handlerId !== owner).length;
      if (held < stallMs || waiting === 0 || queue.queue.some((item) => item.handlerId === owner)) return;
      hold.told = true;
      onStall(
        `embedded database: connection #${owner} has held the session for ${Math.round(held / 1000)} s while ${waiting} messages of other connections wait; its statements: ${[...hold.first, '…', ...hold.last].join(' | ')}`,
      );
    },
    Math.max(stallMs / 4, 50),
  );
  timer.unref();
  return {
    /** After each message: whether its connection still holds the session. */
    ran(item: QueuedMessage, holds: boolean) {
      if (!holds) {
        hold = null;
        return;
      }
      if (hold?.handlerId !== item.handlerId)
        hold = { handlerId: item.handlerId, since: Date.now(), first: [], last: [], told: false };
      const text = statementText(item.message);
      if (text === null) return;
      if (hold.first.length < 2) hold.first.push(text);
      else hold.last = [...hold.last.slice(-2), text];
    },
    /** The session was given back outside the queue (a rollback for a connection that went away). */
    released() {
      hold = null;
    },
    stop: () => clearInterval(timer),
  };
}
