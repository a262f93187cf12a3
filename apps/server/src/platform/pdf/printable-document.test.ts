import { type InspectedPdf, inspectPdf } from '@app/anaf/pdf/pdf-inspection.testing';
import { describe, expect, it } from 'vitest';
import { documentTitle, type PrintableDocument, renderPdf } from './printable-document';
import { SAMPLE_BUYER, sampleInvoice } from './printable-samples';

const render = async (document: PrintableDocument) => {
  const pdf = await renderPdf(document);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  return { pdf, inspected: inspectPdf(pdf) };
};

/** Every text object of every page; wrapped lines joined by spaces read as the sentence they were. */
const textOf = (inspected: InspectedPdf) => inspected.pages.map((page) => page.join('\n')).join('\n');
const flowing = (inspected: InspectedPdf) => inspected.pages.flat().join(' ');

const ROMANIAN_LETTERS = ['ș', 'ț', 'ă', 'î', 'â', 'Ș', 'Ț', 'Î'].map((letter) => letter.codePointAt(0));

describe('renderPdf', () => {
  it('prints a Romanian invoice in the classic template with every fiscal field', async () => {
    const { inspected } = await render(sampleInvoice(8));
    const text = textOf(inspected);
    expect(inspected.pageCount).toBe(1);
    expect(inspected.title).toBe('Factură FCT 0042');
    expect(inspected.fonts.some((font) => font.endsWith('+DejaVuSansCondensed'))).toBe(true);
    expect(inspected.fonts.some((font) => font.endsWith('+DejaVuSansCondensed-Bold'))).toBe(true);
    // Comma-below ș ț (U+0219, U+021B) and the other letters come from the embedded DejaVu glyphs.
    for (const codePoint of ROMANIAN_LETTERS)
      expect(inspected.mappedCodePoints.has(codePoint ?? 0)).toBe(true);
    for (const expected of [
      'Factură',
      'Seria și numărul: FCT 0042',
      'Data emiterii: 05.03.2024',
      'Furnizor',
      'Cumpărător',
      'Societatea Țesătoria Ștefănești SRL',
      'CIF: RO12345678',
      'CIF: 87654321',
      'Nr. Reg. Com.: J40/1234/2010',
      'Str. Mărășești nr. 12, ap. 3',
      'IBAN: RO49AAAA1B31007593840000 (RON)',
      'Banca: Banca Transilvania',
      'Data scadenței',
      '04.04.2024',
      'Data livrării',
      '04.03.2024',
      'Contract',
      'C-17/2024',
      'PO-5531',
      'Țesătură de bumbac „Ștefănești” model 8',
      '1.234,50',
      '10.436,00',
      '19%',
      '1.982,84',
      'Defalcarea TVA',
      'S – Cotă standard',
      '46.122,00',
      '8.763,20',
      'Total fără TVA',
      '46.122,00 RON',
      'Total de plată',
      '54.885,20 RON',
      'Termeni de plată',
      'Observații',
      'Pagina 1 din 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(flowing(inspected)).toContain('Factura circulă fără semnătură și ștampilă');
    expect(text).not.toContain('Plătit în avans');
    expect(text).not.toContain('\uFFFD');
  });

  it('prints an English invoice in the modern template with English numbers and dates', async () => {
    const { inspected } = await render(sampleInvoice(8, { language: 'en-GB', template: 'modern' }));
    const text = textOf(inspected);
    expect(inspected.pageCount).toBe(1);
    expect(inspected.title).toBe('Invoice FCT 0042');
    expect(inspected.fonts.some((font) => font.endsWith('+DejaVuSans'))).toBe(true);
    expect(inspected.fonts.some((font) => font.includes('Condensed'))).toBe(false);
    for (const expected of [
      'Invoice',
      'FCT 0042',
      'Issue date: 05/03/2024',
      'SELLER',
      'BUYER',
      'VAT ID: RO12345678',
      'Tax ID: 87654321',
      '04/04/2024',
      '1,234.50',
      '10,436.00',
      'S – Standard rate',
      'Amount due',
      '54,885.20 RON',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a Romanian invoice in the modern template and an English one in the classic template', async () => {
    const modern = textOf((await render(sampleInvoice(3, { template: 'modern' }))).inspected);
    expect(modern).toContain('FURNIZOR');
    expect(modern).toContain('1.234,50');
    const classic = textOf((await render(sampleInvoice(3, { language: 'en-GB' }))).inspected);
    expect(classic).toContain('Series and number: FCT 0042');
    expect(classic).toContain('1,234.50');
  });

  for (const template of ['classic', 'modern'] as const) {
    it(`paginates 60 lines in the ${template} template, repeating the table header`, async () => {
      const { inspected } = await render(sampleInvoice(60, { template }));
      const pages = inspected.pageCount;
      expect(pages).toBeGreaterThanOrEqual(3);
      inspected.pages.forEach((page, index) => {
        expect(page).toContain(`Pagina ${index + 1} din ${pages}`);
        expect(page).toContain('Cantitate');
        if (index > 0) expect(page).toContain('Factură FCT 0042 (continuare)');
      });
      const text = textOf(inspected);
      let from = 0;
      for (let line = 1; line <= 60; line++) {
        const at = text.indexOf(`„Ștefănești” model ${line}\n`, from);
        expect(at, `line ${line}`).toBeGreaterThan(from - 1);
        from = at;
      }
      expect(inspected.pages.at(-1)?.join('\n')).toContain('Total de plată');
    });
  }

  it('titles a proforma "Factură proformă" and a draft "Ciornă"', async () => {
    const { inspected } = await render(
      sampleInvoice(2, { kind: 'proforma', status: 'draft', seriesNumber: null }),
    );
    const text = textOf(inspected);
    expect(inspected.title).toBe('Factură proformă Ciornă');
    expect(text).toContain('Factură proformă');
    expect(text).toContain('Seria și numărul: Ciornă');
    expect(text).toContain('CIORNĂ');
    expect(documentTitle(sampleInvoice(1, { kind: 'proforma', language: 'en-GB' }))).toBe(
      'Proforma invoice FCT 0042',
    );
  });

  it('marks a voided document and honours a title override', async () => {
    const { inspected } = await render(sampleInvoice(1, { status: 'voided', title: 'Factură de avans' }));
    expect(inspected.title).toBe('Factură de avans FCT 0042');
    expect(textOf(inspected)).toContain('ANULATĂ');
  });

  it('prints a receipt: payer, amount in figures, what it represents and the invoices paid', async () => {
    const receipt = (language: 'ro-RO' | 'en-GB') =>
      sampleInvoice(0, {
        kind: 'receipt',
        language,
        seriesNumber: 'CH 0007',
        breakdown: [],
        paymentTerms: null,
        notes: null,
        receipt: {
          amount: '1500.00',
          description: 'contravaloare marfă',
          paidDocuments: ['FCT 0042', 'FCT 0043'],
        },
      });
    const ro = (await render(receipt('ro-RO'))).inspected;
    expect(ro.title).toBe('Chitanță CH 0007');
    expect(textOf(ro)).toContain('Chitanță');
    expect(textOf(ro)).toContain('Plătitor');
    expect(textOf(ro)).toContain('1.500,00 RON');
    expect(textOf(ro)).toContain('Facturi achitate');
    expect(textOf(ro)).toContain('FCT 0042, FCT 0043');
    expect(textOf(ro)).toContain('Casier');
    expect(flowing(ro)).toContain(
      'Am primit de la Întreprinderea Șoimul Țării SA suma de 1.500,00 RON, reprezentând contravaloare marfă.',
    );
    expect(textOf(ro)).not.toContain('Total de plată');
    const en = (await render(receipt('en-GB'))).inspected;
    expect(en.title).toBe('Receipt CH 0007');
    expect(flowing(en)).toContain(
      'Received from Întreprinderea Șoimul Țării SA the sum of 1,500.00 RON, for',
    );
    expect(textOf(en)).toContain('Invoices paid');
  });

  it('prints the exchange rate and the VAT and total in RON of a foreign-currency invoice', async () => {
    const base = sampleInvoice(2);
    const { inspected } = await render({
      ...base,
      currency: 'EUR',
      currencyRate: '4.9750',
      breakdown: base.breakdown.map((row) => ({ ...row, vatRon: '4417.80' })),
      totals: { ...base.totals, vatRon: '4417.80', grossRon: '27668.59' },
    });
    const text = textOf(inspected);
    for (const expected of [
      'Moneda',
      'EUR',
      'Curs valutar',
      '1 EUR = 4,9750 RON',
      'TVA (RON)',
      '4.417,80',
      'TVA în RON',
      '4.417,80 RON',
      'Total în RON',
      '27.668,59 RON',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Total de plată\n[\d.,]+ EUR/);
  });

  it('prints the storno mention, allowances, prepaid amount, rounding and a CNP', async () => {
    const base = sampleInvoice(2);
    const { inspected } = await render({
      ...base,
      buyer: { ...SAMPLE_BUYER, businessId: '1800101221144', vatPayer: false, tradeRegisterNumber: null },
      refunds: { seriesNumber: 'FCT 0041', issueDate: '2024-03-01' },
      allowances: [{ reason: 'fidelitate', amount: '100.00', vatRate: '19.00' }],
      totals: { ...base.totals, prepaid: '500.00', rounding: '0.01' },
    });
    const text = textOf(inspected);
    expect(text).toContain('Stornează factura FCT 0041 din data 01.03.2024');
    expect(text).toContain('Reducere: fidelitate');
    expect(text).toContain('-100,00');
    expect(text).toContain('Plătit în avans');
    expect(text).toContain('500,00 RON');
    expect(text).toContain('Rotunjire');
    expect(text).toContain('CNP: 1800101221144');
    const english = textOf(
      (
        await render({
          ...base,
          language: 'en-GB',
          refunds: { seriesNumber: 'FCT 0041', issueDate: '2024-03-01' },
        })
      ).inspected,
    );
    expect(english).toContain('Refunds invoice FCT 0041 of 01/03/2024');
  });

  it('embeds a logo when it can read it and leaves out one it cannot', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    for (const template of ['classic', 'modern'] as const) {
      const { pdf } = await render(sampleInvoice(1, { template, logo: png }));
      expect(pdf.toString('latin1')).toContain('/Subtype /Image');
      const broken = await render(sampleInvoice(1, { template, logo: Buffer.from('not an image') }));
      expect(broken.pdf.toString('latin1')).not.toContain('/Subtype /Image');
      expect(textOf(broken.inspected)).toContain('Total de plată');
    }
  });

  it('splits a line taller than a page between pages', async () => {
    const base = sampleInvoice(2);
    const description = Array.from({ length: 150 }, (_, index) => `Rândul ${index + 1} al descrierii.`).join(
      '\n',
    );
    const [first, second] = base.lines;
    if (!first || !second) throw new Error('sample lines');
    const { inspected } = await render({ ...base, lines: [{ ...first, description }, second] });
    expect(inspected.pageCount).toBeGreaterThanOrEqual(2);
    const text = textOf(inspected);
    expect(text).toContain('Rândul 1 al descrierii.');
    expect(text).toContain('Rândul 150 al descrierii.');
    expect(text).toContain('„Ștefănești” model 2');
  });

  it('writes the same pages for the same document: the shared parsed fonts keep no state', async () => {
    const document = sampleInvoice(8, { template: 'modern' });
    const other = await renderPdf(sampleInvoice(20, { language: 'en-GB' }));
    const [first, second] = await Promise.all([renderPdf(document), renderPdf(document)]);
    expect(inspectPdf(other).pageCount).toBeGreaterThanOrEqual(1);
    if (!first || !second) throw new Error('rendered');
    // Only the creation date and the file id made from it differ between two renderings.
    const stable = (pdf: Buffer) =>
      pdf
        .toString('latin1')
        .replace(/\(D:\d+Z\)/g, '')
        .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '');
    expect(stable(first)).toBe(stable(second));
  });
});
