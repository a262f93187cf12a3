import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readUbl, UblReadError } from './ubl-reader';
import { MAX_DEPTH } from './ubl-reader/xml-tree';
import { fixtureText } from './ubl-reader.test-support';

const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const INVOICE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';

describe('readUbl on damaged input', () => {
  const fixtures = [
    'smartbill-style-invoice.xml',
    'german-supplier-reverse-charge.xml',
    'credit-note-eur.xml',
  ].map(fixtureText);
  const piece = fc.constantFrom(
    '<',
    '>',
    '&',
    '"',
    "'",
    '/',
    '=',
    ';',
    ':',
    ' ',
    'x',
    ']]>',
    '<!--',
    '&amp;',
    '\u0000',
    '\uD800',
  );

  it('either reads the whole document or throws a UblReadError: no other exception, nothing half-read', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: fixtures.length - 1 }),
        fc.array(
          fc.tuple(
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.nat({ max: 40 }),
            fc.array(piece, { maxLength: 3 }),
          ),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        (which, edits) => {
          let xml = fixtures[which] ?? '';
          for (const [at, removed, inserted] of edits) {
            const start = Math.floor(at * xml.length);
            xml = xml.slice(0, start) + inserted.join('') + xml.slice(start + removed);
          }
          try {
            const invoice = readUbl(xml);
            expect(invoice.lines.length).toBeGreaterThan(0);
            expect(invoice.totals.payable).toMatch(/^[+-]?[0-9.]+$/);
          } catch (error) {
            expect(error).toBeInstanceOf(UblReadError);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('readUbl on hostile input stays linear', () => {
  const root = `<Invoice xmlns="${INVOICE}"`;

  it('refuses elements nested deeper than any UBL document, without walking them', () => {
    const depth = 100_000;
    const error = readError(`${root}>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</Invoice>`);
    expect(error.code).toBe('not-ubl');
    expect(error.message).toContain(`more than ${MAX_DEPTH} levels`);
  });

  it('finds a repeated attribute among 200,000 without comparing every pair', () => {
    const attributes = Array.from({ length: 200_000 }, (_, index) => ` a${index}=""`).join('');
    const started = performance.now();
    const error = readError(`${root}${attributes} a7=""/>`);
    expect(error.message).toContain('the attribute a7 appears twice');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('resolves names under thousands of declared prefixes without copying them for every element', () => {
    const prefixes = Array.from(
      { length: 20_000 },
      (_, index) => ` xmlns:p${index}="urn:example:${index}"`,
    ).join('');
    const children = `<z:x xmlns:z="urn:example:z"/>`.repeat(100_000);
    const started = performance.now();
    const error = readError(`${root}${prefixes}>${children}</Invoice>`);
    expect(error.code).toBe('invalid-content');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('treats attributes named like object properties as plain attributes', () => {
    const xml = fixtureText('minimal-invoice.xml').replace(
      'unitCode="C62"',
      'constructor="x" __proto__="y" hasOwnProperty="z" unitCode="C62"',
    );
    expect(readUbl(xml).lines[0]?.unitCode).toBe('C62');
  });
});

function readError(xml: string): UblReadError {
  try {
    readUbl(xml);
  } catch (error) {
    if (error instanceof UblReadError) return error;
    throw error;
  }
  throw new Error('read without an error');
}

describe('readUbl accepts well-formed XML however it is written', () => {
  it('single quotes, entities and character references, whitespace in end tags, xml:lang, comments and PIs inside', () => {
    const xml = fixtureText('minimal-invoice.xml')
      .replace(
        '<c:ID xmlns:c="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">M-1</c:ID>',
        `<!-- id --><?app keep?><c:ID xmlns:c='${CBC}' xml:lang="ro"  >M&#x2D;1&#x219;&amp;&lt;&#8222;</c:ID\n>`,
      )
      .replace(
        '<c:Name>Mostră gratuită</c:Name>',
        '<c:Name>Mostr<![CDATA[ă]]> gratuit&#259;&#x1F600;</c:Name   >',
      );
    const invoice = readUbl(xml);
    expect(invoice.id).toBe('M-1ș&<„');
    expect(invoice.lines[0]?.item.name).toBe('Mostră gratuită😀');
  });

  it('normalizes line ends in text and whitespace in attribute values, as XML requires', () => {
    const xml = fixtureText('minimal-invoice.xml')
      .replace('<c:Name>Mostră gratuită</c:Name>', '<c:Name>Mostră\r\ngratuită\rA4</c:Name>')
      .replace('unitCode="C62"', 'unitCode="\tC62\n"');
    const [line] = readUbl(xml).lines;
    expect(line?.item.name).toBe('Mostră\ngratuită\nA4');
    expect(line?.unitCode).toBe('C62');
  });

  it('keeps free texts exactly as written (edge spaces included) and trims codes, ids and amounts', () => {
    const xml = fixtureText('smartbill-style-invoice.xml')
      .replace('<cbc:Note>Termen de plata: 15 zile</cbc:Note>', '<cbc:Note> de plata: 15 zile </cbc:Note>')
      .replace('<cbc:Name>Carti de vizita</cbc:Name>', '<cbc:Name>Carti de vizita </cbc:Name>')
      .replace('<cbc:ID>SBF 0457</cbc:ID>', '<cbc:ID>\n  SBF 0457\n</cbc:ID>')
      .replace(
        '<cbc:PayableAmount currencyID="RON">493.60<',
        '<cbc:PayableAmount currencyID="RON"> 493.60 <',
      );
    const invoice = readUbl(xml);
    expect(invoice.notes[1]).toBe(' de plata: 15 zile ');
    expect(invoice.lines[0]?.item.name).toBe('Carti de vizita ');
    expect(invoice.id).toBe('SBF 0457');
    expect(invoice.totals.payable).toBe('493.60');
  });

  it('reads a document whose UBL namespaces are all default namespaces, even the root one redeclared', () => {
    const minimal = fixtureText('minimal-invoice.xml');
    const xml = minimal.replace(
      /<Invoice xmlns="[^"]*">/,
      `<Invoice xmlns="${INVOICE}" xmlns:i="${INVOICE}">`,
    );
    expect(readUbl(xml)).toEqual(readUbl(minimal));
  });
});
