import type { DocumentParty } from '@app/domain/invoicing/client-document.schemas';
import type { StockDocumentKind } from '@app/domain/stock/stock-kinds';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client';
import type { PrintableDocument, PrintableParty } from '../../platform/pdf/printable-document';
import { documentSourcesRepo } from '../client-invoices/document-sources.repo';
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

const partyOf = (party: DocumentParty): PrintableParty => ({
  name: party.name,
  businessId: party.businessId ?? party.personId,
  vatPayer: party.vatPayer,
  tradeRegisterNumber: party.tradeRegisterNumber,
  address: party.address,
  deliveryAddress: party.deliveryAddress ?? null,
  email: party.email,
  phone: party.phone,
  bankAccounts: party.bankAccounts,
});

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
  const company = partyOf(await documentSourcesRepo.seller(db, row.companyId, []));
  const partner = row.partnerId ? await documentSourcesRepo.buyer(db, row.companyId, row.partnerId) : null;
  const other = partner ? partyOf(partner.party) : company;
  const [seller, buyer] = row.kind === 'goods-receipt-note' ? [other, company] : [company, other];
  const units = await documentSourcesRepo.unitSymbols(
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
