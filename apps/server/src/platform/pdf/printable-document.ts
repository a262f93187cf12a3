import type { AddressSnapshot } from '@app/domain/addresses/address-snapshot';
import { a4Document } from './a4-document';
import { drawLineItems, drawSummary } from './pdf-amounts';
import { PdfCanvas } from './pdf-canvas';
import { registerFonts } from './pdf-fonts';
import type { PdfLanguage } from './pdf-format';
import { drawReceiptBody } from './pdf-receipt';
import { drawFacts, drawFooters, drawNotes, drawParties, footerHeight, footerLines } from './pdf-sections';
import { CLASSIC, MODERN } from './pdf-templates';
import { pdfTexts } from './pdf-texts';
import type { RenderContext } from './pdf-theme';

/**
 * A printable document as the invoicing module hands it over: plain texts, amounts already computed
 * as decimal texts with two decimals ("1234.50"), dates as "YYYY-MM-DD".
 */
export type PrintableParty = {
  name: string;
  /** CUI/CIF (printed with RO for a VAT payer) or a person's 13-digit CNP. */
  businessId: string | null;
  vatPayer: boolean;
  tradeRegisterNumber: string | null;
  /** Every field of the address; the renderer words it in the document's language ("Sector 1"). */
  address: AddressSnapshot;
  /** Where the goods go, when the document names a delivery address (the buyer's). */
  deliveryAddress?: (AddressSnapshot & { name: string | null }) | null;
  email: string | null;
  phone: string | null;
  bankAccounts: { iban: string; bank: string | null; currency: string | null }[];
};

export type PrintableLine = {
  name: string;
  description: string | null;
  unit: string;
  quantity: string;
  unitPrice: string;
  net: string;
  vatRate: string;
  /** UNCL5305 code (S, Z, E, AE, K, G, O, ...); anything but S is printed next to the rate. */
  vatCategory: string;
  vat: string;
  /** The line's discount in percent ("10"), already taken off `net`; null or "0" when none. */
  discountPercent?: string | null;
};

export type PrintableDocument = {
  kind: 'invoice' | 'proforma' | 'receipt';
  language: 'ro-RO' | 'en-GB';
  template: 'classic' | 'modern';
  /** Replaces the kind's title ("Factură", "Factură proformă", "Chitanță"). */
  title?: string | null;
  /** Null while the document is a draft: "Ciornă"/"Draft" is printed instead, and as a watermark. */
  seriesNumber: string | null;
  status: 'draft' | 'published' | 'voided';
  issueDate: string;
  dueDate: string | null;
  deliveryDate: string | null;
  currency: string;
  /** RON for one unit of a foreign currency. */
  currencyRate: string | null;
  seller: PrintableParty;
  buyer: PrintableParty;
  /** PNG or JPEG. */
  logo?: Buffer | null;
  lines: PrintableLine[];
  /**
   * Document-level reductions, printed as negative rows after the lines. Those of the document
   * discount have no reason: they are labelled with the discount's kind and percent.
   */
  allowances: { reason: string | null; amount: string; vatRate: string }[];
  /**
   * The document discount as typed: `percent` and `price-reduction` a percent, `fixed` an amount net
   * of VAT. A price reduction gives no allowance (it lowers every line's price), so it is printed
   * as a row of its own.
   */
  discount?: { type: 'fixed' | 'percent' | 'price-reduction'; value: string } | null;
  breakdown: { vatCategory: string; vatRate: string; taxable: string; vat: string; vatRon: string | null }[];
  totals: {
    net: string;
    vat: string;
    gross: string;
    prepaid: string;
    rounding: string;
    amountDue: string;
    vatRon: string | null;
    grossRon: string | null;
  };
  paymentTerms: string | null;
  notes: string | null;
  /** Printed at the foot of every page. */
  footerNotes: string | null;
  /** Already-labelled references (contract, order ...). */
  references: { label: string; value: string }[];
  refunds: { seriesNumber: string; issueDate: string } | null;
  receipt?: { amount: string; description: string; paidDocuments: string[] } | null;
};

/** The printed title with its number (or the draft label), as the PDF's metadata title also has it. */
export function documentTitle(document: PrintableDocument): string {
  const texts = pdfTexts(document.language);
  const title = document.title?.trim() || texts.titles[document.kind] || texts.titles.invoice;
  return `${title} ${document.seriesNumber ?? texts.draft}`;
}

/** Renders an invoice, proforma or receipt as an A4 PDF in its template and language. */
export function renderPdf(document: PrintableDocument): Promise<Buffer> {
  const language: PdfLanguage = document.language === 'en-GB' ? 'en-GB' : 'ro-RO';
  const texts = pdfTexts(language);
  const theme = document.template === 'modern' ? MODERN : CLASSIC;
  const title = document.title?.trim() || texts.titles[document.kind] || texts.titles.invoice;
  const number = document.seriesNumber ?? texts.draft;
  const { doc, done } = a4Document({ language, title: `${title} ${number}`, author: document.seller.name });
  try {
    registerFonts(doc, theme.family);
    const context: RenderContext = { document, texts, language, title, number, theme };
    const measuring = new PdfCanvas(doc, theme.family, 0);
    const footer = footerLines(measuring, context);
    const canvas = new PdfCanvas(doc, theme.family, footerHeight(measuring, footer));
    if (document.status !== 'published') {
      const mark = document.status === 'voided' ? texts.voided : texts.draft;
      canvas.background = (page) => page.watermark(mark, '#808080');
    }
    canvas.newPage();
    canvas.onPageStart((page) => theme.continuation(page, context));
    theme.header(canvas, context);
    if (document.kind === 'receipt') {
      drawParties(canvas, context, [texts.issuer, texts.payer]);
      drawReceiptBody(canvas, context);
    } else {
      drawParties(canvas, context, [texts.seller, texts.buyer]);
      drawFacts(canvas, context);
      drawLineItems(canvas, context);
      drawSummary(canvas, context);
    }
    drawNotes(canvas, context);
    drawFooters(canvas, context, footer);
    doc.end();
  } catch (error) {
    // The half-drawn document is dropped; its stream never ends and nothing waits on it.
    return Promise.reject(error);
  }
  return done;
}
