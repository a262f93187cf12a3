import { sampleEInvoice } from '@app/domain/einvoice/einvoice.test-helpers';
import type { EInvoice } from '@app/domain/einvoice/einvoice.types';
import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { UblWriteError, writeUbl } from './ubl-writer';
import { findOne, fullEInvoice, textAt, xmlTree } from './ubl-writer.test-helpers';

const withNote = (note: string): EInvoice => ({ ...sampleEInvoice(), notes: [note] });

/** A character XML 1.0 allows: tab, line feed, carriage return, then U+0020 on, but U+FFFE and U+FFFF. */
const xmlCharacter = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
};

describe('escaping', () => {
  it('escapes & < > in text, which reads back unchanged', () => {
    const note = 'R&D <b>bold</b> a > b && "quoted" \'apos\' ]]> &amp;';
    const xml = writeUbl(withNote(note));
    expect(xml).toContain(
      '<cbc:Note>R&amp;D &lt;b&gt;bold&lt;/b&gt; a &gt; b &amp;&amp; "quoted" \'apos\' ]]&gt; &amp;amp;</cbc:Note>',
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(textAt(xmlTree(xml), 'cbc:Note')).toBe(note);
  });

  it('escapes quotes, & and < in attributes, and keeps tabs and line breaks as references', () => {
    const invoice = fullEInvoice();
    const attachment = invoice.attachments[0] as EInvoice['attachments'][number];
    invoice.attachments = [
      {
        ...attachment,
        embedded: { content: 'QQ==', mimeCode: 'application/pdf', filename: 'a "b" & <c>\td\ne\r.pdf' },
      },
    ];
    const xml = writeUbl(invoice);
    expect(xml).toContain('filename="a &quot;b&quot; &amp; &lt;c&gt;&#9;d&#10;e&#13;.pdf"');
    expect(XMLValidator.validate(xml)).toBe(true);
    const binary = findOne(
      xmlTree(xml),
      'cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject',
    );
    expect(binary.attributes.filename).toBe('a "b" & <c>\td\ne\r.pdf');
  });

  it('keeps a carriage return in text (a reference: a parser would turn a raw one into a line feed)', () => {
    const xml = writeUbl(withNote('linia 1\r\nlinia 2\ttab'));
    expect(xml).toContain('<cbc:Note>linia 1&#13;\nlinia 2\ttab</cbc:Note>');
    expect(textAt(xmlTree(xml), 'cbc:Note')).toBe('linia 1\r\nlinia 2\ttab');
  });

  it('writes Romanian letters and characters beyond the BMP as they are (UTF-8)', () => {
    const note = 'Șoseaua Ștefan cel Mare, ăâîșț ĂÂÎȘȚ € 😀';
    const xml = writeUbl(withNote(note));
    expect(xml).toContain(`<cbc:Note>${note}</cbc:Note>`);
  });

  it('refuses the characters XML 1.0 cannot hold instead of writing ill-formed XML', () => {
    for (const bad of ['\u0000', 'a\u0001b', 'a\u000Bb', '\u001F', '\uFFFE', '\uD83D', 'x\uDE00']) {
      expect(() => writeUbl(withNote(bad)), JSON.stringify(bad)).toThrow(UblWriteError);
    }
    const invoice = sampleEInvoice();
    invoice.seller = { ...invoice.seller, electronicAddress: { id: 'a@b.ro', schemeId: 'E\u0007M' } };
    expect(() => writeUbl(invoice)).toThrow(/U\+0007/);
  });

  it('produces well-formed XML for every text the tests write', () => {
    for (const invoice of [sampleEInvoice(), fullEInvoice(), fullEInvoice('CreditNote')]) {
      expect(XMLValidator.validate(writeUbl(invoice))).toBe(true);
    }
  });

  it('any text XML 1.0 can hold reads back unchanged, in an element and in an attribute', () => {
    // Every code point (surrogate pairs included) but the control characters XML 1.0 forbids.
    const text = fc
      .string({ unit: 'binary', maxLength: 30 })
      .map((value) => [...value].filter(xmlCharacter).join(''))
      .filter((value) => value.trim() !== '');
    fc.assert(
      fc.property(text, text, (note, filename) => {
        const invoice = sampleEInvoice();
        invoice.notes = [note];
        invoice.attachments = [
          {
            id: 'A',
            description: null,
            embedded: { content: 'QQ==', mimeCode: 'text/csv', filename },
            uri: null,
          },
        ];
        const xml = writeUbl(invoice);
        expect(XMLValidator.validate(xml)).toBe(true);
        const doc = xmlTree(xml);
        expect(textAt(doc, 'cbc:Note')).toBe(note);
        const binary = findOne(
          doc,
          'cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject',
        );
        expect(binary.attributes.filename).toBe(filename);
      }),
      { numRuns: 300 },
    );
  });
});
