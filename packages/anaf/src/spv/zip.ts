import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/** A `descarcare` answer is a ZIP when it starts with the local file header's "PK". */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;
}

/** A deflated ZIP of text files (UTF-8), in the order given. */
export function zipTextFiles(files: Record<string, string>): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, text] of Object.entries(files)) entries[name] = strToU8(text);
  // A fixed time keeps the archive of the same files byte for byte the same.
  return zipSync(entries, { level: 6, mtime: new Date('2024-01-01T00:00:00Z') });
}

/** The files of a ZIP as UTF-8 text; throws on a damaged archive. */
export function unzipTextFiles(bytes: Uint8Array): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name, content] of Object.entries(unzipSync(bytes))) {
    if (name.endsWith('/')) continue;
    files[name] = strFromU8(content);
  }
  return files;
}
