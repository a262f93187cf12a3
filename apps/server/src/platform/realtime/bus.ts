import { EventEmitter } from 'node:events';
import pg from 'pg';

export type RealtimeMessage = {
  channel: string;
  event: string;
  data: unknown;
  /** The company the event is about: only users who may see it receive it (not sent to clients). */
  companyId?: string | null;
};
export type RealtimeBus = {
  publish(message: RealtimeMessage): Promise<void>;
  /** Receives every message published by any server process. */
  onMessage(listener: (message: RealtimeMessage) => void): () => void;
  close(): Promise<void>;
};

const CHANNEL = 'realtime';

/** The embedded database lives in this one process, so its bus is an in-process emitter. */
export function createLocalBus(): RealtimeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(message) {
      emitter.emit(CHANNEL, message);
    },
    onMessage(listener) {
      emitter.on(CHANNEL, listener);
      return () => emitter.off(CHANNEL, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Fan-out between server processes through PostgreSQL LISTEN/NOTIFY: every process listens on one
 * dedicated connection and forwards what it hears to its own sockets.
 */
export async function createPostgresBus(connectionString: string, pool: pg.Pool): Promise<RealtimeBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let listener: pg.Client | null = null;
  let closed = false;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return;
      try {
        emitter.emit(CHANNEL, JSON.parse(notification.payload) as RealtimeMessage);
      } catch {
        // A malformed payload cannot come from publish(); ignore it.
      }
    });
    client.on('error', () => {
      // Reconnect after a lost connection so real-time delivery resumes by itself.
      client.end().catch(() => undefined);
      if (!closed) setTimeout(() => connect().catch(() => undefined), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  }
  await connect();

  return {
    async publish(message) {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
    },
    onMessage(handler) {
      emitter.on(CHANNEL, handler);
      return () => emitter.off(CHANNEL, handler);
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await listener?.end().catch(() => undefined);
    },
  };
}
