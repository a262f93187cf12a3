import { FONTS } from './pdf-fonts';

/**
 * The drawing tools of the invoice PDF: the DejaVu faces (they carry ă â î ș ț and their capitals),
 * text at a cursor, and a table that continues on a new page with its header repeated.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Room kept free at the bottom of every page for the footer. */
const FOOTER_SPACE = 30;
const BOTTOM = PAGE.height - PAGE.margin - FOOTER_SPACE;
const GREY = '#555555';
const RULE = '#bbbbbb';

export type Align = 'left' | 'right' | 'center';
export type Column = { label: string; width: number; align?: Align };
/** A table cell: its text, with optional smaller grey lines under it. */
export type Cell = string | { text: string; details?: string[] };

/**
 * The document's starting font (PDFDocument's `font` option): without it pdfkit loads Helvetica's
 * metrics for every document and never uses them.
 */
export const INITIAL_FONT = FONTS.regular as unknown as string;

/**
 * pdfkit keeps a document's fonts by name. The faces are chosen by their PostScript names: a
 * registered alias would make pdfkit compare the parsed font with the one it already holds (a
 * serialisation of the whole name table) once per document.
 */
const FACE = { regular: FONTS.regular.postscriptName, bold: FONTS.bold.postscriptName };

/** The bold face joins the document (the regular one is its starting font). */
export function prepareFonts(doc: PDFKit.PDFDocument): void {
  doc.font(FONTS.bold as unknown as PDFKit.Mixins.PDFFontSource).font(FACE.regular);
}

/** A cursor down the page: every block asks for its height first and moves to a new page if needed. */
export class Cursor {
  y: number = PAGE.margin;

  constructor(readonly doc: PDFKit.PDFDocument) {}

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }

  gap(height: number): void {
    this.y += height;
  }

  heightOf(text: string, width: number, size: number, font: 'regular' | 'bold' = 'regular'): number {
    return this.doc
      .font(FACE[font])
      .fontSize(size)
      .heightOfString(text || ' ', { width });
  }

  /** Text at (x, y) in a box of `width`; returns its height, does not move the cursor. */
  textAt(
    text: string,
    x: number,
    y: number,
    width: number,
    options: { size?: number; font?: 'regular' | 'bold'; align?: Align; color?: string } = {},
  ): number {
    const size = options.size ?? 9;
    const font = options.font ?? 'regular';
    this.doc
      .font(FACE[font])
      .fontSize(size)
      .fillColor(options.color ?? '#000000')
      .text(text, x, y, { width, align: options.align ?? 'left', lineBreak: true });
    return this.heightOf(text, width, size, font);
  }

  /** A block of text across the content width, moved to the next page whole when it does not fit. */
  paragraph(text: string, options: { size?: number; font?: 'regular' | 'bold'; color?: string } = {}): void {
    const height = this.heightOf(text, CONTENT_WIDTH, options.size ?? 9, options.font);
    this.ensure(height);
    this.y += this.textAt(text, PAGE.margin, this.y, CONTENT_WIDTH, options);
  }

  heading(text: string): void {
    if (!this.ensure(44) && this.y > PAGE.margin) this.y += 4;
    this.y += this.textAt(text, PAGE.margin, this.y, CONTENT_WIDTH, { size: 11, font: 'bold' }) + 3;
  }

  rule(color = RULE): void {
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.width - PAGE.margin, this.y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  }

  private cellHeight(cell: Cell, width: number): number {
    const text = typeof cell === 'string' ? cell : cell.text;
    let height = this.heightOf(text, width, 8.5);
    if (typeof cell !== 'string')
      for (const line of cell.details ?? []) height += this.heightOf(line, width, 7);
    return height;
  }

  private tableHeader(columns: Column[]): void {
    const height = Math.max(
      ...columns.map((column) => this.heightOf(column.label, column.width - 6, 8, 'bold')),
    );
    this.doc
      .rect(PAGE.margin, this.y, CONTENT_WIDTH, height + 6)
      .fillColor('#eeeeee')
      .fill();
    let x = PAGE.margin;
    for (const column of columns) {
      this.textAt(column.label, x + 3, this.y + 3, column.width - 6, {
        size: 8,
        font: 'bold',
        align: column.align,
      });
      x += column.width;
    }
    this.y += height + 6;
  }

  /** Rows under a header; a row never splits across pages, the header repeats on each page. */
  table(columns: Column[], rows: Cell[][]): void {
    this.ensure(50);
    this.tableHeader(columns);
    for (const row of rows) {
      const height = Math.max(
        ...row.map((cell, index) => this.cellHeight(cell, (columns[index]?.width ?? 50) - 6)),
      );
      if (this.ensure(height + 6)) this.tableHeader(columns);
      let x = PAGE.margin;
      row.forEach((cell, index) => {
        const column = columns[index] ?? { label: '', width: 50 };
        const width = column.width - 6;
        let y = this.y + 3;
        const text = typeof cell === 'string' ? cell : cell.text;
        y += this.textAt(text, x + 3, y, width, { size: 8.5, align: column.align });
        if (typeof cell !== 'string')
          for (const line of cell.details ?? [])
            y += this.textAt(line, x + 3, y, width, { size: 7, color: GREY, align: column.align });
        x += column.width;
      });
      this.y += height + 6;
      this.rule();
    }
    this.y += 4;
  }

  /** Label and value pairs flush right (the totals). */
  pairs(pairs: { label: string; value: string; strong?: boolean }[], width = 280): void {
    const x = PAGE.width - PAGE.margin - width;
    const heights = pairs.map((pair) => {
      const font = pair.strong ? 'bold' : 'regular';
      return Math.max(
        this.heightOf(pair.label, width * 0.6, 9, font),
        this.heightOf(pair.value, width * 0.4, 9, font),
      );
    });
    // The totals stay together on one page.
    this.ensure(heights.reduce((sum, height) => sum + height + 3, 0));
    pairs.forEach((pair, index) => {
      const font = pair.strong ? 'bold' : 'regular';
      const height = heights[index] ?? 0;
      this.textAt(pair.label, x, this.y, width * 0.6, { font });
      this.textAt(pair.value, x + width * 0.6, this.y, width * 0.4, { font, align: 'right' });
      this.y += height + 3;
    });
  }

  /** "Pagina i din n" and a note at the bottom of every page, once all pages exist. */
  footers(note: string): void {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      this.doc.switchToPage(index);
      // Writing below the bottom margin would make pdfkit start a page of its own.
      const margin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = PAGE.height - PAGE.margin - 12;
      this.textAt(note, PAGE.margin, y, CONTENT_WIDTH * 0.82, { size: 7, color: GREY });
      this.textAt(`Pagina ${index + 1} din ${range.count}`, PAGE.margin, y, CONTENT_WIDTH, {
        size: 7,
        color: GREY,
        align: 'right',
      });
      this.doc.page.margins.bottom = margin;
    }
  }
}
