import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UblReadError } from '../../efactura/ubl-reader';
import { invoicePdf } from './invoice-pdf';
import { readPdfText } from './pdf-text.testing';

const fixture = (name: string) =>
  readFileSync(new URL(`../../efactura/fixtures/${name}.xml`, import.meta.url), 'utf8');

/** The smartbill-style invoice with its two lines repeated until it needs several pages. */
function longInvoice(copies: number): string {
  const xml = fixture('smartbill-style-invoice');
  const lines = xml.match(/<cac:InvoiceLine>[\s\S]*?<\/cac:InvoiceLine>/g) ?? [];
  const first = xml.indexOf('<cac:InvoiceLine>');
  const last = xml.lastIndexOf('</cac:InvoiceLine>') + '</cac:InvoiceLine>'.length;
  let id = 0;
  const repeated = Array.from({ length: copies }, () => lines)
    .flat()
    .map((line) => line.replace(/<cbc:ID>[^<]*<\/cbc:ID>/, `<cbc:ID>${++id}</cbc:ID>`));
  return xml.slice(0, first) + repeated.join('\n') + xml.slice(last);
}

describe('invoicePdf (transformare)', () => {
  it('renders a readable A4 invoice with its parties, lines, VAT, totals and payment, diacritics included', async () => {
    const pdf = await invoicePdf(fixture('smartbill-style-invoice'));
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(pdf).toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const { pageCount, pages } = readPdfText(pdf);
    expect(pageCount).toBe(1);
    const text = pages.join('\n');
    for (const expected of [
      'Factură',
      'Nr. SBF 0457',
      'Data emiterii: 15.10.2026',
      'Data scadenței: 30.10.2026',
      'Tipografia Someș SRL',
      'CUI/CIF: RO18547290',
      'Beta Comerț & Distribuție SRL',
      'CUI/CIF: RO14399840',
      'Bd. Unirii nr. 10, bl. 7B',
      'Carte „Istoria tiparului”',
      'buc (H87)',
      'S 21,00%',
      '400,00',
      'Defalcare TVA',
      '79,80',
      'Total cu TVA',
      '493,60 RON',
      'IBAN: RO49AAAA1B31007593840000',
      'Pagina 1 din 1',
    ])
      expect(text).toContain(expected);
  });

  it('titles a credit note and shows the foreign currency with the VAT in RON', async () => {
    const text = readPdfText(await invoicePdf(fixture('credit-note-eur'))).pages.join('\n');
    expect(text).toContain('Notă de credit');
    expect(text).toContain('Nr. NC-2026-0008');
    expect(text).toContain('Factura de referință: EXP-2026-0142');
    expect(text).toContain('Fetească Neagră 2022, 0,75 l');
    expect(text).toContain('Total TVA în RON');
    expect(text).toContain('106,83 RON');
    expect(text).toContain('121,00 EUR');
  });

  it('continues a long invoice on further pages, repeating the table header and numbering the pages', async () => {
    const { pageCount, pages } = readPdfText(await invoicePdf(longInvoice(40)));
    expect(pageCount).toBeGreaterThanOrEqual(2);
    expect(pages[1]).toContain('Denumire');
    expect(pages[1]).toContain(`Pagina 2 din ${pageCount}`);
    expect(pages.join('\n')).toContain('Total de plată');
    for (const page of pages) expect(page).toContain('SBF 0457');
  });

  it('gives the same PDF for the same XML, whatever the documents before it (shared font caches)', async () => {
    // The creation date and the document id are the only parts that change between two runs.
    const stable = (pdf: Uint8Array) =>
      Buffer.from(pdf)
        .toString('latin1')
        .replace(/\(D:\d+Z\)/g, '')
        .replace(/\/ID \[[^\]]*\]/g, '');
    const first = stable(await invoicePdf(fixture('saga-style-invoice')));
    await invoicePdf(fixture('german-supplier-reverse-charge'));
    await invoicePdf(longInvoice(5));
    expect(stable(await invoicePdf(fixture('saga-style-invoice')))).toBe(first);
  });

  it('refuses an XML it cannot read with the reader error', async () => {
    await expect(invoicePdf('<Invoice>')).rejects.toBeInstanceOf(UblReadError);
    await expect(invoicePdf('<html/>')).rejects.toThrow(/expected a UBL 2.1 Invoice or CreditNote/);
  });
});
