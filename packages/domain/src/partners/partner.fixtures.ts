/**
 * Sample partner bodies for tests (unit, API and browser): a Romanian VAT-paying company in Cluj,
 * a natural person in Bucharest, and a foreign address. The CUI and CNP have valid check digits.
 */
export const CLUJ_ADDRESS = {
  countryCode: 'RO',
  countyCode: 'RO-CJ',
  city: 'Cluj-Napoca',
  street: 'Str. Memorandumului 28',
};
export const VIENNA_ADDRESS = { countryCode: 'AT', city: 'Wien', street: 'Ringstraße 1' };
export const BUCHAREST_ADDRESS = {
  countryCode: 'RO',
  city: 'București',
  district: 2,
  street: 'Str. Olari 5',
};

export const sampleCompanyPartner = (overrides: Record<string, unknown> = {}) => ({
  type: 'company',
  role: 'client',
  name: 'Someș Cod Software SRL',
  businessId: '36914726',
  vatPayer: true,
  address: CLUJ_ADDRESS,
  ...overrides,
});

export const samplePersonPartner = (overrides: Record<string, unknown> = {}) => ({
  type: 'person',
  role: 'client',
  name: 'Ion Popescu',
  personId: '1800101221144',
  vatPayer: false,
  address: BUCHAREST_ADDRESS,
  ...overrides,
});
