import type { PdfCanvas } from './pdf-canvas';
import { formatAmount } from './pdf-format';
import type { RenderContext } from './pdf-theme';

/**
 * The body of a receipt: "Am primit de la X suma de 1.234,56 RON, reprezentând ...", the amount in
 * figures, the invoices it pays and the cashier's signature line.
 */
export function drawReceiptBody(canvas: PdfCanvas, context: RenderContext): void {
  const { document, texts, language, theme } = context;
  const words = texts.receipt;
  const receipt = document.receipt ?? {
    amount: document.totals.amountDue,
    description: '',
    paidDocuments: [],
  };
  const amount = `${formatAmount(receipt.amount, language)} ${document.currency}`;
  let sentence = `${words.receivedFrom} ${document.buyer.name} ${words.amount} ${amount}`;
  const description = receipt.description.trim();
  if (description !== '') {
    const said = description
      .toLocaleLowerCase(language)
      .startsWith(words.representing.toLocaleLowerCase(language));
    sentence += `, ${said ? description : `${words.representing} ${description}`}`;
  }
  canvas.paragraph(`${sentence}.`, canvas.left, canvas.width, { size: 10.5, color: theme.text });
  canvas.y += 10;

  const boxHeight = canvas.lineHeight(16) + 14;
  const boxWidth = Math.max(200, canvas.measure(amount, 'bold', 16) + 24);
  canvas.ensure(boxHeight + 10);
  if (theme.amountDue.fill) canvas.fillRect(canvas.left, canvas.y, boxWidth, boxHeight, theme.amountDue.fill);
  else canvas.strokeRect(canvas.left, canvas.y, boxWidth, boxHeight, theme.text, 1);
  const color = theme.amountDue.fill ? theme.amountDue.color : theme.text;
  canvas.text(amount, canvas.left + 12, canvas.y + 7, { weight: 'bold', size: 16, color });
  canvas.y += boxHeight + 12;

  if (receipt.paidDocuments.length > 0) {
    canvas.text(words.paidDocuments, canvas.left, canvas.y, { weight: 'bold', size: 9, color: theme.accent });
    canvas.y += canvas.lineHeight(9) + 1;
    canvas.paragraph(receipt.paidDocuments.join(', '), canvas.left, canvas.width, {
      size: 9,
      color: theme.text,
    });
    canvas.y += 10;
  }

  canvas.ensure(60);
  const x = canvas.right - 180;
  canvas.text(words.cashier, x, canvas.y, { weight: 'bold', size: 9, color: theme.text });
  canvas.lines([[x, canvas.y + 44, canvas.right, canvas.y + 44]], theme.rule);
  canvas.y += 56;
}
