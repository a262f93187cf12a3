import type { EInvoiceIdentifier } from '@app/domain/einvoice/einvoice.types';
import { UblReadError } from './read-error';
import type { XmlElement } from './xml-tree';

/**
 * Reading business terms out of UBL elements. Paths are written with the UBL aliases ('cac:Party/
 * cbc:Name') whatever prefixes the document used. Codes, identifiers, amounts and dates are the
 * trimmed text as written (amounts are checked to be decimals but never turned into numbers); free
 * texts (UBL TextType and NameType: names, notes, descriptions, addresses) are kept exactly as
 * written, edge spaces included, since a note cut in pieces must join back into the same text.
 * An element that is empty or only whitespace counts as absent.
 */

const paths = new Map<string, string[]>();
const stepsOf = (path: string): string[] => {
  let steps = paths.get(path);
  if (!steps) {
    steps = path.split('/');
    paths.set(path, steps);
  }
  return steps;
};

export function child(element: XmlElement | undefined, key: string): XmlElement | undefined {
  if (!element) return undefined;
  for (const candidate of element.children) if (candidate.key === key) return candidate;
  return undefined;
}

export function childrenOf(element: XmlElement | undefined, key: string): XmlElement[] {
  if (!element) return [];
  return element.children.filter((candidate) => candidate.key === key);
}

/** The first element along the path (each step the first child with that name). */
export function find(element: XmlElement | undefined, path: string): XmlElement | undefined {
  if (!path.includes('/')) return child(element, path);
  let current = element;
  for (const step of stepsOf(path)) {
    current = child(current, step);
    if (!current) return undefined;
  }
  return current;
}

export function textOf(element: XmlElement | undefined): string | null {
  if (!element) return null;
  const text = element.text.trim();
  return text === '' ? null : text;
}

export function text(element: XmlElement | undefined, path: string): string | null {
  return textOf(find(element, path));
}

/** A free text as written (not trimmed); null when absent or blank. */
export function freeTextOf(element: XmlElement | undefined): string | null {
  if (!element || element.text.trim() === '') return null;
  return element.text;
}

export function freeText(element: XmlElement | undefined, path: string): string | null {
  return freeTextOf(find(element, path));
}

export function attribute(element: XmlElement | undefined, name: string): string | null {
  const value = element?.attrs?.[name]?.trim();
  return value ? value : null;
}

export function invalid(message: string): UblReadError {
  return new UblReadError('invalid-content', message);
}

/** `where` prefixes messages about a part of the document: "line 3: ", "the seller: ". */
export function required(
  element: XmlElement | undefined,
  path: string,
  term: string,
  where = '',
  read: (element: XmlElement | undefined, path: string) => string | null = text,
): string {
  const value = read(element, path);
  if (value === null) throw invalid(`${where}${term} (${path}) is missing`);
  return value;
}

const DECIMAL = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

export function decimal(
  element: XmlElement | undefined,
  path: string,
  term: string,
  where = '',
): string | null {
  const value = text(element, path);
  if (value !== null && !DECIMAL.test(value))
    throw invalid(`${where}${term} (${path}) is not a decimal number: "${value}"`);
  return value;
}

export function requiredDecimal(
  element: XmlElement | undefined,
  path: string,
  term: string,
  where = '',
): string {
  const value = decimal(element, path, term, where);
  if (value === null) throw invalid(`${where}${term} (${path}) is missing`);
  return value;
}

/** xsd:date as EN 16931 uses it: YYYY-MM-DD (a time zone suffix, which UBL allows, is dropped). */
const DATE = /^([0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01]))(?:Z|[+-][0-9]{2}:[0-9]{2})?$/;

export function date(element: XmlElement | undefined, path: string, term: string, where = ''): string | null {
  const value = text(element, path);
  if (value === null) return null;
  const match = DATE.exec(value);
  if (!match?.[1]) throw invalid(`${where}${term} (${path}) is not a date (YYYY-MM-DD): "${value}"`);
  return match[1];
}

export function requiredDate(
  element: XmlElement | undefined,
  path: string,
  term: string,
  where = '',
): string {
  const value = date(element, path, term, where);
  if (value === null) throw invalid(`${where}${term} (${path}) is missing`);
  return value;
}

/** An identifier with its optional schemeID attribute, null when the element is absent or empty. */
export function identifier(element: XmlElement | undefined, path: string): EInvoiceIdentifier | null {
  const found = find(element, path);
  const id = textOf(found);
  return id === null ? null : { id, schemeId: attribute(found, 'schemeID') };
}
