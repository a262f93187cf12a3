import type { PdfCanvas } from './pdf-canvas';
import type { FontFamily } from './pdf-fonts';
import type { PdfLanguage } from './pdf-format';
import type { TableStyle } from './pdf-table';
import type { PdfTexts } from './pdf-texts';
import type { PrintableDocument } from './printable-document';

/** What every section of a document needs: the document, its texts and the template's look. */
export type RenderContext = {
  document: PrintableDocument;
  texts: PdfTexts;
  language: PdfLanguage;
  /** The printed title: the override, or the kind's title in the document language. */
  title: string;
  /** The series and number, or the draft label. */
  number: string;
  theme: Theme;
};

/** The look of a template; the sections read it, and its two header functions draw its own parts. */
export type Theme = {
  family: FontFamily;
  accent: string;
  text: string;
  muted: string;
  /** Colour of separating lines. */
  rule: string;
  /** Parties and facts inside bordered boxes (classic) or on open paper (modern). */
  boxed: boolean;
  /** Background of the facts panel, or null. */
  panel: string | null;
  table: TableStyle;
  /** The amount-due row of the totals: a filled band (modern) or a bold row under a line (classic). */
  amountDue: { fill: string | null; color: string };
  /** Title, number, issue date and logo at the top of the first page; leaves the cursor below. */
  header(canvas: PdfCanvas, context: RenderContext): void;
  /** The short header of the following pages. */
  continuation(canvas: PdfCanvas, context: RenderContext): void;
};
