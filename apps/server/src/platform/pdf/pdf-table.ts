import type { Align, PdfCanvas } from './pdf-canvas';
import type { FontWeight } from './pdf-fonts';

/** A piece of a cell: a name in bold followed by its description in grey, for instance. */
export type Segment = { text: string; weight?: FontWeight; muted?: boolean };
export type Cell = string | Segment[];

export type Column = {
  title: string;
  align: Align;
  /** A fixed width; without it the column takes its content's width (`fit`) or what is left (`fill`). */
  width?: number;
  size?: 'fit' | 'fill';
  /** The narrowest a fitted column may be. */
  minWidth?: number;
};

export type TableStyle = {
  size: number;
  headerSize: number;
  padX: number;
  padY: number;
  text: string;
  muted: string;
  headerFill: string | null;
  headerColor: string;
  /** Colour of a full grid around every cell (classic), or null. */
  grid: string | null;
  /** Colour of a thin line under every row (modern), or null. */
  rule: string | null;
  /** Background of every second row, or null. */
  zebra: string | null;
};

type Line = { text: string; weight: FontWeight; muted: boolean };
type LaidRow = Line[][];

const segmentsOf = (cell: Cell): Segment[] => (typeof cell === 'string' ? [{ text: cell }] : cell);

/**
 * Column widths for `total`: fixed ones as given, fitted ones as wide as their widest unbreakable
 * content (every value, and the longest word of the title) and the `fill` columns share the rest.
 */
export function columnWidths(
  canvas: PdfCanvas,
  columns: Column[],
  rows: Cell[][],
  style: TableStyle,
  total: number,
): number[] {
  const widths = columns.map((column, index) => {
    if (column.width !== undefined) return column.width;
    if (column.size !== 'fit') return 0;
    let widest = column.minWidth ?? 0;
    for (const word of column.title.split(' ')) {
      widest = Math.max(widest, canvas.measure(word, 'bold', style.headerSize));
    }
    for (const row of rows) {
      for (const segment of segmentsOf(row[index] ?? '')) {
        widest = Math.max(widest, canvas.measure(segment.text, segment.weight ?? 'regular', style.size));
      }
    }
    return Math.ceil(widest + 2 * style.padX);
  });
  const fills = columns.filter((column) => column.width === undefined && column.size !== 'fit').length;
  if (fills > 0) {
    const rest = Math.max(0, total - widths.reduce((sum, width) => sum + width, 0));
    columns.forEach((column, index) => {
      if (column.width === undefined && column.size !== 'fit') widths[index] = rest / fills;
    });
  }
  return widths;
}

function layoutRow(canvas: PdfCanvas, cells: Cell[], widths: number[], size: number, padX: number): LaidRow {
  return widths.map((width, index) => {
    const lines: Line[] = [];
    for (const segment of segmentsOf(cells[index] ?? '')) {
      const weight = segment.weight ?? 'regular';
      for (const text of canvas.wrap(segment.text, width - 2 * padX, weight, size)) {
        lines.push({ text, weight, muted: segment.muted ?? false });
      }
    }
    return lines;
  });
}

const lineCount = (row: LaidRow) => row.reduce((most, cell) => Math.max(most, cell.length), 1);

/** The height the table will take when it does not break across pages. */
export function tableHeight(
  canvas: PdfCanvas,
  columns: Column[],
  rows: Cell[][],
  style: TableStyle,
  widths: number[],
): number {
  const header = layoutRow(canvas, titles(columns), widths, style.headerSize, style.padX);
  let height = lineCount(header) * canvas.lineHeight(style.headerSize) + 2 * style.padY;
  for (const row of rows) {
    const laid = layoutRow(canvas, row, widths, style.size, style.padX);
    height += lineCount(laid) * canvas.lineHeight(style.size) + 2 * style.padY;
  }
  return height;
}

const titles = (columns: Column[]): Cell[] =>
  columns.map((column) => [{ text: column.title, weight: 'bold' as const }]);

/**
 * Draws a table from the cursor at `x`. A row that does not fit moves to the next page, where the
 * header is drawn again; a row taller than a whole page is split between pages.
 */
export function drawTable(
  canvas: PdfCanvas,
  x: number,
  columns: Column[],
  rows: Cell[][],
  style: TableStyle,
  widths: number[],
): void {
  const starts: number[] = [];
  let edge = x;
  for (const width of widths) {
    starts.push(edge);
    edge += width;
  }
  const tableWidth = edge - x;
  const header = layoutRow(canvas, titles(columns), widths, style.headerSize, style.padX);
  const headerHeight = lineCount(header) * canvas.lineHeight(style.headerSize) + 2 * style.padY;

  const drawCells = (laid: LaidRow, top: number, height: number, size: number, color: string) => {
    const lineHeight = canvas.lineHeight(size);
    laid.forEach((lines, index) => {
      const column = columns[index];
      const start = starts[index] ?? x;
      const width = widths[index] ?? 0;
      if (!column) return;
      const anchor =
        column.align === 'right'
          ? start + width - style.padX
          : column.align === 'center'
            ? start + width / 2
            : start + style.padX;
      lines.forEach((line, row) => {
        const textStyle = { weight: line.weight, size, color: line.muted ? style.muted : color };
        canvas.text(line.text, anchor, top + style.padY + row * lineHeight, textStyle, column.align);
      });
    });
    if (style.grid) {
      canvas.strokeRect(x, top, tableWidth, height, style.grid);
      canvas.lines(
        starts.slice(1).map((start) => [start, top, start, top + height]),
        style.grid,
      );
    } else if (style.rule) {
      canvas.lines([[x, top + height, x + tableWidth, top + height]], style.rule);
    }
  };

  const drawHeader = () => {
    if (style.headerFill) canvas.fillRect(x, canvas.y, tableWidth, headerHeight, style.headerFill);
    drawCells(header, canvas.y, headerHeight, style.headerSize, style.headerColor);
    canvas.y += headerHeight;
  };

  const lineHeight = canvas.lineHeight(style.size);
  const firstRow = rows[0] ? layoutRow(canvas, rows[0], widths, style.size, style.padX) : null;
  const firstHeight = firstRow ? lineCount(firstRow) * lineHeight + 2 * style.padY : 0;
  canvas.ensure(headerHeight + Math.min(firstHeight, 4 * lineHeight));
  drawHeader();

  let fresh = true;
  rows.forEach((row, index) => {
    let laid = index === 0 && firstRow ? firstRow : layoutRow(canvas, row, widths, style.size, style.padX);
    for (;;) {
      const height = lineCount(laid) * lineHeight + 2 * style.padY;
      const fits = canvas.y + height <= canvas.bottom;
      if (!fits && !fresh) {
        canvas.newPage();
        drawHeader();
        fresh = true;
        continue;
      }
      const room = Math.floor((canvas.bottom - canvas.y - 2 * style.padY) / lineHeight);
      const part = fits || room < 1 ? laid : laid.map((lines) => lines.slice(0, room));
      const partHeight = lineCount(part) * lineHeight + 2 * style.padY;
      if (style.zebra && index % 2 === 1) canvas.fillRect(x, canvas.y, tableWidth, partHeight, style.zebra);
      drawCells(part, canvas.y, partHeight, style.size, style.text);
      canvas.y += partHeight;
      fresh = false;
      if (part === laid) break;
      laid = laid.map((lines) => lines.slice(room));
    }
  });
}
