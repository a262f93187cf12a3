import type { StockSourceKind } from '@app/domain/stock/stock-kinds';
import type { ReportLanguage } from '../../platform/reports/report-table';
import type { StockReport } from './stock-report-table';

/**
 * The texts a stock report carries (titles, column headers, document kinds): they live with the
 * report, as the exported files need them too, so the screen shows what the file says.
 */
const RO = {
  titles: {
    'current-stock': 'Stoc curent',
    'stock-at-date': 'Stoc la data',
    'stock-balance': 'Balanță de stocuri',
    'stock-transactions': 'Tranzacții de stoc',
    'stock-record': 'Fișă de magazie',
  } satisfies Record<StockReport, string>,
  columns: {
    product: 'Produs',
    code: 'Cod',
    unit: 'U.M.',
    warehouse: 'Gestiune',
    quantity: 'Cantitate',
    value: 'Valoare (RON)',
    averageCost: 'Cost mediu unitar (RON)',
    openingQuantity: 'Stoc inițial cantitate',
    openingValue: 'Stoc inițial valoare (RON)',
    inQuantity: 'Intrări cantitate',
    inValue: 'Intrări valoare (RON)',
    outQuantity: 'Ieșiri cantitate',
    outValue: 'Ieșiri valoare (RON)',
    closingQuantity: 'Stoc final cantitate',
    closingValue: 'Stoc final valoare (RON)',
    date: 'Data',
    documentType: 'Tip document',
    number: 'Număr',
    partner: 'Partener',
    unitCost: 'Cost unitar (RON)',
    stockQuantity: 'Stoc cantitate',
    stockValue: 'Stoc valoare (RON)',
  },
  sources: {
    'goods-receipt-note': 'Notă de recepție',
    'client-goods-despatch-advice': 'Aviz de însoțire',
    'stock-consumption-receipt': 'Bon de consum',
    'stock-reception-receipt': 'Bon de predare',
    'client-invoice': 'Factură',
  } satisfies Record<StockSourceKind, string>,
  storno: 'storno',
  rows: { total: 'Total', opening: 'Stoc inițial', closing: 'Total rulaje și stoc final' },
};

const EN: typeof RO = {
  titles: {
    'current-stock': 'Current stock',
    'stock-at-date': 'Stock at date',
    'stock-balance': 'Stock balance',
    'stock-transactions': 'Stock transactions',
    'stock-record': 'Stock record',
  },
  columns: {
    product: 'Product',
    code: 'Code',
    unit: 'Unit',
    warehouse: 'Warehouse',
    quantity: 'Quantity',
    value: 'Value (RON)',
    averageCost: 'Average unit cost (RON)',
    openingQuantity: 'Opening quantity',
    openingValue: 'Opening value (RON)',
    inQuantity: 'In quantity',
    inValue: 'In value (RON)',
    outQuantity: 'Out quantity',
    outValue: 'Out value (RON)',
    closingQuantity: 'Closing quantity',
    closingValue: 'Closing value (RON)',
    date: 'Date',
    documentType: 'Document type',
    number: 'Number',
    partner: 'Partner',
    unitCost: 'Unit cost (RON)',
    stockQuantity: 'Stock quantity',
    stockValue: 'Stock value (RON)',
  },
  sources: {
    'goods-receipt-note': 'Goods receipt note',
    'client-goods-despatch-advice': 'Goods despatch advice',
    'stock-consumption-receipt': 'Stock consumption receipt',
    'stock-reception-receipt': 'Stock reception receipt',
    'client-invoice': 'Invoice',
  },
  storno: 'storno',
  rows: { total: 'Total', opening: 'Opening stock', closing: 'Period totals and closing stock' },
};

export type StockTexts = typeof RO;
export type StockColumn = keyof StockTexts['columns'];

export const stockReportTexts = (language: ReportLanguage): StockTexts => (language === 'en-GB' ? EN : RO);

/** The document a movement comes from, "storno" added for a reversal ("Notă de recepție storno"). */
export function documentTypeText(texts: StockTexts, source: StockSourceKind, reversal: boolean): string {
  const name = texts.sources[source];
  return reversal ? `${name} ${texts.storno}` : name;
}
