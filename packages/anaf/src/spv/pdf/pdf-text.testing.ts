import { inflateSync } from 'node:zlib';

/**
 * Reads back the text of a PDF pdfkit wrote, for tests: pages from the page tree, each page's text
 * objects decoded through the ToUnicode map of the font they use. Only what pdfkit writes (plain
 * objects, Flate streams, Type0 fonts with two-byte glyph ids), not PDF in general.
 */
export type PdfText = { pageCount: number; pages: string[] };

type PdfObject = { dict: string; stream: Buffer | null };

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\s/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const bodyAt = match.index + match[0].length;
    const end = text.indexOf('endobj', bodyAt);
    const streamAt = text.indexOf('stream\n', bodyAt);
    if (streamAt !== -1 && streamAt < end) {
      const dict = text.slice(bodyAt, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
      const from = streamAt + 'stream\n'.length;
      const raw = pdf.subarray(from, from + length);
      found.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
      start.lastIndex = from + length;
    } else {
      found.set(Number(match[1]), { dict: text.slice(bodyAt, end), stream: null });
      start.lastIndex = end;
    }
  }
  return found;
}

const ref = (dict: string, key: string) => {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : -1;
};

/** Glyph id -> text, from "beginbfrange" entries "<start> <end> [<utf16> ...]" and "<start> <end> <utf16>". */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // An entry may hold several code units ("<0066 0069>": the fi ligature).
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');
  for (const match of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    let id = Number.parseInt(match[1] ?? '', 16);
    for (const entry of (match[3] ?? '').matchAll(/<([0-9a-f\s]*)>/gi)) map.set(id++, utf16(entry[1] ?? ''));
  }
  for (const match of cmap.matchAll(/^<([0-9a-f]+)> <([0-9a-f]+)> <([0-9a-f]+)>$/gim)) {
    const first = Number.parseInt(match[1] ?? '', 16);
    const last = Number.parseInt(match[2] ?? '', 16);
    const base = utf16(match[3] ?? '');
    for (let id = first; id <= last; id++)
      map.set(id, String.fromCharCode(base.charCodeAt(0) + id - first) + base.slice(1));
  }
  return map;
}

export function readPdfText(bytes: Uint8Array): PdfText {
  const pdf = Buffer.from(bytes);
  const all = objects(pdf);
  const maps = new Map<number, Map<number, string>>();
  for (const [id, object] of all) {
    if (!object.dict.includes('/Type0')) continue;
    maps.set(id, toUnicode(all.get(ref(object.dict, 'ToUnicode'))?.stream?.toString('latin1') ?? ''));
  }
  const tree = [...all.values()].find((object) => /\/Type \/Pages\b/.test(object.dict));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(tree?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)];
  const pages = kids.map((kid) => {
    const page = all.get(Number(kid[1]))?.dict ?? '';
    const resources = all.get(ref(page, 'Resources'))?.dict ?? page;
    const fonts = new Map([...resources.matchAll(/\/(F\d+) (\d+) 0 R/g)].map((m) => [m[1], Number(m[2])]));
    const content = all.get(ref(page, 'Contents'))?.stream?.toString('latin1') ?? '';
    let map = new Map<number, string>();
    let text = '';
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|\bET\b/g)) {
      if (op[1]) map = maps.get(fonts.get(op[1]) ?? -1) ?? new Map();
      else if (op[2] !== undefined) {
        for (const hex of op[2].matchAll(/<([0-9a-f]*)>/gi)) {
          const codes = hex[1] ?? '';
          for (let at = 0; at + 4 <= codes.length; at += 4)
            text += map.get(Number.parseInt(codes.slice(at, at + 4), 16)) ?? '\uFFFD';
        }
        // pdfkit writes one TJ per word run; a space keeps neighbouring runs apart for searching.
        text += ' ';
      } else text += '\n';
    }
    return text;
  });
  return { pageCount: pages.length, pages };
}
