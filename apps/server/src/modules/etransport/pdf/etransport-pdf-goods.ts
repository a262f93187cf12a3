import Decimal from 'decimal.js';
import type { PdfCanvas, TextStyle } from '../../../platform/pdf/pdf-canvas';
import { formatAmount, formatQuantity } from '../../../platform/pdf/pdf-format';
import { type Cell, type Column, columnWidths, drawTable } from '../../../platform/pdf/pdf-table';
import { drawSectionTitle, type EtransportContext } from './etransport-pdf-layout';

type Line = EtransportContext['input']['declaration']['products'][number];

/** The exact sum of the lines' totals that are given; null when no line has one. */
function sumOf(lines: Line[], pick: (line: Line) => string | null): string | null {
  let total: Decimal | null = null;
  for (const line of lines) {
    const value = pick(line);
    if (value !== null) total = (total ?? new Decimal(0)).plus(value);
  }
  return total?.toFixed(2) ?? null;
}

/**
 * The product lines in one table that repeats its header on every page (up to ANAF's 1000 lines),
 * each line's weights and value as its totals (quantity times the unit's), then the purposes used
 * and the declaration's totals.
 */
export function drawGoods(canvas: PdfCanvas, context: EtransportContext): void {
  const { input, texts, language, theme } = context;
  const lines = input.declaration.products;
  const names = texts.lineColumns;
  const optional = (value: string | null) => (value === null ? '—' : formatAmount(value, language));
  const columns: Column[] = [
    { title: names.number, align: 'center', size: 'fit', minWidth: 16 },
    { title: names.name, align: 'left', size: 'fill' },
    { title: names.purpose, align: 'center', size: 'fit', minWidth: 26 },
    { title: names.ncCode, align: 'center', size: 'fit', minWidth: 40 },
    { title: names.quantity, align: 'right', size: 'fit', minWidth: 44 },
    { title: names.netWeight, align: 'right', size: 'fit', minWidth: 48 },
    { title: names.grossWeight, align: 'right', size: 'fit', minWidth: 48 },
    { title: names.value, align: 'right', size: 'fit', minWidth: 56 },
  ];
  const rows: Cell[][] = lines.map((line, index) => {
    const name: Cell = [{ text: line.productName, weight: 'bold' }];
    if (line.referenceCode) name.push({ text: line.referenceCode, muted: true });
    return [
      String(index + 1),
      name,
      String(line.operationType),
      line.productEuCnClassificationCode ?? '—',
      `${formatQuantity(line.quantity, language)} ${line.measurementUnitCode}`,
      optional(line.netWeightTotal),
      optional(line.grossWeightTotal),
      optional(line.netTotal),
    ];
  });
  drawSectionTitle(canvas, context, texts.goods, 60);
  const widths = columnWidths(canvas, columns, rows, theme.table, canvas.width);
  drawTable(canvas, canvas.left, columns, rows, theme.table, widths);
  canvas.y += 8;

  const purposes = [...new Set(lines.map((line) => line.operationType))].sort((a, b) => a - b);
  const legend = purposes.map((code) => `${code} – ${texts.purposes[code]}`).join('; ');
  canvas.paragraph(`${texts.purposeLegend}: ${legend}`, canvas.left, canvas.width, {
    size: 7.5,
    color: theme.muted,
  });
  canvas.y += 8;
  drawTotals(canvas, context, lines);
}

function drawTotals(canvas: PdfCanvas, context: EtransportContext, lines: Line[]): void {
  const { texts, language, theme } = context;
  const rows: [string, string][] = [[texts.totals.lines, String(lines.length)]];
  const net = sumOf(lines, (line) => line.netWeightTotal);
  if (net !== null) rows.push([texts.totals.netWeight, `${formatAmount(net, language)} kg`]);
  const gross = sumOf(lines, (line) => line.grossWeightTotal) ?? '0.00';
  rows.push([texts.totals.grossWeight, `${formatAmount(gross, language)} kg`]);
  const value = sumOf(lines, (line) => line.netTotal);
  if (value !== null) rows.push([texts.totals.value, `${formatAmount(value, language)} RON`]);

  const size = 9;
  const rowHeight = canvas.lineHeight(size) + 6;
  const width = 260;
  const x = canvas.right - width;
  canvas.ensure(rows.length * rowHeight);
  rows.forEach(([label, amount], index) => {
    const last = index === rows.length - 1;
    const style: TextStyle = { size, color: theme.text, weight: last ? 'bold' : 'regular' };
    if (last && theme.panel) canvas.fillRect(x, canvas.y, width, rowHeight, theme.panel);
    canvas.text(label, x + 6, canvas.y + 3, style);
    canvas.text(amount, canvas.right - 6, canvas.y + 3, { ...style, weight: 'bold' }, 'right');
    canvas.lines([[x, canvas.y + rowHeight, canvas.right, canvas.y + rowHeight]], theme.rule);
    canvas.y += rowHeight;
  });
  canvas.y += 10;
}
