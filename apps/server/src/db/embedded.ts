import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { guardSharedSession, type StallOptions } from './embedded-queue';

export type EmbeddedDatabase = {
  url: string;
  /** The whole data folder as a tar archive, to start another database from (see `image`). */
  dumpImage(): Promise<Blob>;
  stop(): Promise<void>;
};

/**
 * Runs PGlite (PostgreSQL in WebAssembly) in this process and serves it over the Postgres wire
 * protocol on loopback, so the app and the job queue use node-postgres exactly as with a server.
 * The socket server serialises transactions: a connection inside BEGIN has the database to itself.
 */
export async function startEmbeddedDatabase(
  dataDir: string | null,
  { image, stall }: { image?: Blob; stall?: StallOptions } = {},
): Promise<EmbeddedDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // From an image PGlite skips initdb, most of its start-up time.
  const db = await PGlite.create(dataDir ?? 'memory://', image ? { loadDataDir: image } : {});
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 64 });
  const guard = guardSharedSession(server, db, stall);
  let port = 0;
  server.addEventListener('listening', (event) => {
    port = (event as CustomEvent<{ port: number }>).detail.port;
  });
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    dumpImage: () => db.dumpDataDir('none'),
    async stop() {
      guard.stop();
      await server.stop();
      await db.close();
    },
  };
}
