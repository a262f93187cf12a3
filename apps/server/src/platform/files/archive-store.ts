import { createReadStream, createWriteStream, type ReadStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** An archive being written: bytes go to `stream`; `commit` makes it readable under its key. */
export type ArchiveDraft = {
  stream: WriteStream;
  commit(): Promise<{ size: number }>;
  discard(): Promise<void>;
};

/**
 * Where export archives live. They can be far larger than memory, so they are written and read as
 * streams, never as one buffer. The folder implementation serves one server (or a shared volume);
 * S3-compatible storage takes its place behind the same interface when processes run apart.
 */
export type ArchiveStore = {
  create(key: string): Promise<ArchiveDraft>;
  open(key: string): ReadStream;
  remove(key: string): Promise<void>;
};

const SAFE_KEY = /^[\w-]+(\/[\w.-]+)*$/;

export function folderArchiveStore(root: string): ArchiveStore {
  const pathOf = (key: string) => {
    // Keys are made by the product (company and job ids); anything else is a programming error.
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe archive key: ${key}`);
    return path.join(root, key);
  };
  return {
    async create(key) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed once whole: a reader never sees half an archive.
      const partial = `${target}.partial`;
      const stream = createWriteStream(partial);
      const closed = new Promise<void>((resolve, reject) => {
        stream.once('close', resolve);
        stream.once('error', reject);
      });
      return {
        stream,
        async commit() {
          stream.end();
          await closed;
          await rename(partial, target);
          return { size: (await stat(target)).size };
        },
        async discard() {
          stream.destroy();
          await closed.catch(() => undefined);
          await rm(partial, { force: true });
        },
      };
    },
    open: (key) => createReadStream(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
