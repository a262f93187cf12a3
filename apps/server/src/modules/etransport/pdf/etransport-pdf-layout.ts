import type { PdfCanvas, TextStyle } from '../../../platform/pdf/pdf-canvas';
import type { PdfLanguage } from '../../../platform/pdf/pdf-format';
import type { Theme } from '../../../platform/pdf/pdf-theme';
import type { EtransportPrintable } from './etransport-pdf';
import type { EtransportPdfTexts } from './etransport-pdf.texts';

/** What every part of the declaration's PDF reads: the declaration, its texts and the look. */
export type EtransportContext = {
  input: EtransportPrintable;
  texts: EtransportPdfTexts;
  language: PdfLanguage;
  theme: Theme;
  title: string;
  /** The UIT in groups of 4, or the words saying there is none yet. */
  uit: string;
};

export type Fact = { label: string; value: string };
type StyledLine = { text: string; style: TextStyle };

const GAP = 16;

/** Texts wrapped to `width`, each line keeping the style of the text it came from. */
export function wrapStyled(
  canvas: PdfCanvas,
  items: { text: string; style: TextStyle }[],
  width: number,
): StyledLine[] {
  const lines: StyledLine[] = [];
  for (const item of items) {
    const size = item.style.size ?? 9;
    for (const text of canvas.wrap(item.text, width, item.style.weight ?? 'regular', size))
      lines.push({ text, style: item.style });
  }
  return lines;
}

export const heightOf = (canvas: PdfCanvas, lines: StyledLine[]) =>
  lines.reduce((sum, line) => sum + canvas.lineHeight(line.style.size ?? 9), 0);

export function drawStyled(canvas: PdfCanvas, lines: StyledLine[], x: number, y: number): void {
  let top = y;
  for (const line of lines) {
    canvas.text(line.text, x, top, line.style);
    top += canvas.lineHeight(line.style.size ?? 9);
  }
}

/** A section's name in capitals over a line in the accent colour; kept with what follows it. */
export function drawSectionTitle(canvas: PdfCanvas, context: EtransportContext, title: string, keep = 40) {
  const { theme, language } = context;
  canvas.ensure(canvas.lineHeight(8) + 6 + keep);
  canvas.lines([[canvas.left, canvas.y, canvas.right, canvas.y]], theme.accent, 1.5);
  canvas.text(title.toLocaleUpperCase(language), canvas.left, canvas.y + 4, {
    weight: 'bold',
    size: 8,
    color: theme.accent,
  });
  canvas.y += canvas.lineHeight(8) + 8;
}

/** Labelled values in rows of `perRow` cells on the theme's panel; rows follow without a gap. */
export function drawFactGrid(canvas: PdfCanvas, context: EtransportContext, facts: Fact[], perRow = 4) {
  const { theme } = context;
  const pad = 6;
  const width = canvas.width / perRow;
  const labelStyle: TextStyle = { size: 7, color: theme.muted };
  const valueStyle: TextStyle = { size: 9, color: theme.text, weight: 'bold' };
  for (let start = 0; start < facts.length; start += perRow) {
    const cells = facts.slice(start, start + perRow).map((fact) =>
      wrapStyled(
        canvas,
        [
          { text: fact.label, style: labelStyle },
          { text: fact.value, style: valueStyle },
        ],
        width - 2 * pad,
      ),
    );
    const height = Math.max(...cells.map((lines) => heightOf(canvas, lines))) + 2 * pad;
    canvas.ensure(height);
    if (theme.panel) canvas.fillRect(canvas.left, canvas.y, canvas.width, height, theme.panel);
    cells.forEach((lines, index) => {
      drawStyled(canvas, lines, canvas.left + index * width + pad, canvas.y + pad);
    });
    canvas.y += height;
  }
}

/** Blocks of lines side by side, each under its label, as tall as the tallest. */
export function drawBlocks(
  canvas: PdfCanvas,
  context: EtransportContext,
  blocks: { label: string; items: { text: string; style: TextStyle }[] }[],
) {
  const { theme, language } = context;
  const width = (canvas.width - GAP * (blocks.length - 1)) / blocks.length;
  const labelHeight = canvas.lineHeight(7.5) + 7;
  const wrapped = blocks.map((block) => wrapStyled(canvas, block.items, width));
  const height = Math.max(...wrapped.map((lines) => heightOf(canvas, lines))) + labelHeight;
  canvas.ensure(height);
  blocks.forEach((block, index) => {
    const x = canvas.left + index * (width + GAP);
    canvas.lines([[x, canvas.y, x + width, canvas.y]], theme.accent, 1.5);
    canvas.text(block.label.toLocaleUpperCase(language), x, canvas.y + 4, {
      weight: 'bold',
      size: 7.5,
      color: theme.accent,
    });
    drawStyled(canvas, wrapped[index] ?? [], x, canvas.y + labelHeight);
  });
  canvas.y += height + 14;
}
