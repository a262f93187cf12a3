import { BUCHAREST_COUNTY, RO_COUNTIES } from '@app/domain/addresses/counties';
import {
  sampleAddressSnapshot,
  sampleBuyerParty,
  sampleSellerParty,
} from '@app/domain/einvoice/client-invoice-source.test-helpers';
import type { DocumentParty } from '@app/domain/invoicing/client-document.schemas';
import { corpusCnp, corpusCui, corpusIban } from './corpus-ids';

/**
 * The parties of corpus invoices, as the server snapshots them on a document: companies and
 * people in every county and Bucharest sector, EU and non-EU clients, VAT payers and not.
 */

export type Address = DocumentParty['address'];
export type DeliveryAddress = NonNullable<DocumentParty['deliveryAddress']>;

/** The 41 counties outside Bucharest (RO-B is written with its six sectors). */
export const COUNTIES_OUTSIDE_BUCHAREST = RO_COUNTIES.filter((county) => county.code !== BUCHAREST_COUNTY);
export const BUCHAREST_SECTORS = [1, 2, 3, 4, 5, 6] as const;

/** An address in a Romanian county (its main town), or in a Bucharest sector. */
export function romanianAddress(where: { county: string; sector?: number }, n = 0): Address {
  const bucharest = where.county === BUCHAREST_COUNTY;
  const county = RO_COUNTIES.find((entry) => entry.code === where.county);
  if (!county) throw new Error(`not a Romanian county code: ${where.county}`);
  return sampleAddressSnapshot({
    street: `Strada Republicii ${(n % 200) + 1}`,
    city: bucharest ? 'București' : county.name,
    district: bucharest ? (where.sector ?? 1) : null,
    county: county.code,
    postalCode: String(100_000 + ((n * 7_919) % 800_000)),
  });
}

/** A company that pays VAT: "RO" before its CUI, a trade register number, a RON bank account. */
export function vatPayerSeller(n: number, overrides: Partial<DocumentParty> = {}): DocumentParty {
  return sampleSellerParty({
    name: `Furnizor ${n} SRL`,
    businessId: `RO${corpusCui(n * 31 + 7)}`,
    tradeRegisterNumber: `J12/${(n % 9_000) + 100}/2015`,
    bankAccounts: [{ iban: corpusIban(n + 1), bank: 'Banca Transilvania', currency: 'RON' }],
    ...overrides,
  });
}

/** A company that does not pay VAT: its CUI without RO; it invoices with category O only. */
export function nonVatPayerSeller(n: number, overrides: Partial<DocumentParty> = {}): DocumentParty {
  return vatPayerSeller(n, {
    name: `Micro ${n} SRL`,
    businessId: corpusCui(n * 37 + 11),
    vatPayer: false,
    ...overrides,
  });
}

/** A Romanian company client: its CUI without RO (as partners store it), VAT payer or not. */
export function romanianCompanyBuyer(n: number, overrides: Partial<DocumentParty> = {}): DocumentParty {
  return sampleBuyerParty({
    name: `Client ${n} SA`,
    businessId: corpusCui(n * 41 + 3),
    tradeRegisterNumber: `J40/${(n % 9_000) + 100}/2001`,
    address: romanianAddress({ county: 'RO-B', sector: (n % 6) + 1 }, n),
    ...overrides,
  });
}

/** A Romanian natural person with a CNP (no CUI, no trade register, not a VAT payer). */
export function romanianPersonBuyer(n: number, overrides: Partial<DocumentParty> = {}): DocumentParty {
  return sampleBuyerParty({
    name: `Persoană Fizică ${n}`,
    businessId: null,
    personId: corpusCnp(n),
    vatPayer: false,
    tradeRegisterNumber: null,
    address: romanianAddress({ county: 'RO-CJ' }, n),
    email: null,
    phone: null,
    ...overrides,
  });
}

function foreignAddress(country: string, city: string, region: string | null = null): Address {
  return {
    street: 'Main Street 1',
    additionalStreet: null,
    additionalAddress: null,
    city,
    district: null,
    county: region,
    postalCode: '10115',
    country,
  };
}

/** EU clients with their VAT ids (Greece's prefix is EL, its country code GR). */
export const EU_BUYERS = [
  { country: 'DE', city: 'Berlin', vatId: 'DE123456789', region: 'DE-BE' },
  { country: 'FR', city: 'Paris', vatId: 'FR12345678901', region: 'FR-75' },
  { country: 'IT', city: 'Milano', vatId: 'IT12345678901', region: 'IT-MI' },
  { country: 'AT', city: 'Wien', vatId: 'ATU12345678', region: 'AT-9' },
  { country: 'HU', city: 'Budapest', vatId: 'HU12345678', region: 'HU-BU' },
  { country: 'BG', city: 'Sofia', vatId: 'BG123456789', region: 'BG-22' },
  { country: 'GR', city: 'Athina', vatId: 'EL123456789', region: 'GR-I' },
  { country: 'ES', city: 'Madrid', vatId: 'ESX1234567X', region: 'ES-M' },
  { country: 'NL', city: 'Amsterdam', vatId: 'NL123456789B01', region: 'NL-NH' },
  { country: 'PL', city: 'Warszawa', vatId: 'PL1234567890', region: 'PL-14' },
] as const;

/** Non-EU clients with the id their country gives them (none of them an EU VAT id). */
export const NON_EU_BUYERS = [
  { country: 'US', city: 'New York', id: '12-3456789', region: 'NY' },
  { country: 'GB', city: 'London', id: 'GB123456789', region: null },
  { country: 'CH', city: 'Zürich', id: 'CHE-123.456.789', region: 'ZH' },
  { country: 'MD', city: 'Chișinău', id: '1003600012345', region: null },
  { country: 'TR', city: 'İstanbul', id: '1234567890', region: null },
] as const;

/** An EU company; every other one has its region (optional abroad, except in a delivery address). */
export function euCompanyBuyer(index: number, overrides: Partial<DocumentParty> = {}): DocumentParty {
  const buyer = EU_BUYERS[index % EU_BUYERS.length] as (typeof EU_BUYERS)[number];
  return sampleBuyerParty({
    name: `EU Client ${buyer.country} GmbH`,
    businessId: buyer.vatId,
    vatPayer: true,
    tradeRegisterNumber: null,
    address: foreignAddress(buyer.country, buyer.city, index % 2 === 0 ? buyer.region : null),
    ...overrides,
  });
}

export function nonEuCompanyBuyer(index: number, overrides: Partial<DocumentParty> = {}): DocumentParty {
  const buyer = NON_EU_BUYERS[index % NON_EU_BUYERS.length] as (typeof NON_EU_BUYERS)[number];
  return sampleBuyerParty({
    name: `World Client ${buyer.country} Ltd`,
    businessId: buyer.id,
    vatPayer: false,
    tradeRegisterNumber: null,
    address: foreignAddress(buyer.country, buyer.city, buyer.region),
    ...overrides,
  });
}

/** A foreign natural person: no CNP, no business id (the CNP rule is for Romanian residents). */
export function foreignPersonBuyer(country: string, city: string): DocumentParty {
  return sampleBuyerParty({
    name: `Foreign Person ${country}`,
    businessId: null,
    personId: null,
    vatPayer: false,
    tradeRegisterNumber: null,
    address: foreignAddress(country, city),
    email: null,
    phone: null,
  });
}

/**
 * A delivery address. CIUS-RO wants its region (BT-79, rule BR-RO-211) in every country, so one
 * abroad takes its country's region when the client's address has none.
 */
export function deliveryAddressOf(address: Address, name: string | null = null): DeliveryAddress {
  const region =
    address.county ?? EU_BUYERS.find((buyer) => buyer.country === address.country)?.region ?? null;
  return { ...address, county: region, name };
}
