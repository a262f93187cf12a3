import type {
  EInvoice,
  EInvoiceAddress,
  EInvoiceParty,
  EInvoicePaymentMeans,
} from '@app/domain/einvoice/einvoice.types';

/**
 * The words and number formats of the PDF an invoice XML turns into (transformare). Romanian, as
 * ANAF's own PDF; every amount stays the decimal text of the XML, only grouped and with a comma.
 */

/** The title of the document by its type code (BT-3). */
export function documentTitle(invoice: Pick<EInvoice, 'syntax' | 'typeCode'>): string {
  if (invoice.syntax === 'CreditNote' || invoice.typeCode === '381') return 'Notă de credit';
  switch (invoice.typeCode) {
    case '384':
      return 'Factură corectată';
    case '389':
      return 'Autofactură';
    case '751':
      return 'Factură — informații contabile';
    default:
      return 'Factură';
  }
}

/** "1234567.5" -> "1.234.567,5"; anything that is not a plain decimal stays as written. */
export function decimalText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign, whole = '', fraction] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign === '-' ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

export function amountText(value: string | null | undefined, currency?: string): string {
  const text = decimalText(value);
  return currency && text ? `${text} ${currency}` : text;
}

/** YYYY-MM-DD -> DD.MM.YYYY. */
export function dateText(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

const UNITS: Record<string, string> = {
  H87: 'buc',
  C62: 'buc',
  XPP: 'buc',
  EA: 'buc',
  SET: 'set',
  XBO: 'sticlă',
  XBX: 'cutie',
  KGM: 'kg',
  GRM: 'g',
  TNE: 't',
  MTR: 'm',
  MTK: 'm²',
  MTQ: 'm³',
  LTR: 'l',
  KMT: 'km',
  HUR: 'oră',
  DAY: 'zi',
  MON: 'lună',
  ANN: 'an',
  KWH: 'kWh',
  ZZ: 'buc',
};

/** The unit as a person reads it, the code after it when it is not an obvious one ("buc (H87)"). */
export function unitText(code: string): string {
  const name = UNITS[code];
  return name ? `${name} (${code})` : code;
}

const VAT_CATEGORIES: Record<string, string> = {
  S: 'standard',
  Z: 'cota zero',
  E: 'scutit',
  AE: 'taxare inversă',
  K: 'livrare intracomunitară',
  G: 'export',
  O: 'neimpozabil',
  L: 'IGIC',
  M: 'IPSI',
};

/** "S 21%", "AE", "E" with the rate when there is one. */
export function vatText(category: string, rate: string | null): string {
  return rate === null ? category : `${category} ${decimalText(rate)}%`;
}

export function vatCategoryName(category: string): string {
  const name = VAT_CATEGORIES[category];
  return name ? `${category} — ${name}` : category;
}

const PAYMENT_MEANS: Record<string, string> = {
  '1': 'Nedefinit',
  '10': 'Numerar',
  '20': 'Cec',
  '30': 'Transfer credit',
  '31': 'Transfer debit',
  '42': 'Plată în cont bancar',
  '48': 'Card bancar',
  '49': 'Debit direct',
  '54': 'Card de credit',
  '55': 'Card de debit',
  '57': 'Acord de plată permanent',
  '58': 'Transfer SEPA',
  '59': 'Debit direct SEPA',
  '68': 'Plată online',
  '97': 'Compensare',
  ZZZ: 'Convenit între părți',
};

/** One line per detail of a payment instruction (BG-16). */
export function paymentMeansLines(means: EInvoicePaymentMeans): string[] {
  const lines = [`${means.text ?? PAYMENT_MEANS[means.code] ?? 'Mod de plată'} (cod ${means.code})`];
  if (means.account) {
    lines.push(`IBAN: ${means.account.id}`);
    if (means.account.name) lines.push(`Titular cont: ${means.account.name}`);
    if (means.account.bic) lines.push(`BIC: ${means.account.bic}`);
  }
  if (means.card)
    lines.push(`Card: ...${means.card.pan}${means.card.holder ? `, ${means.card.holder}` : ''}`);
  if (means.paymentId) lines.push(`Referință plată: ${means.paymentId}`);
  return lines;
}

/** Bucharest's sectors are written SECTOR1 .. SECTOR6 in CIUS-RO. */
const cityText = (city: string) => city.replace(/^SECTOR(\d)$/i, 'Sector $1');

export function addressLines(address: EInvoiceAddress): string[] {
  const lines = [address.street, address.additionalStreet, address.addressLine].filter(
    (line): line is string => !!line,
  );
  const place = [address.postalCode, address.city ? cityText(address.city) : null].filter(Boolean).join(' ');
  const region = [place, address.countrySubentity, address.country].filter(Boolean).join(', ');
  if (region) lines.push(region);
  return lines;
}

/** The tax identity as ANAF prints it: the VAT id, else the tax registration id, else the legal id. */
export function partyTaxId(party: EInvoiceParty): string | null {
  return party.vatId ?? party.taxRegistrationId ?? party.legalId?.id ?? null;
}

/** Name, tax id, trade register number, address, contact of a seller or a buyer. */
export function partyLines(party: EInvoiceParty): string[] {
  const lines: string[] = [];
  const taxId = partyTaxId(party);
  if (taxId) lines.push(`CUI/CIF: ${taxId}`);
  if (party.legalId && party.legalId.id !== taxId) lines.push(`Nr. Reg. Com./Cod: ${party.legalId.id}`);
  if (party.tradingName && party.tradingName !== party.name)
    lines.push(`Denumire comercială: ${party.tradingName}`);
  lines.push(...addressLines(party.address));
  const contact = party.contact;
  if (contact) {
    const parts = [contact.name, contact.phone, contact.email].filter(Boolean);
    if (parts.length > 0) lines.push(`Contact: ${parts.join(', ')}`);
  }
  if (party.legalForm) lines.push(party.legalForm);
  return lines;
}
