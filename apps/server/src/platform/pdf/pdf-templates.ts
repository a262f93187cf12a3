import type { PdfCanvas } from './pdf-canvas';
import { formatDate } from './pdf-format';
import type { RenderContext, Theme } from './pdf-theme';

/**
 * Draws the optional logo fitted in a box, at its top left or centred; a logo pdfkit cannot read
 * (neither PNG nor JPEG) is left out, not the document.
 */
function drawLogo(
  canvas: PdfCanvas,
  logo: Buffer | null | undefined,
  box: [number, number, number, number],
  placement: 'top-left' | 'centre',
): boolean {
  if (!logo || logo.length === 0) return false;
  const [x, y, width, height] = box;
  const fit: [number, number] = [width, height];
  try {
    canvas.doc.image(
      logo,
      x,
      y,
      placement === 'centre' ? { fit, align: 'center', valign: 'center' } : { fit },
    );
    canvas.forget();
    return true;
  } catch {
    return false;
  }
}

const issued = (context: RenderContext) =>
  `${context.texts.issueDate}: ${formatDate(context.document.issueDate, context.language)}`;

/** Classic: black on white, logo left and title right, bordered boxes and a full table grid. */
export const CLASSIC: Theme = {
  family: 'condensed',
  accent: '#1f2937',
  text: '#111111',
  muted: '#555555',
  rule: '#6b7280',
  boxed: true,
  panel: null,
  table: {
    size: 8,
    headerSize: 7.5,
    padX: 4,
    padY: 3,
    text: '#111111',
    muted: '#555555',
    headerFill: '#e5e7eb',
    headerColor: '#111111',
    grid: '#6b7280',
    rule: null,
    zebra: null,
  },
  amountDue: { fill: null, color: '#111111' },
  header(canvas, context) {
    const top = canvas.y;
    const hasLogo = drawLogo(canvas, context.document.logo, [canvas.left, top, 160, 56], 'top-left');
    let y = top;
    canvas.text(context.title, canvas.right, y, { weight: 'bold', size: 20, color: '#111111' }, 'right');
    y += canvas.lineHeight(20) + 2;
    const numberLine = `${context.texts.seriesNumber}: ${context.number}`;
    canvas.text(numberLine, canvas.right, y, { weight: 'bold', size: 10, color: '#111111' }, 'right');
    y += canvas.lineHeight(10);
    canvas.text(issued(context), canvas.right, y, { size: 9, color: '#111111' }, 'right');
    y += canvas.lineHeight(9);
    canvas.y = Math.max(y, hasLogo ? top + 56 : y) + 6;
    canvas.lines([[canvas.left, canvas.y, canvas.right, canvas.y]], '#111111', 1.2);
    canvas.y += 10;
  },
  continuation(canvas, context) {
    const line = `${context.title} ${context.number} (${context.texts.continued})`;
    canvas.text(line, canvas.left, canvas.y, { weight: 'bold', size: 8.5, color: '#111111' });
    canvas.text(issued(context), canvas.right, canvas.y, { size: 8.5, color: '#111111' }, 'right');
    canvas.y += canvas.lineHeight(8.5) + 3;
    canvas.lines([[canvas.left, canvas.y, canvas.right, canvas.y]], '#111111', 1.2);
    canvas.y += 8;
  },
};

const BLUE = '#0f4c81';
const BAND = 84;

/** Modern: a colour band with the title, open party blocks, a coloured table header and zebra rows. */
export const MODERN: Theme = {
  family: 'sans',
  accent: BLUE,
  text: '#1f2933',
  muted: '#52606d',
  rule: '#cbd2d9',
  boxed: false,
  panel: '#eef3f8',
  table: {
    size: 7.5,
    headerSize: 7,
    padX: 4,
    padY: 4,
    text: '#1f2933',
    muted: '#52606d',
    headerFill: BLUE,
    headerColor: '#ffffff',
    grid: null,
    rule: '#d9e2ec',
    zebra: '#f3f6f9',
  },
  amountDue: { fill: BLUE, color: '#ffffff' },
  header(canvas, context) {
    canvas.fillRect(0, 0, canvas.pageWidth, BAND, BLUE);
    let titleX = canvas.left;
    if (context.document.logo) {
      canvas.fillRect(canvas.left, 14, 124, BAND - 28, '#ffffff');
      if (drawLogo(canvas, context.document.logo, [canvas.left + 4, 18, 116, BAND - 36], 'centre'))
        titleX += 140;
    }
    canvas.text(context.title, titleX, 24, { weight: 'bold', size: 22, color: '#ffffff' });
    canvas.text(context.number, canvas.right, 24, { weight: 'bold', size: 13, color: '#ffffff' }, 'right');
    canvas.text(issued(context), canvas.right, 46, { size: 9, color: '#ffffff' }, 'right');
    canvas.y = BAND + 18;
  },
  continuation(canvas, context) {
    canvas.fillRect(0, 0, canvas.pageWidth, 8, BLUE);
    const line = `${context.title} ${context.number} (${context.texts.continued})`;
    canvas.text(line, canvas.left, canvas.y, { weight: 'bold', size: 8.5, color: BLUE });
    canvas.text(issued(context), canvas.right, canvas.y, { size: 8.5, color: '#52606d' }, 'right');
    canvas.y += canvas.lineHeight(8.5) + 10;
  },
};
