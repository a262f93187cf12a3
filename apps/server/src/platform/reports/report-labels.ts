import type { ReportSideName } from './report-side';
import type { Report, ReportLanguage } from './report-table';

/**
 * The texts a report carries (titles, column headers, row kinds). They live with the report, not in
 * the web app, because the exported files need them too: the screen shows what the file says.
 * The client side's texts first; the supplier side's differ in the titles, the partner and the
 * payments' wording (below).
 */
const RO = {
  titles: {
    'statement-of-account': 'Fișă de cont client',
    'current-balance': 'Sold curent clienți',
    'overdue-invoices': 'Facturi restante',
    invoices: 'Jurnal de vânzări',
    payments: 'Jurnal de încasări',
  },
  columns: {
    documentType: 'Tip document',
    number: 'Număr',
    date: 'Data',
    dueDate: 'Scadența',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Sold',
    partner: 'Client',
    businessId: 'CUI/CNP',
    invoiced: 'Facturat',
    paid: 'Încasat',
    overdue: 'Din care restant',
    issueDate: 'Data emiterii',
    daysOverdue: 'Zile de întârziere',
    amountDue: 'Total de plată',
    remaining: 'Rest de plată',
    currencyRate: 'Curs',
    grossCurrency: 'Total în valută',
    invoiceCurrency: 'Moneda',
    amountCurrency: 'Sumă în moneda plății',
    net: 'Valoare fără TVA',
    vat: 'TVA',
    gross: 'Total',
    taxable: 'Bază',
    paymentType: 'Tip',
    description: 'Descriere',
    amount: 'Sumă',
    allocations: 'Facturi achitate',
  },
  rows: {
    invoice: 'Factură',
    storno: 'Factură storno',
    'bank-transfer': 'Încasare bancară',
    receipt: 'Chitanță',
    refund: 'Rambursare',
    opening: 'Sold inițial',
    total: 'Total',
    closing: 'Total rulaje și sold final',
  },
  sheet: 'Raport',
};

const EN: typeof RO = {
  titles: {
    'statement-of-account': 'Client statement of account',
    'current-balance': 'Client current balance',
    'overdue-invoices': 'Overdue invoices',
    invoices: 'Sales journal',
    payments: 'Payments journal',
  },
  columns: {
    documentType: 'Document type',
    number: 'Number',
    date: 'Date',
    dueDate: 'Due date',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    partner: 'Client',
    businessId: 'Tax id',
    invoiced: 'Invoiced',
    paid: 'Paid',
    overdue: 'Of which overdue',
    issueDate: 'Issue date',
    daysOverdue: 'Days overdue',
    amountDue: 'Amount due',
    remaining: 'Remaining',
    currencyRate: 'Rate',
    grossCurrency: 'Gross in currency',
    invoiceCurrency: 'Currency',
    amountCurrency: 'Amount in its currency',
    net: 'Net',
    vat: 'VAT',
    gross: 'Gross',
    taxable: 'Taxable',
    paymentType: 'Type',
    description: 'Description',
    amount: 'Amount',
    allocations: 'Invoices paid',
  },
  rows: {
    invoice: 'Invoice',
    storno: 'Credit note (storno)',
    'bank-transfer': 'Bank collection',
    receipt: 'Receipt',
    refund: 'Refund',
    opening: 'Opening balance',
    total: 'Total',
    closing: 'Period totals and closing balance',
  },
  sheet: 'Report',
};

export type ReportTexts = typeof RO;
type ColumnLabel = keyof ReportTexts['columns'];

/** The supplier side: a purchases journal, payments made (not collected), the supplier named. */
const RO_SUPPLIER: ReportTexts = {
  ...RO,
  titles: {
    'statement-of-account': 'Fișă de cont furnizor',
    'current-balance': 'Sold curent furnizori',
    'overdue-invoices': 'Facturi furnizori restante',
    invoices: 'Jurnal de cumpărări',
    payments: 'Jurnal de plăți',
  },
  columns: { ...RO.columns, partner: 'Furnizor', paid: 'Plătit', allocations: 'Facturi plătite' },
  rows: { ...RO.rows, 'bank-transfer': 'Plată bancară' },
};

const EN_SUPPLIER: ReportTexts = {
  ...EN,
  titles: {
    'statement-of-account': 'Supplier statement of account',
    'current-balance': 'Supplier current balance',
    'overdue-invoices': 'Overdue supplier invoices',
    invoices: 'Purchases journal',
    payments: 'Payments journal',
  },
  columns: { ...EN.columns, partner: 'Supplier' },
  rows: { ...EN.rows, 'bank-transfer': 'Bank payment' },
};

const TEXTS: Record<ReportSideName, Record<ReportLanguage, ReportTexts>> = {
  client: { 'ro-RO': RO, 'en-GB': EN },
  supplier: { 'ro-RO': RO_SUPPLIER, 'en-GB': EN_SUPPLIER },
};

/** The texts of a language, with helpers for labels that carry the currency or a VAT rate. */
export function reportTexts(side: ReportSideName, language: ReportLanguage) {
  const texts = TEXTS[side][language];
  return {
    ...texts,
    title: (report: Report) => texts.titles[report],
    column: (key: ColumnLabel) => texts.columns[key],
    /** "Debit (RON)": every amount column names its currency, in the file as on the screen. */
    money: (key: ColumnLabel, currency: string) => `${texts.columns[key]} (${currency})`,
    /** "Bază 21% (RON)", "TVA 0% E (RON)": the standard category shows only its rate. */
    vatPair: (part: 'taxable' | 'vat', category: string, rate: string, currency: string) =>
      `${texts.columns[part]} ${rate}%${category === 'S' ? '' : ` ${category}`} (${currency})`,
  };
}
export type Texts = ReturnType<typeof reportTexts>;
