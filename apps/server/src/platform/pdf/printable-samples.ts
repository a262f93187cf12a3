import type { PrintableDocument, PrintableLine, PrintableParty } from './printable-document';

/** Sample documents for the tests and the benchmark; the amounts add up. */
export const SAMPLE_SELLER: PrintableParty = {
  name: 'Societatea Țesătoria Ștefănești SRL',
  businessId: '12345678',
  vatPayer: true,
  tradeRegisterNumber: 'J40/1234/2010',
  address: {
    street: 'Str. Mărășești nr. 12',
    additionalStreet: 'ap. 3',
    additionalAddress: null,
    city: 'Ștefănești',
    district: null,
    county: 'RO-AG',
    postalCode: '117715',
    country: 'RO',
  },
  email: 'facturi@tesatoria.ro',
  phone: '+40 721 000 111',
  bankAccounts: [
    { iban: 'RO49AAAA1B31007593840000', bank: 'Banca Transilvania', currency: 'RON' },
    { iban: 'RO66BACX0000001234567890', bank: 'UniCredit Bank', currency: 'EUR' },
  ],
};

export const SAMPLE_BUYER: PrintableParty = {
  name: 'Întreprinderea Șoimul Țării SA',
  businessId: '87654321',
  vatPayer: false,
  tradeRegisterNumber: 'J12/987/2015',
  address: {
    street: 'Bd. Independenței nr. 7',
    additionalStreet: null,
    additionalAddress: null,
    city: 'Cluj-Napoca',
    district: null,
    county: 'RO-CJ',
    postalCode: null,
    country: 'RO',
  },
  email: null,
  phone: null,
  bankAccounts: [{ iban: 'RO09BCYP0000001234567890', bank: 'Banca Comercială Română', currency: null }],
};

const cents = (value: bigint) => {
  const sign = value < 0n ? '-' : '';
  const magnitude = value < 0n ? -value : value;
  return `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
};

/** `count` lines at 19% (a few long descriptions among them). */
export function sampleLines(count: number): PrintableLine[] {
  return Array.from({ length: count }, (_, index) => {
    const quantity = BigInt(index + 1);
    const unitCents = 123_450n + BigInt(index) * 1_000n;
    const net = quantity * unitCents;
    const vat = (net * 19n + 50n) / 100n;
    return {
      name: `Țesătură de bumbac „Ștefănești” model ${index + 1}`,
      description:
        index % 3 === 0
          ? 'Lățime 150 cm, greutate 220 g/m², vopsită în fir; livrare în baloturi de câte 50 m.'
          : null,
      unit: 'm',
      quantity: `${quantity}.000`,
      unitPrice: cents(unitCents),
      net: cents(net),
      vatRate: '19.00',
      vatCategory: 'S',
      vat: cents(vat),
    };
  });
}

/** A published ro-RO invoice of `lineCount` lines, with its breakdown and totals computed. */
export function sampleInvoice(lineCount = 8, changes: Partial<PrintableDocument> = {}): PrintableDocument {
  const lines = sampleLines(lineCount);
  const toCents = (text: string) => BigInt(text.replace('.', ''));
  const net = lines.reduce((sum, line) => sum + toCents(line.net), 0n);
  const vat = lines.reduce((sum, line) => sum + toCents(line.vat), 0n);
  return {
    kind: 'invoice',
    language: 'ro-RO',
    template: 'classic',
    seriesNumber: 'FCT 0042',
    status: 'published',
    issueDate: '2024-03-05',
    dueDate: '2024-04-04',
    deliveryDate: '2024-03-04',
    currency: 'RON',
    currencyRate: null,
    seller: SAMPLE_SELLER,
    buyer: SAMPLE_BUYER,
    lines,
    allowances: [],
    breakdown: [{ vatCategory: 'S', vatRate: '19.00', taxable: cents(net), vat: cents(vat), vatRon: null }],
    totals: {
      net: cents(net),
      vat: cents(vat),
      gross: cents(net + vat),
      prepaid: '0.00',
      rounding: '0.00',
      amountDue: cents(net + vat),
      vatRon: null,
      grossRon: null,
    },
    paymentTerms: 'Plata în 30 de zile de la data emiterii, prin transfer bancar.',
    notes: 'Marfa se livrează franco depozit cumpărător.',
    footerNotes:
      'Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) din Legea nr. 227/2015.',
    references: [
      { label: 'Contract', value: 'C-17/2024' },
      { label: 'Comandă', value: 'PO-5531' },
    ],
    refunds: null,
    ...changes,
  };
}
