import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written entry by entry to a stream: each entry's bytes are handed to the stream as soon as
 * they are compressed, and the writer waits for the stream to drain before taking the next entry,
 * so memory holds one entry and the stream's buffer, whatever the archive's size.
 */
export class ZipWriter {
  private readonly zip: Zip;
  private failure: Error | null = null;
  private finished: Promise<void>;
  /** The most bytes the stream held unwritten at once (what the archive cost in memory). */
  peakBufferedBytes = 0;

  constructor(
    private readonly out: Writable,
    private readonly mtime = new Date(),
  ) {
    let finish: () => void = () => undefined;
    this.finished = new Promise((resolve) => {
      finish = resolve;
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        return;
      }
      out.write(chunk);
      this.peakBufferedBytes = Math.max(this.peakBufferedBytes, out.writableLength);
      if (final) finish();
    });
  }

  /** Adds one file; `compress` false stores it as is (PDFs are compressed already). */
  async add(name: string, bytes: Uint8Array, { compress = true } = {}): Promise<void> {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    entry.mtime = this.mtime;
    this.zip.add(entry);
    entry.push(bytes, true);
    if (this.failure) throw this.failure;
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  /** Writes the central directory; the caller then closes the stream. */
  async end(): Promise<void> {
    this.zip.end();
    await this.finished;
    if (this.failure) throw this.failure;
  }
}
