import type { EInvoice, EInvoiceAllowanceCharge, EInvoiceLine } from '@app/domain/einvoice/einvoice.types';
import PDFDocument from 'pdfkit';
import { readUbl } from '../../efactura/ubl-reader';
import {
  amountText,
  dateText,
  decimalText,
  documentTitle,
  partyLines,
  paymentMeansLines,
  unitText,
  vatCategoryName,
  vatText,
} from './invoice-pdf-texts';
import {
  type Cell,
  CONTENT_WIDTH,
  type Column,
  Cursor,
  INITIAL_FONT,
  PAGE,
  prepareFonts,
} from './pdf-layout';

/**
 * ANAF's `transformare` in the simulator: a readable A4 PDF of a UBL invoice or credit note, from the
 * XML alone (title, number, dates, seller and buyer, lines, VAT breakdown, totals, payment). Throws
 * the reader's UblReadError when the XML cannot be read; the simulator answers that as ANAF does.
 */
export async function invoicePdf(xml: string): Promise<Uint8Array> {
  const invoice = readUbl(xml);
  const title = documentTitle(invoice);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    font: INITIAL_FONT,
    info: { Title: `${title} ${invoice.id}`, Creator: 'Simulator ANAF (transformare)' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  prepareFonts(doc);
  const cursor = new Cursor(doc);
  header(cursor, invoice, title);
  parties(cursor, invoice);
  lines(cursor, invoice);
  documentAllowances(cursor, invoice);
  vatBreakdown(cursor, invoice);
  totals(cursor, invoice);
  payment(cursor, invoice);
  notes(cursor, invoice);
  cursor.footers(
    `${title} ${invoice.id} — reprezentare PDF a facturii electronice (XML UBL 2.1), simulator ANAF`,
  );
  doc.end();
  return new Uint8Array(await done);
}

function header(cursor: Cursor, invoice: EInvoice, title: string): void {
  const left = CONTENT_WIDTH * 0.55;
  const top = cursor.y;
  let y = top;
  y += cursor.textAt(title, PAGE.margin, y, left, { size: 20, font: 'bold' });
  y += cursor.textAt(`Nr. ${invoice.id}`, PAGE.margin, y + 2, left, { size: 12, font: 'bold' }) + 2;
  const facts: string[] = [`Data emiterii: ${dateText(invoice.issueDate)}`];
  if (invoice.dueDate) facts.push(`Data scadenței: ${dateText(invoice.dueDate)}`);
  if (invoice.taxPointDate) facts.push(`Data exigibilității TVA: ${dateText(invoice.taxPointDate)}`);
  facts.push(`Moneda: ${invoice.currency}${invoice.vatCurrency ? ` (TVA în ${invoice.vatCurrency})` : ''}`);
  facts.push(`Tip document: ${invoice.typeCode}`);
  if (invoice.invoicingPeriod?.start || invoice.invoicingPeriod?.end)
    facts.push(
      `Perioada facturată: ${dateText(invoice.invoicingPeriod.start)} – ${dateText(invoice.invoicingPeriod.end)}`,
    );
  if (invoice.delivery?.date) facts.push(`Data livrării: ${dateText(invoice.delivery.date)}`);
  for (const preceding of invoice.precedingInvoices)
    facts.push(
      `Factura de referință: ${preceding.id}${preceding.issueDate ? ` din ${dateText(preceding.issueDate)}` : ''}`,
    );
  if (invoice.purchaseOrderReference) facts.push(`Comanda: ${invoice.purchaseOrderReference}`);
  if (invoice.contractReference) facts.push(`Contract: ${invoice.contractReference}`);
  if (invoice.buyerReference) facts.push(`Referința cumpărătorului: ${invoice.buyerReference}`);
  let right = top;
  for (const fact of facts)
    right += cursor.textAt(fact, PAGE.margin + left, right, CONTENT_WIDTH - left, {
      size: 9,
      align: 'right',
    });
  cursor.y = Math.max(y, right) + 8;
  cursor.rule('#333333');
  cursor.gap(10);
}

function parties(cursor: Cursor, invoice: EInvoice): void {
  const width = (CONTENT_WIDTH - 20) / 2;
  const blocks = [
    { label: 'Furnizor', party: invoice.seller, x: PAGE.margin },
    { label: 'Cumpărător', party: invoice.buyer, x: PAGE.margin + width + 20 },
  ];
  const heightOf = (block: (typeof blocks)[number]) =>
    cursor.heightOf(block.label, width, 8, 'bold') +
    cursor.heightOf(block.party.name, width, 10, 'bold') +
    partyLines(block.party).reduce((sum, line) => sum + cursor.heightOf(line, width, 8.5), 0);
  cursor.ensure(Math.max(...blocks.map(heightOf)));
  const top = cursor.y;
  let bottom = top;
  for (const block of blocks) {
    let y = top;
    y += cursor.textAt(block.label.toUpperCase(), block.x, y, width, {
      size: 8,
      font: 'bold',
      color: '#555555',
    });
    y += cursor.textAt(block.party.name, block.x, y, width, { size: 10, font: 'bold' });
    for (const line of partyLines(block.party)) y += cursor.textAt(line, block.x, y, width, { size: 8.5 });
    bottom = Math.max(bottom, y);
  }
  cursor.y = bottom + 14;
}

function chargeLine(entry: EInvoiceAllowanceCharge, kind: 'Reducere' | 'Taxă', currency: string): string {
  const percent = entry.percent ? ` (${decimalText(entry.percent)}%)` : '';
  const reason = entry.reason ?? entry.reasonCode ?? '';
  return `${kind}${reason ? ` ${reason}` : ''}${percent}: ${amountText(entry.amount, currency)}`;
}

function lineCell(line: EInvoiceLine, currency: string): Cell {
  const details: string[] = [];
  if (line.item.description) details.push(line.item.description);
  if (line.item.sellerId) details.push(`Cod: ${line.item.sellerId}`);
  if (line.period?.start || line.period?.end)
    details.push(`Perioada: ${dateText(line.period.start)} – ${dateText(line.period.end)}`);
  for (const allowance of line.allowances) details.push(chargeLine(allowance, 'Reducere', currency));
  for (const charge of line.charges) details.push(chargeLine(charge, 'Taxă', currency));
  if (line.note) details.push(line.note);
  return { text: line.item.name, details };
}

function lines(cursor: Cursor, invoice: EInvoice): void {
  cursor.heading('Produse și servicii');
  const columns: Column[] = [
    { label: 'Nr.', width: 26 },
    { label: 'Denumire', width: 185 },
    { label: 'Cantitate', width: 52, align: 'right' },
    { label: 'U.M.', width: 55 },
    { label: 'Preț unitar', width: 68, align: 'right' },
    { label: `Valoare netă (${invoice.currency})`, width: 79, align: 'right' },
    { label: 'TVA', width: 50, align: 'right' },
  ];
  const rows = invoice.lines.map((line): Cell[] => {
    const price = decimalText(line.price.amount);
    const base =
      line.price.baseQuantity && line.price.baseQuantity !== '1'
        ? ` / ${decimalText(line.price.baseQuantity)}`
        : '';
    return [
      line.id,
      lineCell(line, invoice.currency),
      decimalText(line.quantity),
      unitText(line.unitCode),
      `${price}${base}`,
      decimalText(line.net),
      vatText(line.item.vatCategory, line.item.vatRate),
    ];
  });
  cursor.table(columns, rows);
}

function documentAllowances(cursor: Cursor, invoice: EInvoice): void {
  const entries = [
    ...invoice.allowances.map((entry) => ({ entry, kind: 'Reducere' as const })),
    ...invoice.charges.map((entry) => ({ entry, kind: 'Taxă' as const })),
  ];
  if (entries.length === 0) return;
  cursor.heading('Reduceri și taxe la nivel de document');
  for (const { entry, kind } of entries) {
    const vat = entry.vatCategory ? ` — TVA ${vatText(entry.vatCategory, entry.vatRate)}` : '';
    cursor.paragraph(`${chargeLine(entry, kind, invoice.currency)}${vat}`);
  }
  cursor.gap(6);
}

function vatBreakdown(cursor: Cursor, invoice: EInvoice): void {
  if (invoice.vatBreakdown.length === 0) return;
  cursor.heading('Defalcare TVA');
  cursor.table(
    [
      { label: 'Categorie TVA', width: 150 },
      { label: 'Cota', width: 55, align: 'right' },
      { label: `Bază impozabilă (${invoice.currency})`, width: 110, align: 'right' },
      { label: `Valoare TVA (${invoice.currency})`, width: 95, align: 'right' },
      { label: 'Motiv scutire', width: 105 },
    ],
    invoice.vatBreakdown.map((row) => [
      vatCategoryName(row.category),
      row.rate === null ? '' : `${decimalText(row.rate)}%`,
      decimalText(row.taxable),
      decimalText(row.vat),
      [row.exemptionReasonCode, row.exemptionReason].filter(Boolean).join(' '),
    ]),
  );
}

function totals(cursor: Cursor, invoice: EInvoice): void {
  const { totals: t, currency } = invoice;
  const pairs: { label: string; value: string; strong?: boolean }[] = [
    { label: 'Total valoare netă linii', value: amountText(t.lineNet, currency) },
  ];
  if (t.allowances) pairs.push({ label: 'Total reduceri', value: amountText(t.allowances, currency) });
  if (t.charges) pairs.push({ label: 'Total taxe suplimentare', value: amountText(t.charges, currency) });
  pairs.push({ label: 'Total fără TVA', value: amountText(t.taxExclusive, currency) });
  pairs.push({ label: 'Total TVA', value: amountText(t.vatTotal ?? '0.00', currency) });
  if (t.vatTotalAccounting && invoice.vatCurrency)
    pairs.push({
      label: `Total TVA în ${invoice.vatCurrency}`,
      value: amountText(t.vatTotalAccounting, invoice.vatCurrency),
    });
  pairs.push({ label: 'Total cu TVA', value: amountText(t.taxInclusive, currency), strong: true });
  if (t.prepaid) pairs.push({ label: 'Plătit în avans', value: amountText(t.prepaid, currency) });
  if (t.rounding) pairs.push({ label: 'Rotunjire', value: amountText(t.rounding, currency) });
  pairs.push({ label: 'Total de plată', value: amountText(t.payable, currency), strong: true });
  cursor.pairs(pairs);
  cursor.gap(10);
}

function payment(cursor: Cursor, invoice: EInvoice): void {
  if (invoice.paymentMeans.length === 0 && !invoice.paymentTerms && !invoice.dueDate && !invoice.payee)
    return;
  cursor.heading('Plată');
  if (invoice.dueDate) cursor.paragraph(`Termen de plată: ${dateText(invoice.dueDate)}`);
  for (const means of invoice.paymentMeans)
    for (const line of paymentMeansLines(means)) cursor.paragraph(line);
  if (invoice.paymentTerms) cursor.paragraph(`Condiții de plată: ${invoice.paymentTerms}`);
  if (invoice.payee) cursor.paragraph(`Beneficiarul plății: ${invoice.payee.name}`);
  cursor.gap(8);
}

function notes(cursor: Cursor, invoice: EInvoice): void {
  if (invoice.notes.length === 0) return;
  cursor.heading('Observații');
  for (const note of invoice.notes) cursor.paragraph(note);
}
