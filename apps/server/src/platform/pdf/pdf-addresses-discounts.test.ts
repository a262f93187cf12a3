import { inspectPdf } from '@app/anaf/pdf/pdf-inspection.testing';
import { describe, expect, it } from 'vitest';
import { type PrintableDocument, renderPdf } from './printable-document';
import { SAMPLE_BUYER, SAMPLE_SELLER, sampleInvoice, sampleLines } from './printable-samples';

const textOf = async (document: PrintableDocument) =>
  inspectPdf(await renderPdf(document))
    .pages.flat()
    .join(' ');

const BUCHAREST = {
  street: 'Str. Academiei 14',
  additionalStreet: null,
  additionalAddress: null,
  city: 'București',
  district: 1,
  county: 'RO-B',
  postalCode: '010011',
  country: 'RO',
};

describe('addresses and discounts on paper', () => {
  it('prints a receipt issuer’s Bucharest sector, in both languages, without repeating the city', async () => {
    for (const language of ['ro-RO', 'en-GB'] as const) {
      const text = await textOf(
        sampleInvoice(0, {
          kind: 'receipt',
          language,
          seller: { ...SAMPLE_SELLER, address: BUCHAREST },
          breakdown: [],
          receipt: { amount: '10.00', description: 'avans', paidDocuments: [] },
        }),
      );
      expect(text).toContain('010011, București, Sector 1');
      expect(text).not.toContain('București, București');
    }
  });

  it('prints the buyer’s delivery address', async () => {
    const text = await textOf(
      sampleInvoice(1, {
        language: 'en-GB',
        buyer: { ...SAMPLE_BUYER, deliveryAddress: { name: 'Depot', ...BUCHAREST, district: 3 } },
      }),
    );
    expect(text).toContain('Delivery address: Depot, Str. Academiei 14, 010011, București, Sector 3');
  });

  it('says a line’s discount under it and labels the document discount with its kind and percent', async () => {
    const [line] = sampleLines(1);
    const withDiscount = (discount: PrintableDocument['discount']) =>
      textOf(
        sampleInvoice(1, {
          lines: [{ ...(line as NonNullable<typeof line>), discountPercent: '12.5' }],
          allowances:
            discount?.type === 'price-reduction' ? [] : [{ reason: null, amount: '12.00', vatRate: '19' }],
          discount,
        }),
      );
    const percent = await withDiscount({ type: 'percent', value: '5' });
    expect(percent).toContain('Reducere 12,5% inclusă în valoare');
    expect(percent).toContain('Reducere 5% la total');
    expect(percent).toContain('-12,00');
    expect(await withDiscount({ type: 'fixed', value: '12' })).toContain('Reducere valorică la total');
    expect(await withDiscount({ type: 'price-reduction', value: '3' })).toContain(
      'Reducere de preț 3%, aplicată prețului fiecărei linii',
    );
    // A zero line discount says nothing.
    const none = await textOf(
      sampleInvoice(1, { lines: [{ ...(line as NonNullable<typeof line>), discountPercent: '0' }] }),
    );
    expect(none).not.toContain('inclusă în valoare');
  });
});
