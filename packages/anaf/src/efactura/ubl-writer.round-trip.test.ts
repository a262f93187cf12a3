import { describe, expect, it } from 'vitest';
import { readUbl } from './ubl-reader';
import { writeUbl } from './ubl-writer';
import { writerVariants } from './ubl-writer.test-variants';

// What the writer writes, the reader reads back as the same model: the two agree on every binding.
describe('readUbl(writeUbl(invoice)) is the invoice', () => {
  const variants = writerVariants();
  const exact = variants.filter(([name]) => !name.startsWith('sales order only'));

  it.each(exact)('%s', (_name, invoice) => {
    expect(readUbl(writeUbl(invoice))).toEqual(invoice);
  });

  it('except where UBL requires a value the model leaves out: order ID "NA", a zero price discount', () => {
    const [, invoice] = variants.find(([name]) =>
      name.startsWith('sales order only'),
    ) as (typeof variants)[number];
    const read = readUbl(writeUbl(invoice));
    expect(read.purchaseOrderReference).toBe('NA');
    expect(read.lines.map((line) => line.price.discount)).toEqual(['0.00', '0.00']);
    expect({
      ...read,
      purchaseOrderReference: null,
      lines: read.lines.map((line) => ({ ...line, price: { ...line.price, discount: null } })),
    }).toEqual(invoice);
  });
});
