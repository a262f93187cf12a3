/**
 * The few XML primitives the UBL writer needs: escaping and elements pushed onto one array of
 * string parts (joined once at the end), which is much faster than a DOM or a builder object.
 */

/** One XML document in the making: parts joined once by the caller. */
export type Out = string[];

/** Control characters XML 1.0 forbids (a RegExp source, so that the linter lets them be named). */
const CONTROL = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF';
/** Those, and lone surrogate halves (not encodable in UTF-8). */
const FORBIDDEN = new RegExp(
  `[${CONTROL}]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]`,
);
/** Everything that needs a look before writing a text node (most values have none of these). */
const TEXT_SPECIAL = new RegExp(`[&<>\\r${CONTROL}\\uD800-\\uDFFF]`);
/** The same for an attribute value: quotes, and tab and line breaks that parsers turn into spaces. */
const ATTRIBUTE_SPECIAL = new RegExp(`[&<>"\\t\\n\\r${CONTROL}\\uD800-\\uDFFF]`);

/**
 * The input layer refuses these characters, so one here is a programming error: the document is
 * not written rather than written ill-formed or silently altered.
 */
export class UblWriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UblWriteError';
  }
}

function refuseForbidden(value: string): void {
  const match = FORBIDDEN.exec(value);
  if (match) {
    const code = match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    throw new UblWriteError(`U+${code} cannot be written in XML 1.0 (at ${match.index} in a value)`);
  }
}

/** Text content: & < > escaped; a carriage return as a reference so that parsers keep it. */
export function escapeText(value: string): string {
  if (!TEXT_SPECIAL.test(value)) return value;
  refuseForbidden(value);
  return value.replace(/[&<>\r]/g, (c) => TEXT_ENTITIES[c] as string);
}

/** Attribute value (always written in double quotes). */
export function escapeAttribute(value: string): string {
  if (!ATTRIBUTE_SPECIAL.test(value)) return value;
  refuseForbidden(value);
  return value.replace(/[&<>"\t\n\r]/g, (c) => ATTRIBUTE_ENTITIES[c] as string);
}

const TEXT_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
const ATTRIBUTE_ENTITIES: Record<string, string> = {
  ...TEXT_ENTITIES,
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
};

/** A term counts as absent when null or blank: the writer never writes an empty element. */
export function isAbsent(value: string | null | undefined): value is null | undefined | '' {
  return value == null || value === '' || value.trim() === '';
}

/** `<tag>value</tag>`, nothing when the value is absent. */
export function leaf(out: Out, tag: string, value: string | null | undefined): void {
  if (isAbsent(value)) return;
  out.push(`<${tag}>${escapeText(value)}</${tag}>`);
}

/**
 * `<tag name="..">value</tag>` with each present attribute (null or blank attributes left out);
 * nothing when the value is absent.
 */
export function leafWith(
  out: Out,
  tag: string,
  value: string | null | undefined,
  name: string,
  attribute: string | null | undefined,
  name2?: string,
  attribute2?: string | null,
): void {
  if (isAbsent(value)) return;
  let attributes = '';
  if (!isAbsent(attribute)) attributes += ` ${name}="${escapeAttribute(attribute)}"`;
  if (name2 !== undefined && !isAbsent(attribute2))
    attributes += ` ${name2}="${escapeAttribute(attribute2)}"`;
  out.push(`<${tag}${attributes}>${escapeText(value)}</${tag}>`);
}

/** An amount with its currency (every UBL amount carries currencyID). */
export function amount(out: Out, tag: string, value: string | null | undefined, currency: string): void {
  leafWith(out, tag, value, 'currencyID', currency);
}

/**
 * Opens an aggregate; `close` removes it again when nothing was written inside, so that an
 * aggregate whose terms are all absent leaves no trace.
 */
export function open(out: Out, tag: string): number {
  out.push(`<${tag}>`);
  return out.length;
}

export function close(out: Out, tag: string, mark: number): void {
  if (out.length === mark) out.pop();
  else out.push(`</${tag}>`);
}
