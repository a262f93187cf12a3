import { corpusIban } from './corpus-ids';
import { type CorpusInvoice, corpusInvoice, corpusLine } from './corpus-invoice';
import {
  BUCHAREST_SECTORS,
  COUNTIES_OUTSIDE_BUCHAREST,
  deliveryAddressOf,
  EU_BUYERS,
  euCompanyBuyer,
  foreignPersonBuyer,
  NON_EU_BUYERS,
  nonEuCompanyBuyer,
  romanianAddress,
  romanianCompanyBuyer,
  romanianPersonBuyer,
  vatPayerSeller,
} from './corpus-parties';

/**
 * Fixed scenarios of parties and addresses: a client and a seller in each of the 41 counties and
 * the six Bucharest sectors, EU and non-EU clients, people with a CNP and foreign people without.
 */

/** Client in the county, seller in another one (so each county is seen on both sides). */
function counties(): CorpusInvoice[] {
  return COUNTIES_OUTSIDE_BUCHAREST.map((county, index) => {
    const sellerCounty = COUNTIES_OUTSIDE_BUCHAREST[(index + 17) % COUNTIES_OUTSIDE_BUCHAREST.length];
    return corpusInvoice(`county/${county.code}`, {
      seller: vatPayerSeller(index, {
        address: romanianAddress({ county: sellerCounty?.code ?? 'RO-CJ' }, index),
      }),
      buyer: romanianCompanyBuyer(index, { address: romanianAddress({ county: county.code }, index) }),
    });
  });
}

/** Seller and client in each sector of Bucharest (RO-B, city SECTOR1..6). */
function sectors(): CorpusInvoice[] {
  return BUCHAREST_SECTORS.map((sector) =>
    corpusInvoice(`county/RO-B/SECTOR${sector}`, {
      seller: vatPayerSeller(100 + sector, {
        address: romanianAddress({ county: 'RO-B', sector: 7 - sector }, sector),
      }),
      buyer: romanianCompanyBuyer(100 + sector, {
        address: romanianAddress({ county: 'RO-B', sector }, sector),
      }),
    }),
  );
}

/** Foreign companies billed at the Romanian rate (goods sold here) and a delivery abroad. */
function foreignCompanies(): CorpusInvoice[] {
  return [
    ...EU_BUYERS.map((_, index) => {
      const buyer = euCompanyBuyer(index);
      return corpusInvoice(`buyer/eu/${buyer.address.country}`, { buyer });
    }),
    ...NON_EU_BUYERS.map((_, index) => {
      const buyer = nonEuCompanyBuyer(index);
      return corpusInvoice(`buyer/non-eu/${buyer.address.country}`, { buyer });
    }),
    // Not VAT-registered: its trade register number is its id.
    corpusInvoice('buyer/eu/not-vat-registered', {
      buyer: euCompanyBuyer(3, { businessId: 'FN 123456a', vatPayer: false }),
    }),
    corpusInvoice('buyer/eu/delivered-in-romania', {
      buyer: {
        ...euCompanyBuyer(1),
        deliveryAddress: deliveryAddressOf(romanianAddress({ county: 'RO-TM' }, 3), 'Șantier Timișoara'),
      },
      deliveryDate: '2026-11-01',
    }),
  ];
}

function people(): CorpusInvoice[] {
  return [
    ...['RO-CJ', 'RO-IS', 'RO-CT'].map((county, index) =>
      corpusInvoice(`buyer/person/cnp/${county}`, {
        buyer: romanianPersonBuyer(index + 1, { address: romanianAddress({ county }, index) }),
      }),
    ),
    ...BUCHAREST_SECTORS.slice(0, 2).map((sector) =>
      corpusInvoice(`buyer/person/cnp/RO-B/SECTOR${sector}`, {
        buyer: romanianPersonBuyer(sector + 10, {
          address: romanianAddress({ county: 'RO-B', sector }, sector),
        }),
      }),
    ),
    corpusInvoice('buyer/person/with-contact', {
      buyer: romanianPersonBuyer(20, { email: 'ion.popescu@example.ro', phone: '0722123456' }),
    }),
    ...[
      ['DE', 'München'],
      ['FR', 'Lyon'],
      ['US', 'Boston'],
      ['MD', 'Bălți'],
    ].map(([country = '', city = '']) =>
      corpusInvoice(`buyer/person/foreign-without-cnp/${country}`, {
        buyer: foreignPersonBuyer(country, city),
      }),
    ),
  ];
}

/** The seller's side: in Bucharest, with several bank accounts, without any, without contact details. */
function sellers(): CorpusInvoice[] {
  return [
    corpusInvoice('seller/bank-accounts/several', {
      seller: vatPayerSeller(200, {
        bankAccounts: [
          { iban: 'RO49AAAA1B31007593840000', bank: 'Banca Exemplu', currency: 'RON' },
          { iban: corpusIban(4_242, 'BACX'), bank: null, currency: 'EUR' },
        ],
      }),
    }),
    corpusInvoice('seller/bank-accounts/none', { seller: vatPayerSeller(201, { bankAccounts: [] }) }),
    corpusInvoice('seller/no-contact', { seller: vatPayerSeller(202, { email: null, phone: null }) }),
    corpusInvoice('seller/address/full', {
      seller: vatPayerSeller(203, {
        address: {
          ...romanianAddress({ county: 'RO-IF' }, 4),
          city: 'Voluntari',
          additionalStreet: 'Clădirea B, etaj 3',
          additionalAddress: 'Parc industrial Nord',
        },
      }),
    }),
    corpusInvoice('beneficiary', { beneficiaryName: 'Fundația Exemplu', beneficiaryBusinessId: '14399840' }),
    corpusInvoice('delivery/address-and-date', {
      buyer: romanianCompanyBuyer(300, {
        deliveryAddress: deliveryAddressOf(romanianAddress({ county: 'RO-BV' }, 9), 'Punct de lucru Brașov'),
      }),
      deliveryDate: '2026-10-28',
      lines: [corpusLine('RON', {})],
    }),
  ];
}

export function partyScenarios(): CorpusInvoice[] {
  return [...counties(), ...sectors(), ...foreignCompanies(), ...people(), ...sellers()];
}
