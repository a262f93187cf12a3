import { inflateSync } from 'node:zlib';

/**
 * Reads back what the tests need from a PDF pdfkit wrote (plain objects, Flate streams, Type0 fonts
 * with a ToUnicode CMap): the pages, the text of every text object decoded through the CMaps, the
 * embedded font names, the code points each CMap maps to, and the metadata title.
 */
export type InspectedPdf = {
  pageCount: number;
  /** Per page, the text of each BT..ET object in drawing order. */
  pages: string[][];
  /** BaseFont names of the embedded fonts ("ABCDEF+DejaVuSans"). */
  fonts: string[];
  /** Every code point some ToUnicode CMap maps to. */
  mappedCodePoints: Set<number>;
  title: string | null;
};

type PdfObject = { dict: string; stream: Buffer | null };

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\n/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('\nendobj', start);
    const streamAt = text.indexOf('\nstream\n', start);
    if (streamAt !== -1 && streamAt < end) {
      const dict = text.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
      const dataStart = streamAt + '\nstream\n'.length;
      let data = pdf.subarray(dataStart, dataStart + length);
      if (dict.includes('/FlateDecode')) data = inflateSync(data);
      objects.set(Number(match[1]), { dict, stream: data });
      header.lastIndex = dataStart + length;
    } else {
      objects.set(Number(match[1]), { dict: text.slice(start, end), stream: null });
      header.lastIndex = end;
    }
  }
  return objects;
}

const reference = (dict: string, key: string) => {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : null;
};

const hexToText = (hex: string) => {
  const clean = hex.replace(/\s+/g, '');
  let out = '';
  for (let index = 0; index + 4 <= clean.length; index += 4) {
    out += String.fromCharCode(Number.parseInt(clean.slice(index, index + 4), 16));
  }
  return out;
};

/**
 * CID -> text of a pdfkit ToUnicode CMap: "<0000> <0015> [<0000> <0053> ...]" ranges, and
 * "<0000> <0015> <0041>" ranges that count up from one code point.
 */
function readCmap(source: string): Map<number, string> {
  const map = new Map<number, string>();
  const range = /<([0-9a-fA-F]+)> <([0-9a-fA-F]+)> \[([^\]]*)\]/g;
  for (let match = range.exec(source); match; match = range.exec(source)) {
    let cid = Number.parseInt(match[1] ?? '0', 16);
    for (const entry of (match[3] ?? '').matchAll(/<([^>]*)>/g)) map.set(cid++, hexToText(entry[1] ?? ''));
  }
  for (const match of source.matchAll(/^<([0-9a-fA-F]+)> <([0-9a-fA-F]+)> <([0-9a-fA-F]+)>$/gm)) {
    const first = Number.parseInt(match[1] ?? '', 16);
    const last = Number.parseInt(match[2] ?? '', 16);
    const base = hexToText(match[3] ?? '');
    for (let cid = first; cid <= last; cid++)
      map.set(cid, String.fromCharCode(base.charCodeAt(0) + cid - first) + base.slice(1));
  }
  return map;
}

function decodeTitle(dict: string, objects: Map<number, PdfObject>): string | null {
  const ref = reference(dict, 'Title');
  const raw = ref === null ? null : /^\((.*)\)\s*$/s.exec(objects.get(ref)?.dict ?? '')?.[1];
  if (raw === undefined || raw === null) return null;
  const bytes = Buffer.from(
    raw.replace(
      /\\([nrtbf()\\])/g,
      (_, c: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[c] ?? c,
    ),
    'latin1',
  );
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
  return bytes.toString('latin1');
}

export function inspectPdf(pdf: Buffer): InspectedPdf {
  const objects = readObjects(pdf);
  const cmaps = new Map<number, Map<number, string>>();
  const fonts: string[] = [];
  const mappedCodePoints = new Set<number>();
  for (const [id, object] of objects) {
    if (!/\/Subtype \/Type0/.test(object.dict)) continue;
    fonts.push(/\/BaseFont \/(\S+)/.exec(object.dict)?.[1] ?? '');
    const cmapRef = reference(object.dict, 'ToUnicode');
    const cmap = readCmap(cmapRef === null ? '' : (objects.get(cmapRef)?.stream?.toString('latin1') ?? ''));
    cmaps.set(id, cmap);
    for (const value of cmap.values())
      for (const character of value) mappedCodePoints.add(character.codePointAt(0) ?? 0);
  }

  const tree = [...objects.values()].find((object) => /\/Type \/Pages\n/.test(object.dict));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(tree?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)];
  const pages: string[][] = [];
  for (const kid of kids) {
    const object = objects.get(Number(kid[1]));
    if (!object) continue;
    const resources = objects.get(reference(object.dict, 'Resources') ?? -1)?.dict ?? '';
    const fontNames = new Map<string, number>();
    for (const match of resources.matchAll(/\/(F\d+) (\d+) 0 R/g))
      fontNames.set(match[1] ?? '', Number(match[2]));
    const content = objects.get(reference(object.dict, 'Contents') ?? -1)?.stream?.toString('latin1') ?? '';
    const texts: string[] = [];
    let cmap = new Map<number, string>();
    for (const block of content.matchAll(/BT\n([\s\S]*?)\nET/g)) {
      let text = '';
      for (const operation of (block[1] ?? '').matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
        if (operation[1]) {
          cmap = cmaps.get(fontNames.get(operation[1]) ?? -1) ?? new Map();
          continue;
        }
        for (const hex of (operation[2] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)) {
          const codes = hex[1] ?? '';
          for (let index = 0; index + 4 <= codes.length; index += 4) {
            text += cmap.get(Number.parseInt(codes.slice(index, index + 4), 16)) ?? '\uFFFD';
          }
        }
      }
      texts.push(text);
    }
    pages.push(texts);
  }
  const info = [...objects.values()].find((object) => /\/Producer \d+ 0 R/.test(object.dict));
  return {
    pageCount: pages.length,
    pages,
    fonts,
    mappedCodePoints,
    title: info ? decodeTitle(info.dict, objects) : null,
  };
}
