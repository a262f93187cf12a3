import type { EInvoice, EInvoiceLine, EInvoiceSyntax } from '@app/domain/einvoice/einvoice.types';
import { readDocument } from './ubl-reader/document';
import { DEFAULT_MAX_BYTES, xmlText } from './ubl-reader/input-text';
import { LINE_KEYS, readLine } from './ubl-reader/lines';
import { UblReadError } from './ubl-reader/read-error';
import { parseXml, UBL_NAMESPACE_ALIASES } from './ubl-reader/xml-tree';

export { DEFAULT_MAX_BYTES } from './ubl-reader/input-text';
export { UblReadError, type UblReadErrorCode } from './ubl-reader/read-error';

export type ReadUblOptions = {
  /** Largest accepted XML in bytes (default 10 MB, ANAF's upload limit), checked before parsing. */
  maxBytes?: number;
};

const ROOTS: Readonly<Record<string, EInvoiceSyntax>> = {
  'inv:Invoice': 'Invoice',
  'cn:CreditNote': 'CreditNote',
};
const STREAMED_KEYS: ReadonlySet<string> = new Set(Object.values(LINE_KEYS));

/**
 * Reads a received EN 16931 UBL 2.1 Invoice or CreditNote (CIUS-RO or not) into the EInvoice model,
 * every amount as the text written. Either the whole document is read or a UblReadError says why
 * not: too-large, not-well-formed (with its line and column), dtd-not-allowed, not-ubl (naming the
 * root found) or invalid-content (naming the business term).
 */
export function readUbl(xml: string | Uint8Array, options: ReadUblOptions = {}): EInvoice {
  const text = xmlText(xml, options.maxBytes ?? DEFAULT_MAX_BYTES);
  let syntax: EInvoiceSyntax | undefined;
  let rootKey = '';
  const lines: EInvoiceLine[] = [];
  // A fault in a line is kept until the end: a document that is also not well-formed says so first.
  let lineError: unknown = null;
  const root = parseXml(text, {
    keepRoot: (element) => {
      rootKey = element.key;
      syntax = ROOTS[element.key];
      return syntax !== undefined;
    },
    // Lines are turned into the model as soon as each one closes, so a large invoice never holds
    // all of its lines as XML elements at once.
    stream: {
      keys: STREAMED_KEYS,
      take: (element) => {
        if (lineError !== null || syntax === undefined) return;
        try {
          if (element.key !== LINE_KEYS[syntax])
            throw new UblReadError(
              'invalid-content',
              `a ${element.key} cannot be part of ${syntax === 'Invoice' ? 'an Invoice' : 'a CreditNote'}`,
            );
          lines.push(readLine(element, syntax, lines.length + 1));
        } catch (error) {
          lineError = error;
        }
      },
    },
  });
  if (!root || syntax === undefined) throw new UblReadError('not-ubl', notUblMessage(rootKey));
  if (lineError !== null) throw lineError;
  return readDocument(root, syntax, lines);
}

function notUblMessage(key: string): string {
  const expected =
    'a UBL 2.1 Invoice or CreditNote (urn:oasis:names:specification:ubl:schema:xsd:Invoice-2 or CreditNote-2)';
  const alias = /^(\w+):(.*)$/.exec(key);
  const namespace = alias
    ? Object.keys(UBL_NAMESPACE_ALIASES).find((uri) => UBL_NAMESPACE_ALIASES[uri] === alias[1])
    : /^\{(.*)\}/.exec(key)?.[1];
  const local = alias ? alias[2] : key.replace(/^\{.*\}/, '');
  if (!namespace) return `the root element is ${local} without a namespace; expected ${expected}`;
  const hint = namespace.includes('CrossIndustryInvoice')
    ? ' (a UN/CEFACT CII invoice, which this reader does not read)'
    : '';
  return `the root element is ${local} in the namespace ${namespace}${hint}; expected ${expected}`;
}
