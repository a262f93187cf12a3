import type { FontFamily, FontWeight } from './pdf-fonts';

export type TextStyle = { weight?: FontWeight; size?: number; color?: string };
export type Align = 'left' | 'right' | 'center';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const TOP = 36;
/** Line height as a multiple of the font size. */
export const LEADING = 1.25;

/**
 * Widths of texts at a size of 1 point, per family and weight, kept across documents (bounded,
 * oldest first out): the same words, labels and amounts come back in every invoice.
 */
const WIDTHS_SIZE = 50_000;
const widths = new Map<string, number>();

/**
 * The page of a document as the templates see it: a cursor `y` that flows down, content between
 * `left` and `right`, and `bottom` above the footer. Text is always drawn line by line without
 * pdfkit's own wrapping (which would add pages by itself), after wrapping here with measured widths.
 * Font, size and colours are tracked so that repeated settings do not reach the content stream.
 */
export class PdfCanvas {
  readonly left = MARGIN;
  readonly right = A4.width - MARGIN;
  readonly width = A4.width - 2 * MARGIN;
  readonly pageWidth = A4.width;
  readonly pageHeight = A4.height;
  readonly top = TOP;
  y = TOP;
  bottom: number;
  private weight: FontWeight | null = null;
  private size = 0;
  private fill: string | null = null;
  private stroke: string | null = null;
  private strokeWidth = -1;
  private pageStart: ((canvas: PdfCanvas) => void) | null = null;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly family: FontFamily,
    footerHeight: number,
  ) {
    this.bottom = A4.height - MARGIN / 2 - footerHeight;
  }

  /** Called at the top of every page after the first (continuation header, repeated table header). */
  onPageStart(draw: ((canvas: PdfCanvas) => void) | null): void {
    this.pageStart = draw;
  }

  /** Content drawn at the start of every page, behind the rest (the watermark). */
  background: ((canvas: PdfCanvas) => void) | null = null;

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.forget();
    this.y = TOP;
    this.background?.(this);
    this.pageStart?.(this);
  }

  /** Starts a new page when `height` does not fit above the footer; true when it did. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.newPage();
    return true;
  }

  /** After save/restore or a page change the graphics state is unknown again. */
  forget(): void {
    this.weight = null;
    this.size = 0;
    this.fill = null;
    this.stroke = null;
    this.strokeWidth = -1;
  }

  setFont(weight: FontWeight, size: number): void {
    if (this.weight !== weight) {
      this.doc.font(weight);
      this.weight = weight;
    }
    if (this.size !== size) {
      this.doc.fontSize(size);
      this.size = size;
    }
  }

  private setFill(color: string): void {
    if (this.fill !== color) {
      this.doc.fillColor(color);
      this.fill = color;
    }
  }

  private setStroke(color: string, width: number): void {
    if (this.stroke !== color) {
      this.doc.strokeColor(color);
      this.stroke = color;
    }
    if (this.strokeWidth !== width) {
      this.doc.lineWidth(width);
      this.strokeWidth = width;
    }
  }

  lineHeight(size: number): number {
    return size * LEADING;
  }

  /** The width pdfkit gives `text` in this font and size. */
  measure(text: string, weight: FontWeight, size: number): number {
    const key = `${this.family} ${weight} ${text}`;
    let unit = widths.get(key);
    if (unit === undefined) {
      this.setFont(weight, 1000);
      unit = this.doc.widthOfString(text) / 1000;
      if (widths.size >= WIDTHS_SIZE) widths.delete(widths.keys().next().value ?? '');
      widths.set(key, unit);
    }
    return unit * size;
  }

  /** One line of text whose top is at `y`, aligned against `x` (left), `x` (right edge) or centred on `x`. */
  text(value: string, x: number, y: number, style: TextStyle = {}, align: Align = 'left'): void {
    if (value === '') return;
    const weight = style.weight ?? 'regular';
    const size = style.size ?? 9;
    const width = this.measure(value, weight, size);
    this.setFont(weight, size);
    this.setFill(style.color ?? '#000000');
    const at = align === 'left' ? x : align === 'right' ? x - width : x - width / 2;
    // textWidth and wordCount spare pdfkit measuring the text once more.
    const options = { lineBreak: false, textWidth: width, wordCount: 1 } as PDFKit.Mixins.TextOptions;
    this.doc.text(value, at, y, options);
  }

  /** The lines of `value` within `width`: at spaces, at line breaks, inside words longer than a line. */
  wrap(value: string, width: number, weight: FontWeight, size: number): string[] {
    const space = this.measure(' ', weight, size);
    const lines: string[] = [];
    for (const paragraph of value.split(/\r?\n/)) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(' ')) {
        if (word === '') continue;
        const wordWidth = this.measure(word, weight, size);
        if (line !== '' && lineWidth + space + wordWidth <= width) {
          line = `${line} ${word}`;
          lineWidth += space + wordWidth;
          continue;
        }
        if (line !== '') lines.push(line);
        if (wordWidth <= width) {
          line = word;
          lineWidth = wordWidth;
          continue;
        }
        line = '';
        lineWidth = 0;
        for (const character of word) {
          const characterWidth = this.measure(character, weight, size);
          if (line !== '' && lineWidth + characterWidth > width) {
            lines.push(line);
            line = '';
            lineWidth = 0;
          }
          line += character;
          lineWidth += characterWidth;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Wrapped text from the cursor down, moving to a new page between lines when needed. */
  paragraph(value: string, x: number, width: number, style: TextStyle = {}): void {
    const size = style.size ?? 9;
    const height = this.lineHeight(size);
    for (const line of this.wrap(value, width, style.weight ?? 'regular', size)) {
      this.ensure(height);
      this.text(line, x, this.y, style);
      this.y += height;
    }
  }

  fillRect(x: number, y: number, width: number, height: number, color: string): void {
    this.setFill(color);
    this.doc.rect(x, y, width, height).fill();
  }

  strokeRect(x: number, y: number, width: number, height: number, color: string, lineWidth = 0.5): void {
    this.setStroke(color, lineWidth);
    this.doc.rect(x, y, width, height).stroke();
  }

  /** Straight segments [x1, y1, x2, y2] stroked as one path. */
  lines(segments: [number, number, number, number][], color: string, lineWidth = 0.5): void {
    if (segments.length === 0) return;
    this.setStroke(color, lineWidth);
    for (const [x1, y1, x2, y2] of segments) this.doc.moveTo(x1, y1).lineTo(x2, y2);
    this.doc.stroke();
  }

  /** A large diagonal text across the page, faint, behind the content. */
  watermark(value: string, color: string): void {
    const size = 96;
    const doc = this.doc;
    doc.save();
    doc.rotate(-40, { origin: [A4.width / 2, A4.height / 2] });
    doc.fillOpacity(0.1);
    this.forget();
    this.text(
      value.toLocaleUpperCase('ro-RO'),
      A4.width / 2,
      A4.height / 2 - size / 2,
      { weight: 'bold', size, color },
      'center',
    );
    doc.restore();
    this.forget();
  }
}
