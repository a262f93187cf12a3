import { amountText, type Money, money } from '@app/domain/invoicing/totals-money';
import { escapeAttribute, UblWriteError } from '../../efactura/ubl-writer/xml';

/**
 * The XML primitives of the e-Transport writer. ANAF's schema carries every datum as an attribute
 * of type xs:token (or a number, a date, a code), so the writer only needs empty elements with
 * attributes, and parents whose children come in the schema's order.
 */

/** One document in the making: lines joined once by the caller. */
export type Out = string[];

/**
 * The input is refused: a datum the XML needs is missing or cannot be written (a county ANAF does
 * not number, a character XML 1.0 cannot hold). A programming error once the domain's rules passed.
 */
export class EtransportWriteError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EtransportWriteError';
  }
}

/** A name and a value; null, undefined and blank values are left out (never written empty). */
export type Attribute = readonly [name: string, value: string | number | null | undefined];

/** What collapsing and trimming would change: tab, line break, two spaces, whitespace at an end. */
const UNCOLLAPSED = /[\t\n\r]| {2}|^\s|\s$/;

/**
 * A value as the schema's xs:token reads it: XML whitespace runs collapsed, trimmed. Writing it so
 * keeps the lengths the rules count (STR100 of BR-214/215) the lengths the reader sees, and leaves
 * no tab or line break to escape.
 */
export function token(value: string | number | null | undefined): string | null {
  if (value == null) return null;
  if (typeof value === 'number') return String(value);
  // Most values are tokens already, and testing is far cheaper than rebuilding them.
  const text = UNCOLLAPSED.test(value) ? value.replace(/[\t\n\r ]+/g, ' ').trim() : value;
  return text === '' ? null : text;
}

function attributes(list: readonly Attribute[]): string {
  let text = '';
  for (const [name, value] of list) {
    const written = token(value);
    if (written !== null) text += ` ${name}="${escapeAttribute(written)}"`;
  }
  return text;
}

const indent = (depth: number) => '  '.repeat(depth);

/** `<name a="..."/>` */
export function empty(out: Out, depth: number, name: string, list: readonly Attribute[]): void {
  out.push(`${indent(depth)}<${name}${attributes(list)}/>`);
}

/** `<name a="...">`, the children written by `children` one level deeper, `</name>`. */
export function parent(
  out: Out,
  depth: number,
  name: string,
  list: readonly Attribute[],
  children: (depth: number) => void,
): void {
  const mark = out.length;
  out.push(`${indent(depth)}<${name}${attributes(list)}>`);
  children(depth + 1);
  // No child written: the empty form, so that no element ever holds only whitespace.
  if (out.length === mark + 1) out[mark] = `${indent(depth)}<${name}${attributes(list)}/>`;
  else out.push(`${indent(depth)}</${name}>`);
}

/** Digits without leading zeros and at most 2 decimals. */
const TWO_DECIMALS = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

/**
 * A quantity, weight or value as PosDec_12_2 / NonNegDec_12_2 want it: fixed 2 decimals (half up),
 * never an exponent (BR-035, BR-037, BR-039, BR-041). Null stays null (the attribute is left out).
 */
export function amount(value: Money | string | null | undefined): string | null {
  if (value == null || value === '') return null;
  if (typeof value === 'string') {
    // A parsed quantity has at most 2 decimals: padding it is what rounding would write.
    const plain = TWO_DECIMALS.exec(value);
    if (plain) return `${plain[1]}.${(plain[2] ?? '').padEnd(2, '0')}`;
  }
  return amountText(typeof value === 'string' ? money(value) : value);
}

/**
 * Runs a writer, turning the escaping primitives' UblWriteError (a character XML 1.0 cannot hold)
 * into this writer's error, so that callers catch one kind.
 */
export function writing(build: () => string): string {
  try {
    return build();
  } catch (error) {
    if (error instanceof UblWriteError) throw new EtransportWriteError(error.message, { cause: error });
    throw error;
  }
}
