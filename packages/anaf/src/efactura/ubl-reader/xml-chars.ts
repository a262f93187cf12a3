/** The character-level rules of XML 1.0 the reader checks, and positions for messages. */

const NAME_START =
  'A-Za-z_\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\uD800-\\uDBFF';
const NAME_CHAR = `${NAME_START}\\uDC00-\\uDFFF\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;
/** A name with colons allowed; the namespace rules for colons are checked apart. */
export const NAME = new RegExp(`[${NAME_START}:][${NAME_CHAR}:]*`, 'y');
export const XML_DECLARATION =
  /^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(["'])1\.[0-9]+\1([ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(["'])([A-Za-z][A-Za-z0-9._-]*)\3)?([ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(["'])(yes|no)\6)?[ \t\r\n]*\?>/;

/** Offset of the first character XML 1.0 forbids (a lone surrogate included), or -1. */
export function forbiddenCharAt(source: string): number {
  for (let index = 0; index < source.length; index++) {
    const c = source.charCodeAt(index);
    if (c >= 0x20 && c < 0xd800) continue;
    if (c < 0x20) {
      if (c === 0x9 || c === 0xa || c === 0xd) continue;
      return index;
    }
    if (c <= 0xdbff) {
      const next = source.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index++;
        continue;
      }
      return index;
    }
    if (c <= 0xdfff || c === 0xfffe || c === 0xffff) return index;
  }
  return -1;
}

/** ASCII name characters, tested first: nearly every name in a UBL document is ASCII. */
export const isAsciiNameChar = (c: number) =>
  (c >= 0x61 && c <= 0x7a) ||
  (c >= 0x41 && c <= 0x5a) ||
  (c >= 0x30 && c <= 0x3a) ||
  c === 0x5f ||
  c === 0x2d ||
  c === 0x2e;
export const isAsciiNameStart = (c: number) =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x3a;

export function positionAt(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (
    let index = source.indexOf('\n');
    index !== -1 && index < offset;
    index = source.indexOf('\n', index + 1)
  ) {
    line++;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** The declared encoding of an XML declaration at the very start, if any. */
export function declaredEncoding(source: string): string | null {
  return XML_DECLARATION.exec(source)?.[4] ?? null;
}
