import type { PdfCanvas } from './pdf-canvas';
import { formatAmount, formatQuantity, formatRate, formatReduction, isZero } from './pdf-format';
import { GAP } from './pdf-sections';
import { type Cell, type Column, columnWidths, drawTable, tableHeight } from './pdf-table';
import type { RenderContext } from './pdf-theme';

const rateCell = (rate: string, category: string, context: RenderContext) =>
  category && category !== 'S'
    ? `${formatRate(rate, context.language)} ${category}`
    : formatRate(rate, context.language);

/** The invoice lines, then the document's allowances, in one table that repeats its header per page. */
export function drawLineItems(canvas: PdfCanvas, context: RenderContext): void {
  const { document, texts, language, theme } = context;
  const names = texts.columns;
  const inCurrency = (title: string) => `${title} (${document.currency})`;
  const columns: Column[] = [
    { title: names.number, align: 'center', size: 'fit', minWidth: 14 },
    { title: names.name, align: 'left', size: 'fill' },
    { title: names.unit, align: 'center', size: 'fit', minWidth: 22 },
    { title: names.quantity, align: 'right', size: 'fit', minWidth: 30 },
    { title: inCurrency(names.unitPrice), align: 'right', size: 'fit', minWidth: 44 },
    { title: inCurrency(names.net), align: 'right', size: 'fit', minWidth: 44 },
    { title: names.vatRate, align: 'center', size: 'fit', minWidth: 26 },
    { title: inCurrency(names.vat), align: 'right', size: 'fit', minWidth: 40 },
  ];
  const rows: Cell[][] = document.lines.map((line, index) => {
    const name: Cell = [{ text: line.name, weight: 'bold' }];
    if (line.description?.trim()) name.push({ text: line.description, muted: true });
    // The amount is after the line's discount: say so, or "12 x 50,00 = 540,00" reads as an error.
    if (line.discountPercent && !isZero(line.discountPercent))
      name.push({ text: texts.discounts.line(formatRate(line.discountPercent, language)), muted: true });
    return [
      String(index + 1),
      name,
      line.unit,
      formatQuantity(line.quantity, language),
      formatAmount(line.unitPrice, language),
      formatAmount(line.net, language),
      rateCell(line.vatRate, line.vatCategory, context),
      formatAmount(line.vat, language),
    ];
  });
  const discount = documentDiscountLabel(context);
  if (document.discount?.type === 'price-reduction' && discount)
    rows.push(['', [{ text: discount, weight: 'bold' }], '', '', '', '', '', '']);
  for (const allowance of document.allowances) {
    const reason = allowance.reason?.trim();
    let label = texts.allowance;
    if (reason) label = `${texts.allowance}: ${reason}`;
    else if (discount) label = discount;
    rows.push([
      '',
      [{ text: label, weight: 'bold' }],
      '',
      '',
      '',
      formatReduction(allowance.amount, language),
      formatRate(allowance.vatRate, language),
      '',
    ]);
  }
  const widths = columnWidths(canvas, columns, rows, theme.table, canvas.width);
  drawTable(canvas, canvas.left, columns, rows, theme.table, widths);
  canvas.y += 10;
}

/** The document discount's kind and percent in words ("Reducere 5% la total"), or null without one. */
function documentDiscountLabel({ document, texts, language }: RenderContext): string | null {
  const discount = document.discount;
  if (!discount || isZero(discount.value)) return null;
  if (discount.type === 'fixed') return texts.discounts.fixed;
  const percent = formatRate(discount.value, language);
  return discount.type === 'percent'
    ? texts.discounts.percent(percent)
    : texts.discounts.priceReduction(percent);
}

type TotalRow = { label: string; value: string; due?: boolean };

function totalRows(context: RenderContext): TotalRow[] {
  const { document, texts, language } = context;
  const { totals, currency } = document;
  const money = (value: string, code = currency) => `${formatAmount(value, language)} ${code}`;
  const rows: TotalRow[] = [
    { label: texts.totals.net, value: money(totals.net) },
    { label: texts.totals.vat, value: money(totals.vat) },
    { label: texts.totals.gross, value: money(totals.gross) },
  ];
  if (!isZero(totals.prepaid)) rows.push({ label: texts.totals.prepaid, value: money(totals.prepaid) });
  if (!isZero(totals.rounding)) rows.push({ label: texts.totals.rounding, value: money(totals.rounding) });
  rows.push({ label: texts.totals.amountDue, value: money(totals.amountDue), due: true });
  if (totals.vatRon !== null) rows.push({ label: texts.totals.vatRon, value: money(totals.vatRon, 'RON') });
  if (totals.grossRon !== null)
    rows.push({ label: texts.totals.grossRon, value: money(totals.grossRon, 'RON') });
  return rows;
}

const TOTALS_WIDTH = 220;
const rowHeight = (canvas: PdfCanvas, row: TotalRow) =>
  canvas.lineHeight(row.due ? 10 : 8.5) + (row.due ? 8 : 4);

function drawTotals(canvas: PdfCanvas, context: RenderContext, rows: TotalRow[], top: number): number {
  const { theme } = context;
  const x = canvas.right - TOTALS_WIDTH;
  let y = top;
  for (const row of rows) {
    const height = rowHeight(canvas, row);
    const size = row.due ? 10 : 8.5;
    let color = theme.text;
    if (row.due && theme.amountDue.fill) {
      canvas.fillRect(x, y, TOTALS_WIDTH, height, theme.amountDue.fill);
      color = theme.amountDue.color;
    } else if (row.due) {
      canvas.lines([[x, y, x + TOTALS_WIDTH, y]], theme.text, 1);
    }
    const textTop = y + (height - canvas.lineHeight(size)) / 2;
    canvas.text(row.label, x + 6, textTop, { size, color, weight: row.due ? 'bold' : 'regular' });
    canvas.text(row.value, x + TOTALS_WIDTH - 6, textTop, { size, color, weight: 'bold' }, 'right');
    y += height;
  }
  if (theme.boxed) canvas.strokeRect(x, top, TOTALS_WIDTH, y - top, theme.rule);
  return y;
}

/**
 * The VAT breakdown (category, rate, taxable amount, VAT, and VAT in RON for a foreign currency)
 * beside the totals; below them when the breakdown needs the page's width.
 */
export function drawSummary(canvas: PdfCanvas, context: RenderContext): void {
  const { document, texts, language, theme } = context;
  const names = texts.breakdown;
  const withRon = document.breakdown.some((row) => row.vatRon !== null);
  const columns: Column[] = [
    { title: names.category, align: 'left', size: 'fill' },
    { title: names.rate, align: 'center', size: 'fit', minWidth: 26 },
    { title: `${names.taxable} (${document.currency})`, align: 'right', size: 'fit', minWidth: 44 },
    { title: `${names.vat} (${document.currency})`, align: 'right', size: 'fit', minWidth: 40 },
  ];
  if (withRon) columns.push({ title: names.vatRon, align: 'right', size: 'fit', minWidth: 40 });
  const rows: Cell[][] = document.breakdown.map((row) => {
    const words = texts.categories[row.vatCategory];
    const cells: Cell[] = [
      words ? `${row.vatCategory} – ${words}` : row.vatCategory,
      formatRate(row.vatRate, language),
      formatAmount(row.taxable, language),
      formatAmount(row.vat, language),
    ];
    if (withRon) cells.push(row.vatRon === null ? '' : formatAmount(row.vatRon, language));
    return cells;
  });
  const totals = totalRows(context);
  const totalsHeight = totals.reduce((sum, row) => sum + rowHeight(canvas, row), 0);
  const titleHeight = canvas.lineHeight(8.5) + 3;

  if (rows.length === 0) {
    canvas.ensure(totalsHeight);
    canvas.y = drawTotals(canvas, context, totals, canvas.y) + 12;
    return;
  }
  const besideWidth = canvas.width - TOTALS_WIDTH - GAP;
  const beside = columnWidths(canvas, columns, rows, theme.table, besideWidth);
  const fits = (beside[0] ?? 0) >= 90;
  const widths = fits ? beside : columnWidths(canvas, columns, rows, theme.table, canvas.width);
  const breakdownHeight = titleHeight + tableHeight(canvas, columns, rows, theme.table, widths);

  if (fits) canvas.ensure(Math.max(breakdownHeight, totalsHeight));
  else canvas.ensure(breakdownHeight);
  const top = canvas.y;
  const page = canvas.doc.bufferedPageRange().count;
  canvas.text(names.title, canvas.left, canvas.y, { weight: 'bold', size: 8.5, color: theme.accent });
  canvas.y += titleHeight;
  drawTable(canvas, canvas.left, columns, rows, theme.table, widths);
  if (fits && canvas.doc.bufferedPageRange().count === page) {
    const end = drawTotals(canvas, context, totals, top);
    canvas.y = Math.max(canvas.y, end) + 12;
    return;
  }
  canvas.y += 8;
  canvas.ensure(totalsHeight);
  canvas.y = drawTotals(canvas, context, totals, canvas.y) + 12;
}
