import { UblReadError } from './read-error';
import { declaredEncoding } from './xml-chars';

/** ANAF's upload limit ("max 10 MB"): nothing bigger can have been sent through SPV. */
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The XML as text, after the size check (done on the bytes, before any decoding or parsing).
 * e-Factura XML is UTF-8: bytes in another encoding are refused rather than guessed at.
 */
export function xmlText(xml: string | Uint8Array, maxBytes: number): string {
  if (typeof xml === 'string') {
    const size = utf8Length(xml, maxBytes);
    if (size > maxBytes) throw tooLarge(maxBytes);
    return xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml;
  }
  if (xml.byteLength > maxBytes) throw tooLarge(maxBytes);
  if ((xml[0] === 0xfe && xml[1] === 0xff) || (xml[0] === 0xff && xml[1] === 0xfe))
    throw new UblReadError('not-well-formed', 'the XML is UTF-16 encoded; e-Factura XML is UTF-8');
  const head = String.fromCharCode(...xml.subarray(xml[0] === 0xef ? 3 : 0, 200));
  const encoding = declaredEncoding(head);
  if (encoding !== null && encoding.toLowerCase().replace(/[-_]/g, '') !== 'utf8')
    throw new UblReadError(
      'not-well-formed',
      `the XML declares the encoding ${encoding}; e-Factura XML is UTF-8 and others are not read`,
    );
  try {
    // The decoder drops a UTF-8 byte order mark; fatal refuses broken byte sequences instead of
    // turning them into U+FFFD in an amount or a name.
    return new TextDecoder('utf-8', { fatal: true }).decode(xml);
  } catch {
    throw new UblReadError('not-well-formed', 'the XML is not valid UTF-8');
  }
}

function tooLarge(maxBytes: number): UblReadError {
  return new UblReadError(
    'too-large',
    `the XML is larger than ${maxBytes.toLocaleString('en-GB')} bytes (${(maxBytes / 1024 / 1024).toFixed(1)} MB), the most an e-Factura upload may hold`,
  );
}

/** UTF-8 size of a string, counted only as far as needed to know it passes `limit`. */
function utf8Length(text: string, limit: number): number {
  if (text.length > limit) return text.length;
  if (text.length * 3 <= limit) return text.length * 3;
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      index++;
    } else bytes += 3;
    if (bytes > limit) return bytes;
  }
  return bytes;
}
