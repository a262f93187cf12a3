import type { ClientInvoiceSource } from './client-invoice-source';
import { CIUS_RO_CUSTOMIZATION_ID, type EInvoice } from './einvoice.types';
import {
  documentAllowancesOf,
  eInvoiceTotalsOf,
  NOT_SUBJECT_TO_VAT,
  totalsOf,
  vatBreakdownOf,
} from './einvoice-amounts';
import { creditNoteOf } from './einvoice-credit-note';
import { headerOf } from './einvoice-header';
import { eInvoiceLinesOf } from './einvoice-lines';
import { eInvoiceNotesOf } from './einvoice-notes';
import { buyerOf, isNaturalPersonBuyer, payeeOf, sellerOf } from './einvoice-parties';
import { paymentMeansOf } from './einvoice-payment';

const ROMANIAN_LEU = 'RON';
const ROMANIA = 'RO';

const present = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  return value.trim() === '' ? null : value.trim();
};

/**
 * The EN 16931 / CIUS-RO invoice of a client invoice: what the UBL writer writes, the rule checks
 * check and the form shows findings of. Amounts are recomputed with the product's totals function
 * (it throws TotalsInputError for lines the totals refuse: check totalsInputIssues first).
 *
 * A storno is issued by the product as an invoice (380) with negative quantities, and that is the
 * default here; `syntax: 'CreditNote'` gives the same document as a credit note (381) with every
 * quantity and amount of the opposite sign, positive for a storno. A source with type code 381 and
 * no syntax is a credit note. An unnumbered draft (the form's live checks) has an empty BT-1.
 */
export function eInvoiceOfClientInvoice(
  source: ClientInvoiceSource,
  options: { syntax?: 'Invoice' | 'CreditNote' } = {},
): EInvoice {
  const syntax = options.syntax ?? (source.typeCode === '381' ? 'CreditNote' : 'Invoice');
  const totals = totalsOf(source);
  const lines = eInvoiceLinesOf(source, totals);
  const hasNotSubjectLines = source.lines.some((line) => line.vatCategory === NOT_SUBJECT_TO_VAT);
  const invoice: EInvoice = {
    syntax: 'Invoice',
    customizationId: CIUS_RO_CUSTOMIZATION_ID,
    profileId: null,
    id: present(source.seriesNumber) ?? '',
    issueDate: source.issueDate,
    dueDate: present(source.dueDate),
    typeCode: source.typeCode && source.typeCode !== '381' ? source.typeCode : '380',
    notes: eInvoiceNotesOf(source.notes, source.footerNotes),
    currency: source.currency,
    vatCurrency: source.currency === ROMANIAN_LEU ? null : ROMANIAN_LEU,
    buyerAccountingReference: null,
    buyerReference: null,
    ...headerOf(source),
    attachments: [],
    seller: sellerOf(source.seller, { hasNotSubjectLines }),
    buyer: buyerOf(source.buyer, { hasNotSubjectLines }),
    payee: payeeOf(source),
    paymentMeans: paymentMeansOf(source),
    paymentTerms: present(source.paymentTerms),
    allowances: documentAllowancesOf(source, totals, lines),
    charges: [],
    vatBreakdown: vatBreakdownOf(source, totals),
    totals: eInvoiceTotalsOf(source, totals),
    lines,
  };
  return syntax === 'CreditNote' ? creditNoteOf(invoice) : invoice;
}

/**
 * Why no XML can be made of the invoice at all (spec 02 §8: a Romanian natural-person client
 * without a CNP at issue), or null. A client with neither a CUI nor a CNP is a natural person (the
 * snapshot of a company always has its CUI or foreign id); a foreign natural person needs no id.
 */
export function clientInvoiceXmlBlocker(source: ClientInvoiceSource): 'client-without-cnp' | null {
  const buyer = source.buyer;
  const romanian = buyer.address.country.trim().toUpperCase() === ROMANIA;
  if (romanian && isNaturalPersonBuyer(buyer) && present(buyer.personId) === null)
    return 'client-without-cnp';
  return null;
}
