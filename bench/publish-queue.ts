// What the publication benchmarks share: drafts copied in SQL from one made through the API, and a
// crowd of publishers working through a queue of them over kept-alive connections.
import http from 'node:http';
import type { Database } from '../apps/server/src/db/client';
import { percentile } from './sampling';

export type Session = { token: string; cookie: string };

/** The columns of a table but the ones named, in table order (for copying rows in SQL). */
async function columnsBut(database: Database, table: string, except: string[]): Promise<string[]> {
  const result = await database.pool.query(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return result.rows.map((row) => row.column_name as string).filter((name) => !except.includes(name));
}

/** A document table and its lines table (lines point at their document by `document_id`). */
export type DraftTables = { documents: string; lines: string };
export const CLIENT_DOCUMENT_TABLES: DraftTables = {
  documents: 'client_documents',
  lines: 'client_document_lines',
};
export const STOCK_DOCUMENT_TABLES: DraftTables = {
  documents: 'stock_documents',
  lines: 'stock_document_lines',
};

/**
 * `count` copies of a draft made through the API, with its lines, in one statement: drafts exactly
 * as the form saved them, without `count` round trips. Returns their ids in insertion order.
 */
export async function cloneDraft(
  database: Database,
  tables: DraftTables,
  templateId: string,
  count: number,
): Promise<string[]> {
  const documentColumns = (await columnsBut(database, tables.documents, ['id'])).map((c) => `"${c}"`);
  const lineColumns = (await columnsBut(database, tables.lines, ['id', 'document_id'])).map((c) => `"${c}"`);
  const result = await database.pool.query(
    `WITH copies AS (
       INSERT INTO ${tables.documents} (${documentColumns.join(', ')})
       SELECT ${documentColumns.map((c) => `d.${c}`).join(', ')}
       FROM ${tables.documents} d CROSS JOIN generate_series(1, $2::int) AS g(i)
       WHERE d.id = $1 ORDER BY g.i
       RETURNING id
     ), copied_lines AS (
       INSERT INTO ${tables.lines} (document_id, ${lineColumns.join(', ')})
       SELECT c.id, ${lineColumns.map((col) => `l.${col}`).join(', ')}
       FROM copies c CROSS JOIN ${tables.lines} l WHERE l.document_id = $1
     )
     SELECT id FROM copies`,
    [templateId, count],
  );
  return result.rows.map((row) => row.id as string);
}

export type QueueResult = {
  perSecond: number;
  p50: number;
  p95: number;
  published: number;
  errors: number;
  firstError: string | null;
  exhausted: boolean;
};

/**
 * `publishers` clients POST the publish path of the next draft of a shared queue, over kept-alive
 * connections, until `seconds` pass or the queue runs out. Times each answer.
 */
export async function publishQueue(
  baseUrl: string,
  session: Session,
  publishPath: (id: string) => string,
  queue: string[],
  options: { publishers: number; seconds: number },
): Promise<QueueResult> {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.publishers });
  const headers = {
    cookie: session.cookie,
    'x-xsrf-token': session.token,
    'content-type': 'application/json',
    'content-length': '2',
  };
  const publish = (id: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        { agent, hostname, port, method: 'POST', path: publishPath(id), headers },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end('{}');
    });

  const samples: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  let next = 0;
  async function publisher() {
    while (performance.now() < end) {
      const id = queue[next++];
      if (id === undefined) return;
      const before = performance.now();
      const status = await publish(id).catch(() => 0);
      if (status === 200) samples.push(performance.now() - before);
      else {
        errors++;
        firstError ??= `HTTP ${status} for ${id}`;
      }
    }
  }
  await Promise.all(Array.from({ length: options.publishers }, publisher));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  samples.sort((a, b) => a - b);
  return {
    perSecond: samples.length / elapsed,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    published: samples.length,
    errors,
    firstError,
    exhausted: next >= queue.length,
  };
}
