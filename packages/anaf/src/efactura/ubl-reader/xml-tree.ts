import { UblReadError } from './read-error';
import {
  forbiddenCharAt,
  isAsciiNameChar,
  isAsciiNameStart,
  NAME,
  positionAt,
  XML_DECLARATION,
} from './xml-chars';

/**
 * A strict, namespace-aware XML reader that keeps only what a UBL document needs: elements, their
 * text and their unqualified attributes. It is written here rather than taken from a general parser
 * so that (1) names are matched by namespace URI, whatever prefixes a sender chose, (2) every
 * well-formedness fault is refused with its position, (3) a DOCTYPE is refused before anything else
 * happens (no entity is ever declared, so none can be expanded), and (4) the invoice lines of a
 * large document can be handed over one by one instead of piling up as a tree.
 */
export type XmlElement = {
  /**
   * The element's expanded name with a fixed alias for the UBL namespaces ('cbc:ID', 'cac:Party',
   * 'inv:Invoice', 'cn:CreditNote') and `{uri}local` for any other namespace (`{}local` for none).
   */
  key: string;
  /** Character data directly inside the element (whitespace between child elements dropped). */
  text: string;
  /** Attributes without a namespace prefix (currencyID, schemeID, unitCode, mimeCode, ...). */
  attrs: Record<string, string> | null;
  children: XmlElement[];
  /** Offset of the start tag in the text, for messages. */
  offset: number;
};

export const UBL_NAMESPACE_ALIASES: Readonly<Record<string, string>> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'inv',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': 'cn',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2': 'cac',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2': 'cbc',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2': 'ext',
};

export type ParseOptions = {
  /** Called once the root's start tag is read; false means check well-formedness only, keep nothing. */
  keepRoot?: (root: XmlElement) => boolean;
  /** Children of the root with these keys are handed to `take` when closed instead of staying in the tree. */
  stream?: { keys: ReadonlySet<string>; take: (element: XmlElement) => void };
};

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const ENTITY = /&(?:#x([0-9A-Fa-f]{1,8})|#([0-9]{1,10})|(lt|gt|amp|quot|apos));/y;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const WHITESPACE_ONLY = /^[ \t\r\n]*$/;

// Shared empty lists: most elements are leaves without attributes, and a large document has many.
const NO_CHILDREN: XmlElement[] = [];
const NO_ATTRIBUTES: [string, string, number][] = [];

/**
 * The namespace declarations of one element and the names already resolved under them. A frame
 * holds only its own declarations and looks further up its parents, so a document cannot make the
 * reader copy large prefix maps over and over.
 */
type Frame = { prefixes: Map<string, string>; parent: Frame | null; keys: Map<string, string> };

/** Deeper than any UBL document (about 10 levels; extensions a few more): refused, not walked. */
export const MAX_DEPTH = 256;
/** Above this many attributes on one element, duplicates are found with a set instead of a scan. */
const ATTRIBUTES_SCANNED = 16;

const resolvePrefix = (frame: Frame, prefix: string): string | undefined => {
  for (let current: Frame | null = frame; current; current = current.parent) {
    const uri = current.prefixes.get(prefix);
    if (uri !== undefined) return uri;
  }
  return undefined;
};
type Open = { qname: string; frame: Frame; element: XmlElement | null };

export function parseXml(source: string, options: ParseOptions = {}): XmlElement | null {
  const fail = (message: string, offset: number): never => {
    throw new UblReadError('not-well-formed', message, positionAt(source, offset));
  };

  const forbidden = forbiddenCharAt(source);
  if (forbidden !== -1) {
    const code = source.charCodeAt(forbidden).toString(16).toUpperCase().padStart(4, '0');
    fail(`the character U+${code} is not allowed in XML`, forbidden);
  }

  const normalize = (chunk: string, inAttribute: boolean): string => {
    const text = chunk.includes('\r') ? chunk.replace(/\r\n?/g, '\n') : chunk;
    return inAttribute ? text.replace(/[\t\n]/g, ' ') : text;
  };

  /** Resolves character references and the five predefined entities; any other '&' is refused. */
  const decode = (raw: string, offset: number, inAttribute: boolean): string => {
    if (!raw.includes('&')) return normalize(raw, inAttribute);
    let result = '';
    let from = 0;
    for (let amp = raw.indexOf('&'); amp !== -1; amp = raw.indexOf('&', from)) {
      result += normalize(raw.slice(from, amp), inAttribute);
      ENTITY.lastIndex = amp;
      const match = ENTITY.exec(raw);
      if (!match)
        return fail(
          "'&' starts neither a character reference nor one of the five predefined entities (declared entities are not accepted)",
          offset + amp,
        );
      if (match[3]) result += PREDEFINED[match[3]];
      else {
        const code = match[1] ? Number.parseInt(match[1], 16) : Number(match[2]);
        const allowed =
          code === 0x9 ||
          code === 0xa ||
          code === 0xd ||
          (code >= 0x20 && code <= 0xd7ff) ||
          (code >= 0xe000 && code <= 0xfffd) ||
          (code >= 0x10000 && code <= 0x10ffff);
        if (!allowed)
          fail(`the character reference ${match[0]} names a character XML does not allow`, offset + amp);
        result += String.fromCodePoint(code);
      }
      from = ENTITY.lastIndex;
    }
    return result + normalize(raw.slice(from), inAttribute);
  };

  const rootFrame: Frame = {
    prefixes: new Map([
      ['xml', XML_NS],
      ['xmlns', XMLNS_NS],
    ]),
    parent: null,
    keys: new Map(),
  };
  const stack: Open[] = [];
  let root: XmlElement | null = null;
  let rootSeen = false;
  let rootClosed = false;
  let keep = true;
  let pos = 0;

  const keyOf = (qname: string, frame: Frame, offset: number): string => {
    const cached = frame.keys.get(qname);
    if (cached !== undefined) return cached;
    const colon = qname.indexOf(':');
    const prefix = colon === -1 ? '' : qname.slice(0, colon);
    const local = colon === -1 ? qname : qname.slice(colon + 1);
    const uri = resolvePrefix(frame, prefix);
    if (uri === undefined && prefix !== '')
      fail(`the namespace prefix '${prefix}' of <${qname}> is not declared`, offset);
    const namespace = uri ?? '';
    const alias = UBL_NAMESPACE_ALIASES[namespace];
    const key = alias ? `${alias}:${local}` : `{${namespace}}${local}`;
    frame.keys.set(qname, key);
    return key;
  };

  const checkQName = (qname: string, offset: number) => {
    const colon = qname.indexOf(':');
    if (colon !== -1 && (colon === 0 || colon === qname.length - 1 || qname.indexOf(':', colon + 1) !== -1))
      fail(`'${qname}' is not a valid qualified name`, offset);
  };

  const skipWhitespace = (): number => {
    const start = pos;
    for (;;) {
      const c = source.charCodeAt(pos);
      if (c === 0x20 || c === 0x9 || c === 0xa || c === 0xd) pos++;
      else return pos - start;
    }
  };

  const readName = (what: string): string => {
    const start = pos;
    if (isAsciiNameStart(source.charCodeAt(pos))) {
      pos++;
      while (isAsciiNameChar(source.charCodeAt(pos))) pos++;
      if (!(source.charCodeAt(pos) >= 0x80)) return source.slice(start, pos);
      pos = start;
    }
    NAME.lastIndex = pos;
    const match = NAME.exec(source);
    if (!match) return fail(`a ${what} name was expected`, pos);
    pos = NAME.lastIndex;
    return match[0];
  };

  const addText = (raw: string, offset: number) => {
    const top = stack[stack.length - 1];
    if (!top) {
      if (!WHITESPACE_ONLY.test(raw))
        fail(rootSeen ? 'text after the root element' : 'text before the root element', offset);
      return;
    }
    if (raw.includes(']]>')) fail("']]>' is not allowed in text", offset + raw.indexOf(']]>'));
    const element = top.element;
    if (!element) {
      if (raw.includes('&')) decode(raw, offset, false);
      return;
    }
    if (element.children.length > 0 && WHITESPACE_ONLY.test(raw)) return;
    element.text += decode(raw, offset, false);
  };

  const openElement = (offset: number) => {
    if (rootClosed) fail('a second root element: an XML document has exactly one', offset);
    const qname = readName('element');
    checkQName(qname, offset);
    let attributes: [string, string, number][] = NO_ATTRIBUTES;
    let names: Set<string> | undefined;
    let selfClosing = false;
    for (;;) {
      const spaced = skipWhitespace();
      const c = source[pos];
      if (c === '>') {
        pos++;
        break;
      }
      if (c === '/' && source[pos + 1] === '>') {
        pos += 2;
        selfClosing = true;
        break;
      }
      if (c === undefined) fail(`the start tag <${qname}> is not closed`, offset);
      if (spaced === 0) fail(`whitespace is needed before an attribute of <${qname}>`, pos);
      const attributeOffset = pos;
      const name = readName('attribute');
      checkQName(name, attributeOffset);
      skipWhitespace();
      if (source[pos] !== '=') fail(`the attribute ${name} of <${qname}> has no '='`, pos);
      pos++;
      skipWhitespace();
      const quote = source[pos];
      if (quote !== '"' && quote !== "'")
        return fail(`the value of the attribute ${name} is not quoted`, pos);
      const end = source.indexOf(quote, pos + 1);
      if (end === -1) fail(`the value of the attribute ${name} is not closed`, pos);
      const raw = source.slice(pos + 1, end);
      if (raw.includes('<')) fail(`'<' is not allowed in the value of the attribute ${name}`, pos);
      if (!names && attributes.length >= ATTRIBUTES_SCANNED)
        names = new Set(attributes.map(([other]) => other));
      const repeated = names ? names.has(name) : attributes.some(([other]) => other === name);
      if (repeated) fail(`the attribute ${name} appears twice on <${qname}>`, attributeOffset);
      names?.add(name);
      if (attributes === NO_ATTRIBUTES) attributes = [];
      attributes.push([name, decode(raw, pos + 1, true), attributeOffset]);
      pos = end + 1;
    }

    const parent = stack[stack.length - 1];
    let frame = parent ? parent.frame : rootFrame;
    for (const [name, value, attributeOffset] of attributes) {
      if (name !== 'xmlns' && !name.startsWith('xmlns:')) continue;
      const prefix = name === 'xmlns' ? '' : name.slice(6);
      if (prefix === 'xmlns') fail('the prefix xmlns cannot be declared', attributeOffset);
      if ((prefix === 'xml') !== (value === XML_NS) || value === XMLNS_NS)
        fail(`the namespace ${value} cannot be bound to '${prefix}'`, attributeOffset);
      if (prefix !== '' && value === '') fail(`the prefix '${prefix}' cannot be undeclared`, attributeOffset);
      if (frame === (parent ? parent.frame : rootFrame))
        frame = { prefixes: new Map(), parent: frame, keys: new Map() };
      frame.prefixes.set(prefix, value);
    }

    const key = keyOf(qname, frame, offset);
    let attrs: Record<string, string> | null = null;
    let qualified: Set<string> | null = null;
    for (const [name, value, attributeOffset] of attributes) {
      if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
      if (name.includes(':')) {
        const colon = name.indexOf(':');
        const uri = resolvePrefix(frame, name.slice(0, colon));
        if (uri === undefined)
          fail(`the namespace prefix of the attribute ${name} is not declared`, attributeOffset);
        qualified ??= new Set();
        const expanded = `{${uri}}${name.slice(colon + 1)}`;
        if (qualified.has(expanded))
          fail(`the attribute ${expanded} appears twice on <${qname}>`, attributeOffset);
        qualified.add(expanded);
        continue;
      }
      // No prototype: an attribute called "constructor" or "__proto__" is just an attribute.
      attrs ??= Object.create(null) as Record<string, string>;
      attrs[name] = value;
    }

    let element: XmlElement | null = null;
    if (!rootSeen) {
      rootSeen = true;
      element = { key, text: '', attrs, children: NO_CHILDREN, offset };
      keep = options.keepRoot ? options.keepRoot(element) : true;
      root = element;
    } else if (keep) element = { key, text: '', attrs, children: NO_CHILDREN, offset };
    const open: Open = { qname, frame, element };
    if (selfClosing) close(open);
    else if (stack.length >= MAX_DEPTH)
      throw new UblReadError(
        'not-ubl',
        `elements are nested more than ${MAX_DEPTH} levels deep; a UBL invoice nests about 10`,
        positionAt(source, offset),
      );
    else stack.push(open);
  };

  const close = (open: Open) => {
    const element = open.element;
    const parent = stack[stack.length - 1];
    if (!parent) {
      rootClosed = true;
      return;
    }
    if (!element || !parent.element) return;
    if (element.children.length > 0 && WHITESPACE_ONLY.test(element.text)) element.text = '';
    if (stack.length === 1 && options.stream?.keys.has(element.key)) options.stream.take(element);
    else if (parent.element.children === NO_CHILDREN) parent.element.children = [element];
    else parent.element.children.push(element);
  };

  if (source.startsWith('<?xml') && /^<\?xml[ \t\r\n?]/.test(source)) {
    const declaration = XML_DECLARATION.exec(source);
    if (!declaration) fail('the XML declaration is malformed', 0);
    pos = declaration?.[0].length ?? 0;
  }

  while (pos < source.length) {
    const lt = source.indexOf('<', pos);
    const textEnd = lt === -1 ? source.length : lt;
    if (textEnd > pos) addText(source.slice(pos, textEnd), pos);
    if (lt === -1) {
      pos = source.length;
      break;
    }
    pos = lt + 1;
    const next = source[pos];
    if (next === '/') {
      pos++;
      const open = stack.pop();
      // The usual case, checked without reading the name: the end tag repeats the open element's name.
      const end = pos + (open?.qname.length ?? 0);
      if (
        open &&
        source.startsWith(open.qname, pos) &&
        (source[end] === '>' || !isAsciiNameChar(source.charCodeAt(end)))
      )
        pos = end;
      else {
        const qname = readName('element');
        if (!open) return fail(`the end tag </${qname}> closes nothing`, lt);
        if (open.qname !== qname)
          fail(`the end tag </${qname}> does not match the start tag <${open.qname}>`, lt);
      }
      if (source[pos] !== '>') skipWhitespace();
      if (source[pos] !== '>') fail(`the end tag </${open?.qname}> is malformed`, lt);
      pos++;
      if (open) close(open);
    } else if (next === '?') {
      const end = source.indexOf('?>', pos);
      if (end === -1) fail('a processing instruction is not closed', lt);
      pos++;
      const target = readName('processing instruction');
      if (target.toLowerCase() === 'xml')
        fail('an XML declaration is only allowed at the very start of the document', lt);
      if (target.includes(':')) fail(`'${target}' is not a valid processing instruction target`, lt);
      if (pos < end && skipWhitespace() === 0) fail('the processing instruction is malformed', lt);
      pos = end + 2;
    } else if (next === '!') {
      if (source.startsWith('!--', pos)) {
        const end = source.indexOf('-->', pos + 3);
        if (end === -1) fail('a comment is not closed', lt);
        const body = source.slice(pos + 3, end);
        if (body.includes('--') || body.endsWith('-')) fail("'--' is not allowed inside a comment", lt);
        pos = end + 3;
      } else if (source.startsWith('![CDATA[', pos)) {
        const end = source.indexOf(']]>', pos + 8);
        if (end === -1) fail('a CDATA section is not closed', lt);
        const top = stack[stack.length - 1];
        if (!top) fail('a CDATA section outside the root element', lt);
        const raw = source.slice(pos + 8, end);
        if (top?.element) top.element.text += raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
        pos = end + 3;
      } else if (source.startsWith('!DOCTYPE', pos)) {
        throw new UblReadError(
          'dtd-not-allowed',
          'the XML has a document type declaration (<!DOCTYPE>); UBL invoices have none, and it is refused so that no entity is ever expanded',
          positionAt(source, lt),
        );
      } else fail("'<!' starts neither a comment nor a CDATA section", lt);
    } else openElement(lt);
  }

  if (stack.length > 0) {
    const open = stack[stack.length - 1];
    fail(`the document ends before the element <${open?.qname}> is closed`, source.length);
  }
  if (!rootSeen) fail('the document has no root element', source.length);
  return keep ? root : null;
}
