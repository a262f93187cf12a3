import type {
  ClientInvoiceSource,
  ClientInvoiceSourceLine,
} from '@app/domain/einvoice/client-invoice-source';
import { LINE_LIMITS } from '@app/domain/invoicing/invoice-line.schemas';
import fc from 'fast-check';
import { corpusIban } from './corpus-ids';
import { type DeliveryAddress, romanianAddress } from './corpus-parties';
import { multilineText, optional, text } from './corpus-random-text';

/**
 * The optional parts of random invoices: references, notes up to the product's 6000 characters,
 * billing periods, beneficiary, delivery address, the seller's bank accounts and contacts, and the
 * line's codes, accounting reference, period and currency price description.
 */

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const period = fc.option(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 })), {
  nil: null,
  freq: 4,
});
type Period = [number, number] | null;
/** A period ending `end` days before the issue date and lasting `length` days. */
function periodBefore(issueDate: string, value: Period): { start: string | null; end: string | null } {
  if (value === null) return { start: null, end: null };
  const [length, end] = value;
  return { start: addDays(issueDate, -(end + length)), end: addDays(issueDate, -end) };
}

export const lineExtrasShape = fc.record({
  partnerProductCode: optional(text(200)),
  // CIUS-RO's 100 (BR-RO-L1021), below the product's 200.
  clientAccountingReference: optional(text(100)),
  period,
  currencyPriceDescription: optional(text(80)),
  description: optional(text(LINE_LIMITS.description - 80)),
});
type LineExtras = typeof lineExtrasShape extends fc.Arbitrary<infer T> ? T : never;

export function withLineExtras(
  line: ClientInvoiceSourceLine,
  extras: LineExtras,
  issueDate: string,
): ClientInvoiceSourceLine {
  const { start, end } = periodBefore(issueDate, extras.period);
  return {
    ...line,
    description: extras.description,
    partnerProductCode: extras.partnerProductCode,
    clientAccountingReference: extras.clientAccountingReference,
    billingPeriodStart: start,
    billingPeriodEnd: end,
    // The description of a price in another currency goes only with such a price.
    currencyPriceDescription: line.currency ? extras.currencyPriceDescription : null,
  };
}

/**
 * BR-CL-08 reads the text between a note's first two '#' as its subject code when it is three
 * characters long ("#ABC#"): such a note is refused (by ANAF and by the product's checks), so the
 * random ones must not look like that by chance.
 */
const withoutSubjectCode = (note: string | null) => {
  const subject = note === null ? null : /^[^#]*#([^#]*)#/u.exec(note)?.[1];
  return subject == null || [...subject].length !== 3;
};

const noteText = () =>
  fc
    .oneof(
      { arbitrary: optional(multilineText(300)), weight: 4 },
      { arbitrary: multilineText(3000), weight: 1 },
    )
    .filter(withoutSubjectCode);

export const extrasShape = fc.record({
  projectReference: optional(text(200)),
  salesOrderReference: optional(text(200)),
  receivingAdviceReference: optional(text(200)),
  despatchAdviceReference: optional(text(200)),
  contractReference: optional(text(200)),
  tenderReference: optional(text(200)),
  invoicedObjectIdentifier: optional(text(200)),
  paymentIdentifier: optional(text(140)),
  notes: noteText(),
  footerNotes: noteText(),
  period,
  beneficiary: optional(fc.tuple(text(200), text(50))),
  delivery: fc.option(fc.tuple(fc.constantFrom('RO-CJ', 'RO-TM', 'RO-IS', 'RO-B'), optional(text(200))), {
    nil: null,
    freq: 4,
  }),
  bankAccounts: fc.constantFrom(0, 1, 1, 1, 2),
  sellerContact: fc.boolean(),
  buyerContact: fc.boolean(),
});
type Extras = typeof extrasShape extends fc.Arbitrary<infer T> ? T : never;

/** The source with the extras; a delivery address only for a Romanian client without one already. */
export function withExtras(
  source: Partial<ClientInvoiceSource> & { issueDate: string; lines: ClientInvoiceSourceLine[] },
  extras: Extras,
  n: number,
): Partial<ClientInvoiceSource> & { lines: ClientInvoiceSourceLine[] } {
  const { start, end } = periodBefore(source.issueDate, extras.period);
  const [beneficiaryName, beneficiaryBusinessId] = extras.beneficiary ?? [null, null];
  const seller = source.seller && {
    ...source.seller,
    email: extras.sellerContact ? source.seller.email : null,
    phone: extras.sellerContact ? source.seller.phone : null,
    bankAccounts: Array.from({ length: extras.bankAccounts }, (_, index) => ({
      iban: corpusIban(n * 3 + index),
      bank: index === 0 ? 'Banca Transilvania' : null,
      currency: index === 0 ? 'RON' : 'EUR',
    })),
  };
  let buyer = source.buyer && {
    ...source.buyer,
    email: extras.buyerContact ? 'client@example.ro' : null,
    phone: extras.buyerContact ? '0722000000' : null,
  };
  if (buyer && extras.delivery && !buyer.deliveryAddress && buyer.address.country === 'RO') {
    const [county, name] = extras.delivery;
    const deliveryAddress: DeliveryAddress = { ...romanianAddress({ county, sector: (n % 6) + 1 }, n), name };
    buyer = { ...buyer, deliveryAddress };
  }
  return {
    ...source,
    projectReference: extras.projectReference,
    salesOrderReference: extras.salesOrderReference,
    receivingAdviceReference: extras.receivingAdviceReference,
    despatchAdviceReference: extras.despatchAdviceReference,
    contractReference: extras.contractReference,
    tenderReference: extras.tenderReference,
    invoicedObjectIdentifier: extras.invoicedObjectIdentifier,
    paymentIdentifier: extras.paymentIdentifier,
    notes: extras.notes,
    footerNotes: extras.footerNotes,
    billingPeriodStart: start,
    billingPeriodEnd: end,
    beneficiaryName,
    beneficiaryBusinessId,
    ...(seller ? { seller } : {}),
    ...(buyer ? { buyer } : {}),
  };
}
