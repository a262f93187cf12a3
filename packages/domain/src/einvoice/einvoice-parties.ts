import type { DocumentParty } from '../invoicing/client-document.schemas';
import type { ClientInvoiceSource } from './client-invoice-source';
import type { EInvoiceContact, EInvoiceIdentifier, EInvoiceParty, EInvoicePayee } from './einvoice.types';
import { eInvoiceAddressOf } from './einvoice-addresses';

/**
 * Seller, buyer and payee identity (BG-4, BG-7, BG-10) of a client invoice.
 *
 * - EN 16931 BR-CO-09 wants a country prefix on every VAT identifier (BT-31, BT-48), so a Romanian
 *   CUI goes there only as "RO<digits>", and only for a VAT payer.
 * - BR-O-02: an invoice with a "not subject to VAT" (O) line carries no seller or buyer VAT
 *   identifier at all; the seller's CUI then goes to BT-32 (tax registration id), as for a seller
 *   that does not pay VAT, and the buyer keeps its legal registration id (BT-47).
 * - BR-RO-120 wants the buyer's BT-47 or BT-48 (for categories other than O): a Romanian company's
 *   CUI digits are its BT-47, a natural person's CNP too.
 */

const ROMANIA = 'RO';
/** ANAF's identifier of a natural person without a CNP. */
export const NO_CNP = '0000000000000';

/** EU VAT prefixes (Greece writes EL, Northern Ireland XI), as VIES knows them. */
const EU_VAT_PREFIXES = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '),
);

const present = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** A Romanian CUI without its "RO" prefix and spaces ("RO 18547290" -> "18547290"). */
export function cuiDigitsOf(businessId: string): string {
  return businessId.replace(/\s+/g, '').toUpperCase().replace(/^RO/, '');
}

/** An id without spaces, dots or dashes, upper case: the shape VAT identifiers are compared in. */
const compactId = (value: string) => value.replace(/[\s.-]+/g, '').toUpperCase();

/** Whether the id has the shape of an EU VAT identifier: an EU prefix and 2 to 12 characters. */
export function looksLikeEuVatId(value: string): boolean {
  const id = compactId(value);
  return EU_VAT_PREFIXES.has(id.slice(0, 2)) && /^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(id);
}

const identifier = (id: string | null): EInvoiceIdentifier | null =>
  id === null ? null : { id, schemeId: null };

function contactOf(party: DocumentParty): EInvoiceContact | null {
  const phone = present(party.phone);
  const email = present(party.email);
  if (phone === null && email === null) return null;
  return { name: null, phone, email };
}

function partyBase(party: DocumentParty): EInvoiceParty {
  return {
    name: party.name.trim(),
    tradingName: null,
    identifiers: [],
    vatId: null,
    taxRegistrationId: null,
    legalId: null,
    legalForm: null,
    electronicAddress: null,
    address: eInvoiceAddressOf(party.address),
    contact: contactOf(party),
  };
}

/**
 * BG-4. A VAT payer: BT-31 "RO<digits>"; otherwise (or with an O line) BT-32 the CUI digits. BT-30
 * is the trade register number, or the CUI digits when there is none.
 */
export function sellerOf(seller: DocumentParty, options: { hasNotSubjectLines: boolean }): EInvoiceParty {
  const businessId = present(seller.businessId);
  const digits = businessId === null ? null : cuiDigitsOf(businessId);
  const withVatId = seller.vatPayer && !options.hasNotSubjectLines && digits !== null;
  return {
    ...partyBase(seller),
    vatId: withVatId ? `${ROMANIA}${digits}` : null,
    taxRegistrationId: withVatId ? null : digits,
    legalId: identifier(present(seller.tradeRegisterNumber) ?? digits),
  };
}

/** Whether the buyer is a natural person: a party with neither a CUI (or foreign id) nor a company's data. */
export function isNaturalPersonBuyer(buyer: DocumentParty): boolean {
  return present(buyer.businessId) === null;
}

/**
 * BG-7. A Romanian company: BT-48 "RO<digits>" when it pays VAT, BT-47 its CUI digits always. A
 * Romanian natural person: BT-47 the CNP (none without one: clientInvoiceXmlBlocker refuses that
 * invoice). A foreign client: BT-48 when it pays VAT and its id looks like an EU VAT id, otherwise
 * BT-47 the id as stored. A foreign natural person has no CNP and often no id at all: BT-47 is then
 * ANAF's value for a person without a CNP, thirteen zeros, as BR-RO-120 needs a buyer id.
 */
export function buyerOf(buyer: DocumentParty, options: { hasNotSubjectLines: boolean }): EInvoiceParty {
  const base = partyBase(buyer);
  const businessId = present(buyer.businessId);
  const personId = present(buyer.personId);
  const vatAllowed = buyer.vatPayer && !options.hasNotSubjectLines;
  if (businessId === null)
    return { ...base, legalId: identifier(personId ?? (base.address.country === ROMANIA ? null : NO_CNP)) };
  if (base.address.country === ROMANIA && /^(RO)?\d+$/i.test(compactId(businessId))) {
    const digits = cuiDigitsOf(businessId);
    return { ...base, vatId: vatAllowed ? `${ROMANIA}${digits}` : null, legalId: identifier(digits) };
  }
  if (vatAllowed && looksLikeEuVatId(businessId)) return { ...base, vatId: compactId(businessId) };
  return { ...base, legalId: identifier(businessId) };
}

/** BG-10: the beneficiary named on the invoice, its business id as BT-61. */
export function payeeOf(source: ClientInvoiceSource): EInvoicePayee | null {
  const name = present(source.beneficiaryName);
  if (name === null) return null;
  return { name, identifier: null, legalId: identifier(present(source.beneficiaryBusinessId)) };
}
