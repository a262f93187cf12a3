import type { ImportEntity } from './import-limits';

/**
 * The two example rows of each sample file (spec 02 §2: downloadable sample), by field. They pass
 * every rule for a company set up as usual (units H87 and HUR, the 21% standard VAT rate).
 */
export const IMPORT_SAMPLES: Record<ImportEntity, Array<Record<string, string>>> = {
  partners: [
    {
      legalName: 'Exemplu Distribuție SRL',
      partnerType: 'Persoană juridică',
      roles: 'client',
      businessId: 'RO14399840',
      secondaryBusinessId: 'J12/345/2010',
      vatPayer: 'Da',
      contactEmail: 'office@exemplu-distributie.ro',
      contactPhone: '0264123456',
      addressCountryCode: 'RO',
      addressCountyCode: 'Cluj',
      addressCity: 'Cluj-Napoca',
      addressZipCode: '400114',
      addressStreet: 'Str. Memorandumului nr. 1',
    },
    {
      legalName: 'Ion Popescu',
      partnerType: 'Persoană fizică',
      roles: 'furnizor',
      personId: '1850101123400',
      vatPayer: 'Nu',
      addressCountryCode: 'RO',
      addressCity: 'București',
      addressDistrict: '3',
      addressStreet: 'Bd. Unirii nr. 10',
    },
  ],
  products: [
    {
      name: 'Laptop 14 inch',
      productCode: 'LAP-14',
      categoryName: 'Electronice',
      isService: 'Nu',
      measurementUnitCode: 'H87',
      description: 'Laptop cu ecran de 14 inch',
      vatCode: 'S',
      vatValue: '21',
      netWeight: '1.2',
      grossWeight: '1.5',
    },
    {
      name: 'Consultanță IT',
      productCode: 'SRV-IT',
      categoryName: 'Servicii',
      isService: 'Da',
      measurementUnitCode: 'HUR',
      vatCode: 'S',
      vatValue: '21',
    },
  ],
};
