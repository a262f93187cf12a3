import { sampleEInvoice } from '@app/domain/einvoice/einvoice.test-helpers';
import { describe, expect, it } from 'vitest';
import { readUbl } from './ubl-reader';
import { writeUbl } from './ubl-writer';
import { fullEInvoice } from './ubl-writer.test-helpers';

// The product's own XML, read back, is the model it was written from: the reader and the writer agree
// on every binding, whatever the writer's layout.
describe('readUbl(writeUbl(invoice)) gives back the same EInvoice', () => {
  it('for the sample invoice, as text and as UTF-8 bytes', () => {
    const invoice = sampleEInvoice();
    const xml = writeUbl(invoice);
    expect(readUbl(xml)).toEqual(invoice);
    expect(readUbl(new TextEncoder().encode(xml))).toEqual(invoice);
  });

  it('for an invoice holding every term the model has, and the same as a credit note', () => {
    for (const syntax of ['Invoice', 'CreditNote'] as const) {
      const invoice = fullEInvoice(syntax);
      expect(readUbl(writeUbl(invoice))).toEqual(invoice);
    }
  });

  it('for a storno with negative quantities and amounts, and a foreign currency with the RON VAT total', () => {
    const storno = sampleEInvoice();
    storno.lines = storno.lines.map((line) => ({
      ...line,
      quantity: `-${line.quantity}`,
      net: `-${line.net}`,
    }));
    storno.vatBreakdown = [
      {
        ...storno.vatBreakdown[0],
        category: 'S',
        rate: '21',
        taxable: '-250.00',
        vat: '-52.50',
        exemptionReason: null,
        exemptionReasonCode: null,
      },
    ];
    storno.totals = {
      ...storno.totals,
      lineNet: '-250.00',
      taxExclusive: '-250.00',
      vatTotal: '-52.50',
      taxInclusive: '-302.50',
      payable: '-302.50',
    };
    storno.precedingInvoices = [{ id: 'FACT0000', issueDate: '2026-10-01' }];
    expect(readUbl(writeUbl(storno))).toEqual(storno);

    const euro = { ...sampleEInvoice(), currency: 'EUR', vatCurrency: 'RON' };
    euro.totals = { ...euro.totals, vatTotalAccounting: '267.09' };
    expect(readUbl(writeUbl(euro))).toEqual(euro);
  });
});
