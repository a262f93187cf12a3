import type { Db } from '../../db/client';
import { type Cursor, PAGE } from './export-sources.repo';

/** One file of the archive; `compress` false stores it as is (PDFs are compressed already). */
export type ArchiveEntry = { name: string; bytes: Uint8Array; compress: boolean };

/**
 * What one kind of export archives: how many documents the period holds (0 is "nothing to
 * process"), and the documents one at a time, each as the files it adds to the archive.
 */
export type ExportSource = {
  count(db: Db, companyId: string, from: string, to: string): Promise<number>;
  documents(db: Db, companyId: string, from: string, to: string): AsyncGenerator<ArchiveEntry[]>;
};

/** Walks a period's documents a page at a time by (date, id), so memory holds one page. */
export async function* walk<T extends { id: string; date: string }>(
  page: (cursor: Cursor) => Promise<T[]>,
): AsyncGenerator<T> {
  let cursor: Cursor = null;
  for (;;) {
    const rows = await page(cursor);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    cursor = { date: last.date, id: last.id };
  }
}
