import type {
  ClientInvoiceSource,
  ClientInvoiceSourceLine,
} from '@app/domain/einvoice/client-invoice-source';
import {
  sampleClientInvoiceSource,
  sampleSourceLine,
} from '@app/domain/einvoice/client-invoice-source.test-helpers';
import type { EInvoiceSyntax } from '@app/domain/einvoice/einvoice.types';
import { linePriceInDocumentCurrency } from '@app/domain/invoicing/line-currency';

/** One invoice of the conformance corpus: what the product holds, before the e-invoice mapping. */
export type CorpusInvoice = {
  /** Says what it covers: "vat/E/VATEX-EU-132", "county/RO-CJ", "random/17". */
  name: string;
  source: ClientInvoiceSource;
  /** A credit note (381) is a CreditNote; every other type an Invoice. */
  syntax: EInvoiceSyntax;
  /** Slow to validate (the 999-line invoice): every CI sample takes it, once. */
  heavy?: boolean;
};

/**
 * A line as the product stores it: `unitPrice` is what the server derives from the price, its
 * currency and rate (the price itself, or price x rate for a line written in another currency).
 */
export function corpusLine(
  documentCurrency: string,
  overrides: Partial<ClientInvoiceSourceLine> = {},
): ClientInvoiceSourceLine {
  const line = sampleSourceLine(overrides);
  const unitPrice = linePriceInDocumentCurrency(line, documentCurrency);
  if (unitPrice === null) throw new Error(`corpus line "${line.name}" has no usable currency rate`);
  return { ...line, unitPrice };
}

/** An invoice on the sample's footing (Cluj VAT payer to a Bucharest company), with its changes. */
export function corpusInvoice(
  name: string,
  overrides: Partial<ClientInvoiceSource> & { lines?: ClientInvoiceSourceLine[] },
  options: { heavy?: boolean } = {},
): CorpusInvoice {
  const source = sampleClientInvoiceSource(overrides);
  const lines = overrides.lines ?? source.lines.map((line) => corpusLine(source.currency, line));
  return {
    name,
    source: { ...source, lines },
    syntax: source.typeCode === '381' ? 'CreditNote' : 'Invoice',
    ...(options.heavy ? { heavy: true } : {}),
  };
}

/** Gives every invoice its own number (CORP00001...) in corpus order. */
export function numbered(invoices: CorpusInvoice[], prefix = 'CORP'): CorpusInvoice[] {
  return invoices.map((invoice, index) => ({
    ...invoice,
    source: { ...invoice.source, seriesNumber: `${prefix}${String(index + 1).padStart(5, '0')}` },
  }));
}
