import type { StockDocumentKind } from '@app/domain/stock/stock-kinds';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client';
import type { PrintableDocument } from '../../platform/pdf/printable-document';
import { printablePartiesRepo } from '../../platform/pdf/printable-parties.repo';
import type { StockDocumentRow, StockLineRow } from './stock-documents.repo';

type Language = PrintableDocument['language'];

const TITLES: Record<Language, Record<StockDocumentKind, string>> = {
  'ro-RO': {
    'goods-receipt-note': 'Notă de recepție',
    'client-goods-despatch-advice': 'Aviz de însoțire a mărfii',
    'stock-consumption-receipt': 'Bon de consum',
    'stock-reception-receipt': 'Bon de primire',
  },
  'en-GB': {
    'goods-receipt-note': 'Goods receipt note',
    'client-goods-despatch-advice': 'Goods despatch advice',
    'stock-consumption-receipt': 'Stock consumption receipt',
    'stock-reception-receipt': 'Stock reception receipt',
  },
};
const WAREHOUSE: Record<Language, string> = { 'ro-RO': 'Gestiune', 'en-GB': 'Warehouse' };

/**
 * A stock document printed with the client documents' machinery: the supplier and the company on a
 * goods receipt note, the company and the client on a despatch advice, the company alone on the receipts.
 */
export async function printableStockDocument(
  db: Db,
  row: StockDocumentRow,
  lines: StockLineRow[],
  warehouseName: string,
  language: Language = 'ro-RO',
): Promise<PrintableDocument> {
  const company = await printablePartiesRepo.issuer(db, row.companyId);
  const other = row.partnerId ? await printablePartiesRepo.payer(db, row.companyId, row.partnerId) : company;
  const [seller, buyer] = row.kind === 'goods-receipt-note' ? [other, company] : [company, other];
  const units = await printablePartiesRepo.unitSymbols(
    db,
    row.companyId,
    [...new Set(lines.map((line) => line.unitCode))],
    language,
  );
  const net = new Decimal(row.netTotal).toFixed(2);
  const vat = new Decimal(row.vatTotal).toFixed(2);
  const gross = new Decimal(row.grossTotal).toFixed(2);
  return {
    kind: 'invoice',
    language,
    template: 'classic',
    title: TITLES[language][row.kind],
    seriesNumber: row.seriesNumber,
    status: row.status,
    issueDate: row.issueDate,
    dueDate: null,
    deliveryDate: null,
    currency: row.currency,
    currencyRate: row.currencyRate,
    seller,
    buyer,
    logo: await printablePartiesRepo.logo(db, row.companyId),
    lines: lines.map((line) => ({
      name: line.name,
      description: null,
      unit: units.get(line.unitCode) ?? line.unitCode,
      quantity: new Decimal(line.quantity).toFixed(),
      unitPrice: new Decimal(line.price).toFixed(),
      net: line.net,
      vatRate: line.vatRate ?? '0',
      vatCategory: line.vatCategory ?? 'O',
      vat: line.vat,
    })),
    allowances: [],
    breakdown: [],
    totals: {
      net,
      vat,
      gross,
      prepaid: '0.00',
      rounding: '0.00',
      amountDue: gross,
      vatRon: null,
      grossRon: null,
    },
    paymentTerms: null,
    notes: row.notes,
    footerNotes: null,
    references: [{ label: WAREHOUSE[language], value: warehouseName }],
    refunds: null,
  };
}
