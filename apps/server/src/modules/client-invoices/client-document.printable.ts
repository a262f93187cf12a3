import {
  DISCOUNT_TYPES,
  type DocumentParty,
  REFERENCE_FIELDS,
  type ReferenceField,
} from '@app/domain/invoicing/client-document.schemas';
import { foreignLineCurrency, linePriceInDocumentCurrency } from '@app/domain/invoicing/line-currency';
import Decimal from 'decimal.js';
import type { PrintableDocument, PrintableParty } from '../../platform/pdf/printable-document';
import type { DocumentRow, LineRow } from './client-invoices.repo';

type Language = PrintableDocument['language'];

/** The labels of the references a document prints, in its language. */
const REFERENCE_LABELS: Record<Language, Record<ReferenceField, string>> = {
  'ro-RO': {
    projectReference: 'Proiect',
    purchaseOrderReference: 'Comandă de achiziție',
    salesOrderReference: 'Comandă de vânzare',
    receivingAdviceReference: 'Aviz de recepție',
    despatchAdviceReference: 'Aviz de însoțire',
    contractReference: 'Contract',
    tenderReference: 'Licitație',
    invoicedObjectIdentifier: 'Obiect facturat',
  },
  'en-GB': {
    projectReference: 'Project',
    purchaseOrderReference: 'Purchase order',
    salesOrderReference: 'Sales order',
    receivingAdviceReference: 'Receiving advice',
    despatchAdviceReference: 'Despatch advice',
    contractReference: 'Contract',
    tenderReference: 'Tender',
    invoicedObjectIdentifier: 'Invoiced object',
  },
};

const PERIOD_LABEL: Record<Language, string> = { 'ro-RO': 'Perioada facturată', 'en-GB': 'Billing period' };

function partyOf(party: DocumentParty): PrintableParty {
  return {
    name: party.name,
    businessId: party.businessId ?? party.personId,
    vatPayer: party.vatPayer,
    tradeRegisterNumber: party.tradeRegisterNumber,
    address: party.address,
    deliveryAddress: party.deliveryAddress ?? null,
    email: party.email,
    phone: party.phone,
    bankAccounts: party.bankAccounts,
  };
}

/** The document discount as typed, for its label on the printed discount rows. */
function discountOf(row: DocumentRow): PrintableDocument['discount'] {
  const type = DISCOUNT_TYPES.find((candidate) => candidate === row.discountType);
  return type && row.discountValue !== null ? { type, value: row.discountValue } : null;
}

const ron = (amount: string, rate: string | null) =>
  rate === null ? null : new Decimal(amount).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/**
 * A stored invoice or proforma as the PDF renderer takes it, with the company's logo and the symbols
 * it prints for its units ("buc", "h"; the code where it has none).
 */
export function printableOf(
  row: DocumentRow,
  lines: LineRow[],
  company: { logo: Buffer | null; units: Map<string, string> },
): PrintableDocument {
  const { logo, units } = company;
  const language: Language = row.language === 'en-GB' ? 'en-GB' : 'ro-RO';
  const references = REFERENCE_FIELDS.flatMap((field) => {
    const value = row.references[field];
    return value ? [{ label: REFERENCE_LABELS[language][field], value }] : [];
  });
  if (row.billingPeriodStart || row.billingPeriodEnd)
    references.push({
      label: PERIOD_LABEL[language],
      value: [row.billingPeriodStart, row.billingPeriodEnd].filter(Boolean).join(' – '),
    });
  const foreign = row.currency !== 'RON' ? row.currencyRate : null;
  return {
    kind: row.kind,
    language,
    template: row.template === 'modern' ? 'modern' : 'classic',
    seriesNumber: row.seriesNumber,
    status: row.status,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    deliveryDate: row.deliveryDate,
    currency: row.currency,
    currencyRate: foreign,
    seller: partyOf(row.seller),
    buyer: partyOf(row.buyer),
    logo,
    lines: lines.map((line) => ({
      name: line.name,
      description:
        [line.description, line.currencyPriceDescription ?? foreignPriceNote(line, row.currency)]
          .filter(Boolean)
          .join(' ') || null,
      unit: units.get(line.unitCode) ?? line.unitCode,
      quantity: new Decimal(line.quantity).toFixed(),
      // The price billed, in the document's currency (a price in another currency times its rate).
      unitPrice: priceText(linePriceInDocumentCurrency(line, row.currency) ?? line.price),
      net: line.net,
      vatRate: new Decimal(line.vatRate).toFixed(),
      vatCategory: line.vatCategory,
      vat: line.vat,
      discountPercent: line.discountPercent,
    })),
    allowances: row.amounts.allowances.map((allowance) => ({
      reason: allowance.reason === 'document-discount' ? null : (allowance.reason ?? null),
      amount: allowance.amount,
      vatRate: allowance.vatRate,
    })),
    discount: discountOf(row),
    breakdown: row.amounts.breakdown,
    totals: {
      net: row.netTotal,
      vat: row.vatTotal,
      gross: row.grossTotal,
      prepaid: row.prepaid,
      rounding: row.rounding,
      amountDue: row.amountDue,
      vatRon: foreign ? row.vatTotalRon : null,
      grossRon: foreign ? ron(row.grossTotal, foreign) : null,
    },
    paymentTerms: row.paymentTerms,
    notes: row.notes,
    footerNotes: row.footerNotes,
    references,
    refunds:
      row.previousInvoiceNumber && row.previousInvoiceDate && row.refundsId
        ? { seriesNumber: row.previousInvoiceNumber, issueDate: row.previousInvoiceDate }
        : null,
  };
}

const priceText = (value: string) =>
  new Decimal(value).toFixed(Math.max(2, new Decimal(value).decimalPlaces()));

/** "4999.99 RON x 0.196413": the price as written in its own currency and the rate it was billed at. */
function foreignPriceNote(line: LineRow, currency: string): string | null {
  const own = foreignLineCurrency(line.currency, currency);
  if (!own || !line.currencyRate) return null;
  return `(${priceText(line.price)} ${own} x ${new Decimal(line.currencyRate).toFixed()})`;
}
