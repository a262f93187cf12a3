/** The printed texts of a document, one complete dictionary per language (ro-RO is the default). */
export type PdfTexts = {
  titles: { invoice: string; proforma: string; receipt: string };
  /** Shown instead of the number while the document is a draft, and as its watermark. */
  draft: string;
  /** The watermark of a voided document. */
  voided: string;
  continued: string;
  page: (current: number, total: number) => string;
  seller: string;
  buyer: string;
  issuer: string;
  payer: string;
  taxId: string;
  vatId: string;
  personalId: string;
  tradeRegister: string;
  email: string;
  phone: string;
  /** Bucharest's sector after the city: "Sector 1". */
  sector: (district: number) => string;
  deliveryAddress: string;
  iban: string;
  bank: string;
  seriesNumber: string;
  issueDate: string;
  dueDate: string;
  deliveryDate: string;
  currency: string;
  exchangeRate: string;
  refunds: (seriesNumber: string, date: string) => string;
  columns: {
    number: string;
    name: string;
    unit: string;
    quantity: string;
    unitPrice: string;
    net: string;
    vatRate: string;
    vat: string;
  };
  allowance: string;
  /** The discounts' labels; percents arrive formatted ("10%"). */
  discounts: {
    /** Under a line's name: its own discount, already taken off its amount. */
    line: (percent: string) => string;
    percent: (percent: string) => string;
    fixed: string;
    priceReduction: (percent: string) => string;
  };
  breakdown: { title: string; category: string; rate: string; taxable: string; vat: string; vatRon: string };
  totals: {
    net: string;
    vat: string;
    gross: string;
    prepaid: string;
    rounding: string;
    amountDue: string;
    vatRon: string;
    grossRon: string;
  };
  paymentTerms: string;
  notes: string;
  receipt: {
    receivedFrom: string;
    amount: string;
    representing: string;
    paidDocuments: string;
    cashier: string;
  };
  /** VAT category codes (UNCL5305, as the e-invoice uses them) in words. */
  categories: Record<string, string>;
};

const RO: PdfTexts = {
  titles: { invoice: 'Factură', proforma: 'Factură proformă', receipt: 'Chitanță' },
  draft: 'Ciornă',
  voided: 'Anulată',
  continued: 'continuare',
  page: (current, total) => `Pagina ${current} din ${total}`,
  seller: 'Furnizor',
  buyer: 'Cumpărător',
  issuer: 'Emitent',
  payer: 'Plătitor',
  taxId: 'CIF',
  vatId: 'CIF',
  personalId: 'CNP',
  tradeRegister: 'Nr. Reg. Com.',
  email: 'E-mail',
  phone: 'Telefon',
  sector: (district) => `Sector ${district}`,
  deliveryAddress: 'Adresa de livrare',
  iban: 'IBAN',
  bank: 'Banca',
  seriesNumber: 'Seria și numărul',
  issueDate: 'Data emiterii',
  dueDate: 'Data scadenței',
  deliveryDate: 'Data livrării',
  currency: 'Moneda',
  exchangeRate: 'Curs valutar',
  refunds: (seriesNumber, date) => `Stornează factura ${seriesNumber} din data ${date}`,
  columns: {
    number: 'Nr. crt.',
    name: 'Denumirea produselor sau a serviciilor',
    unit: 'U.M.',
    quantity: 'Cantitate',
    unitPrice: 'Preț unitar (fără TVA)',
    net: 'Valoare',
    vatRate: 'Cota TVA',
    vat: 'Valoare TVA',
  },
  allowance: 'Reducere',
  discounts: {
    line: (percent) => `Reducere ${percent} inclusă în valoare`,
    percent: (percent) => `Reducere ${percent} la total`,
    fixed: 'Reducere valorică la total',
    priceReduction: (percent) => `Reducere de preț ${percent}, aplicată prețului fiecărei linii`,
  },
  breakdown: {
    title: 'Defalcarea TVA',
    category: 'Categorie',
    rate: 'Cota',
    taxable: 'Bază impozabilă',
    vat: 'TVA',
    vatRon: 'TVA (RON)',
  },
  totals: {
    net: 'Total fără TVA',
    vat: 'TVA',
    gross: 'Total',
    prepaid: 'Plătit în avans',
    rounding: 'Rotunjire',
    amountDue: 'Total de plată',
    vatRon: 'TVA în RON',
    grossRon: 'Total în RON',
  },
  paymentTerms: 'Termeni de plată',
  notes: 'Observații',
  receipt: {
    receivedFrom: 'Am primit de la',
    amount: 'suma de',
    representing: 'reprezentând',
    paidDocuments: 'Facturi achitate',
    cashier: 'Casier',
  },
  categories: {
    S: 'Cotă standard',
    Z: 'Cotă zero',
    E: 'Scutit de TVA',
    AE: 'Taxare inversă',
    K: 'Livrare intracomunitară scutită',
    G: 'Export în afara UE',
    O: 'Neimpozabil',
    L: 'Insulele Canare',
    M: 'Ceuta și Melilla',
  },
};

const EN: PdfTexts = {
  titles: { invoice: 'Invoice', proforma: 'Proforma invoice', receipt: 'Receipt' },
  draft: 'Draft',
  voided: 'Void',
  continued: 'continued',
  page: (current, total) => `Page ${current} of ${total}`,
  seller: 'Seller',
  buyer: 'Buyer',
  issuer: 'Issuer',
  payer: 'Payer',
  taxId: 'Tax ID',
  vatId: 'VAT ID',
  personalId: 'Personal ID (CNP)',
  tradeRegister: 'Trade Register No.',
  email: 'E-mail',
  phone: 'Phone',
  sector: (district) => `Sector ${district}`,
  deliveryAddress: 'Delivery address',
  iban: 'IBAN',
  bank: 'Bank',
  seriesNumber: 'Series and number',
  issueDate: 'Issue date',
  dueDate: 'Due date',
  deliveryDate: 'Delivery date',
  currency: 'Currency',
  exchangeRate: 'Exchange rate',
  refunds: (seriesNumber, date) => `Refunds invoice ${seriesNumber} of ${date}`,
  columns: {
    number: 'No.',
    name: 'Products or services',
    unit: 'Unit',
    quantity: 'Quantity',
    unitPrice: 'Unit price (excl. VAT)',
    net: 'Net amount',
    vatRate: 'VAT rate',
    vat: 'VAT amount',
  },
  allowance: 'Discount',
  discounts: {
    line: (percent) => `Discount ${percent} included in the amount`,
    percent: (percent) => `Discount ${percent} on the total`,
    fixed: 'Fixed discount on the total',
    priceReduction: (percent) => `Price reduction ${percent}, applied to every line's price`,
  },
  breakdown: {
    title: 'VAT breakdown',
    category: 'Category',
    rate: 'Rate',
    taxable: 'Taxable amount',
    vat: 'VAT',
    vatRon: 'VAT (RON)',
  },
  totals: {
    net: 'Total excl. VAT',
    vat: 'VAT',
    gross: 'Total incl. VAT',
    prepaid: 'Prepaid',
    rounding: 'Rounding',
    amountDue: 'Amount due',
    vatRon: 'VAT in RON',
    grossRon: 'Total in RON',
  },
  paymentTerms: 'Payment terms',
  notes: 'Notes',
  receipt: {
    receivedFrom: 'Received from',
    amount: 'the sum of',
    representing: 'for',
    paidDocuments: 'Invoices paid',
    cashier: 'Cashier',
  },
  categories: {
    S: 'Standard rate',
    Z: 'Zero rated',
    E: 'Exempt from VAT',
    AE: 'Reverse charge',
    K: 'Exempt intra-community supply',
    G: 'Export outside the EU',
    O: 'Not subject to VAT',
    L: 'Canary Islands',
    M: 'Ceuta and Melilla',
  },
};

export const PDF_TEXTS: Record<'ro-RO' | 'en-GB', PdfTexts> = { 'ro-RO': RO, 'en-GB': EN };

/** The dictionary of a document language; anything else falls back to Romanian. */
export function pdfTexts(language: string): PdfTexts {
  return language === 'en-GB' ? EN : RO;
}
