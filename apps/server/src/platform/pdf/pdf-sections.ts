import { addressLines } from '@app/domain/addresses/address-snapshot';
import type { PdfCanvas, TextStyle } from './pdf-canvas';
import { formatDate, formatDecimal } from './pdf-format';
import type { PdfTexts } from './pdf-texts';
import type { RenderContext } from './pdf-theme';
import type { PrintableParty } from './printable-document';

type StyledText = { text: string; style: TextStyle };

/** Space between two side-by-side blocks. */
export const GAP = 16;

/** "RO12345678" for a VAT payer's CUI, a 13-digit CNP as such, any other id as given. */
export function partyIdentifier(
  party: PrintableParty,
  texts: PdfTexts,
): { label: string; value: string } | null {
  const id = party.businessId?.trim() ?? '';
  if (id === '') return null;
  if (/^\d{13}$/.test(id)) return { label: texts.personalId, value: id };
  if (party.vatPayer) return { label: texts.vatId, value: /^\d+$/.test(id) ? `RO${id}` : id };
  return { label: texts.taxId, value: id };
}

function partyTexts(party: PrintableParty, context: RenderContext): StyledText[] {
  const { texts, theme } = context;
  const detail: TextStyle = { size: 8, color: theme.boxed ? theme.text : theme.muted };
  const items: StyledText[] = [{ text: party.name, style: { weight: 'bold', size: 10, color: theme.text } }];
  const id = partyIdentifier(party, texts);
  if (id) items.push({ text: `${id.label}: ${id.value}`, style: { ...detail, weight: 'bold' } });
  if (party.tradeRegisterNumber)
    items.push({ text: `${texts.tradeRegister}: ${party.tradeRegisterNumber}`, style: detail });
  for (const line of addressLines(party.address, texts.sector)) items.push({ text: line, style: detail });
  if (party.deliveryAddress) {
    const { name, ...address } = party.deliveryAddress;
    const where = [name, ...addressLines(address, texts.sector)].filter(Boolean).join(', ');
    items.push({ text: `${texts.deliveryAddress}: ${where}`, style: detail });
  }
  if (party.email) items.push({ text: `${texts.email}: ${party.email}`, style: detail });
  if (party.phone) items.push({ text: `${texts.phone}: ${party.phone}`, style: detail });
  for (const account of party.bankAccounts) {
    const currency = account.currency ? ` (${account.currency})` : '';
    items.push({ text: `${texts.iban}: ${account.iban}${currency}`, style: detail });
    if (account.bank) items.push({ text: `${texts.bank}: ${account.bank}`, style: detail });
  }
  return items;
}

/** Wraps styled texts into lines of `width`, keeping each text's style. */
function wrapAll(canvas: PdfCanvas, items: StyledText[], width: number): StyledText[] {
  const lines: StyledText[] = [];
  for (const item of items) {
    const size = item.style.size ?? 9;
    for (const text of canvas.wrap(item.text, width, item.style.weight ?? 'regular', size)) {
      lines.push({ text, style: item.style });
    }
  }
  return lines;
}

const heightOf = (canvas: PdfCanvas, lines: StyledText[]) =>
  lines.reduce((sum, line) => sum + canvas.lineHeight(line.style.size ?? 9), 0);

function drawLines(canvas: PdfCanvas, lines: StyledText[], x: number, y: number): void {
  let top = y;
  for (const line of lines) {
    canvas.text(line.text, x, top, line.style);
    top += canvas.lineHeight(line.style.size ?? 9);
  }
}

/** The two parties side by side: seller (or issuer) left, buyer (or payer) right. */
export function drawParties(canvas: PdfCanvas, context: RenderContext, labels: [string, string]): void {
  const { document, theme } = context;
  const width = (canvas.width - GAP) / 2;
  const pad = theme.boxed ? 6 : 0;
  const labelStyle: TextStyle = { weight: 'bold', size: 7.5, color: theme.accent };
  const labelHeight = canvas.lineHeight(7.5) + 3;
  const blocks = [document.seller, document.buyer].map((party) =>
    wrapAll(canvas, partyTexts(party, context), width - 2 * pad),
  );
  const height = Math.max(...blocks.map((lines) => heightOf(canvas, lines))) + labelHeight + 2 * pad;
  canvas.ensure(height);
  blocks.forEach((lines, index) => {
    const x = canvas.left + index * (width + GAP);
    const label = labels[index] ?? '';
    if (theme.boxed) {
      canvas.strokeRect(x, canvas.y, width, height, theme.rule);
      canvas.text(label, x + pad, canvas.y + pad, labelStyle);
    } else {
      canvas.lines([[x, canvas.y, x + width, canvas.y]], theme.accent, 1.5);
      canvas.text(label.toLocaleUpperCase(context.language), x, canvas.y + 4, labelStyle);
    }
    drawLines(canvas, lines, x + pad, canvas.y + pad + labelHeight + (theme.boxed ? 0 : 3));
  });
  canvas.y += height + (theme.boxed ? 10 : 14);
}

/** The document's facts in a grid of four: due date, delivery date, currency, rate, references. */
export function drawFacts(canvas: PdfCanvas, context: RenderContext): void {
  const { document, texts, language, theme } = context;
  const facts: { label: string; value: string }[] = [];
  if (document.dueDate) facts.push({ label: texts.dueDate, value: formatDate(document.dueDate, language) });
  if (document.deliveryDate)
    facts.push({ label: texts.deliveryDate, value: formatDate(document.deliveryDate, language) });
  facts.push({ label: texts.currency, value: document.currency });
  if (document.currency !== 'RON' && document.currencyRate) {
    const rate = formatDecimal(document.currencyRate, language, 'keep');
    facts.push({ label: texts.exchangeRate, value: `1 ${document.currency} = ${rate} RON` });
  }
  for (const reference of document.references) facts.push(reference);

  const perRow = 4;
  const pad = 6;
  const width = canvas.width / perRow;
  const labelStyle: TextStyle = { size: 7, color: theme.muted };
  const valueStyle: TextStyle = { size: 9, color: theme.text, weight: 'bold' };
  for (let start = 0; start < facts.length; start += perRow) {
    const cells = facts
      .slice(start, start + perRow)
      .map((fact) => [
        ...wrapAll(canvas, [{ text: fact.label, style: labelStyle }], width - 2 * pad),
        ...wrapAll(canvas, [{ text: fact.value, style: valueStyle }], width - 2 * pad),
      ]);
    const height = Math.max(...cells.map((lines) => heightOf(canvas, lines))) + 2 * pad;
    canvas.ensure(height);
    if (theme.panel) canvas.fillRect(canvas.left, canvas.y, canvas.width, height, theme.panel);
    if (theme.boxed) canvas.strokeRect(canvas.left, canvas.y, canvas.width, height, theme.rule);
    cells.forEach((lines, index) => {
      drawLines(canvas, lines, canvas.left + index * width + pad, canvas.y + pad);
    });
    canvas.y += height;
  }
  canvas.y += 8;
  if (document.refunds) {
    const mention = texts.refunds(
      document.refunds.seriesNumber,
      formatDate(document.refunds.issueDate, language),
    );
    canvas.paragraph(mention, canvas.left, canvas.width, { weight: 'bold', size: 9.5, color: theme.accent });
    canvas.y += 6;
  }
}

/** Payment terms and notes, each under its label, flowing across pages. */
export function drawNotes(canvas: PdfCanvas, context: RenderContext): void {
  const { document, texts, theme } = context;
  const blocks: [string, string | null][] = [
    [texts.paymentTerms, document.paymentTerms],
    [texts.notes, document.notes],
  ];
  for (const [label, value] of blocks) {
    if (!value || value.trim() === '') continue;
    canvas.ensure(canvas.lineHeight(8.5) * 2 + 4);
    canvas.text(label, canvas.left, canvas.y, { weight: 'bold', size: 8.5, color: theme.accent });
    canvas.y += canvas.lineHeight(8.5) + 1;
    canvas.paragraph(value, canvas.left, canvas.width, { size: 8.5, color: theme.text });
    canvas.y += 6;
  }
}

/** The footer notes wrapped for the footer of every page. */
export function footerLines(canvas: PdfCanvas, context: RenderContext): string[] {
  const notes = context.document.footerNotes?.trim();
  if (!notes) return [];
  const lines = canvas.wrap(notes, canvas.width, 'regular', FOOTER_SIZE);
  return lines.length > MAX_FOOTER_LINES
    ? [...lines.slice(0, MAX_FOOTER_LINES - 1), `${lines[MAX_FOOTER_LINES - 1]} …`]
    : lines;
}

const FOOTER_SIZE = 7;
const MAX_FOOTER_LINES = 4;

export const footerHeight = (canvas: PdfCanvas, lines: string[]) =>
  (lines.length + 1) * canvas.lineHeight(FOOTER_SIZE) + 6;

/** Footer notes and "Pagina i din n" on every page, once the page count is known. */
export function drawFooters(canvas: PdfCanvas, context: RenderContext, lines: string[]): void {
  const { doc } = canvas;
  const range = doc.bufferedPageRange();
  const lineHeight = canvas.lineHeight(FOOTER_SIZE);
  const style: TextStyle = { size: FOOTER_SIZE, color: context.theme.muted };
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    canvas.forget();
    let y = canvas.bottom + 6;
    canvas.lines([[canvas.left, y - 3, canvas.right, y - 3]], context.theme.rule);
    for (const line of lines) {
      canvas.text(line, canvas.left, y, style);
      y += lineHeight;
    }
    const page = context.texts.page(index - range.start + 1, range.count);
    canvas.text(page, canvas.right, y, style, 'right');
  }
}
