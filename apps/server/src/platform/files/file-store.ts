import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from './files.tables';

export type StoredFileInfo = { id: string; contentType: string; size: number; sha256: string };
export type StoredFile = StoredFileInfo & { bytes: Buffer };
export type NewFile = { bytes: Buffer; contentType: string };

/**
 * Where the company's files live (attachments today; seals and archives later). Every call works
 * inside the caller's transaction (`db` is `tx.db`), so a file is kept if and only if the row that
 * points at it is. The database implementation is the default; a folder or S3-compatible storage
 * can take its place behind the same interface.
 */
export type FileStore = {
  put(db: Db, companyId: string, file: NewFile): Promise<StoredFileInfo>;
  /** Several files in one write (an import's batch), answered in their order. */
  putMany(db: Db, companyId: string, files: NewFile[]): Promise<StoredFileInfo[]>;
  /** The file with its bytes, or null when the company has no such file. */
  get(db: Db, companyId: string, id: string): Promise<StoredFile | null>;
  delete(db: Db, companyId: string, ids: string[]): Promise<void>;
};

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Files as rows of `stored_files`: the bytes with their SHA-256, size and content type. */
export const databaseFileStore: FileStore = {
  async put(db, companyId, file) {
    const [stored] = await databaseFileStore.putMany(db, companyId, [file]);
    return stored as StoredFileInfo;
  },

  async putMany(db, companyId, files) {
    if (files.length === 0) return [];
    // Ids made here, so the answer can follow the files' order whatever order rows come back in.
    const rows = files.map((file) => ({
      id: randomUUID(),
      companyId,
      contentType: file.contentType,
      size: file.bytes.length,
      sha256: sha256Of(file.bytes),
      content: file.bytes,
    }));
    await db.insert(storedFiles).values(rows);
    return rows.map(({ id, contentType, size, sha256 }) => ({ id, contentType, size, sha256 }));
  },

  async get(db, companyId, id) {
    const [row] = await db
      .select({
        id: storedFiles.id,
        contentType: storedFiles.contentType,
        size: storedFiles.size,
        sha256: storedFiles.sha256,
        bytes: storedFiles.content,
      })
      .from(storedFiles)
      .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.id, id)));
    return row ?? null;
  },

  async delete(db, companyId, ids) {
    if (ids.length === 0) return;
    await db
      .delete(storedFiles)
      .where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.id, ids)));
  },
};
