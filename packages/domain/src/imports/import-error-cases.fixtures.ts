import { IMPORT_SAMPLES } from './import-samples';

/**
 * One broken cell per case, on top of a valid sample row, and the one code it must give: every
 * import error code of spec 02 §5 that a row can break on its own. Shared by the unit tests of the
 * row rules and the API test that sends them all as one file.
 */
export type ImportErrorCase = [
  description: string,
  values: Record<string, string | null>,
  field: string,
  code: string,
];

export const [SAMPLE_COMPANY, SAMPLE_PERSON] = IMPORT_SAMPLES.partners as [
  Record<string, string>,
  Record<string, string>,
];
export const [SAMPLE_GOODS, SAMPLE_SERVICE] = IMPORT_SAMPLES.products as [
  Record<string, string>,
  Record<string, string>,
];

/** Cases on the sample company partner. */
export const COMPANY_PARTNER_CASES: ImportErrorCase[] = [
  ['roles missing', { roles: '' }, 'roles', 'required'],
  ['roles unknown', { roles: 'prieten' }, 'roles', 'invalid'],
  ['partner type unknown', { partnerType: 'asociație' }, 'partnerType', 'invalid'],
  ['business id missing for a company', { businessId: '' }, 'businessId', 'required'],
  ['business id with a wrong check digit', { businessId: 'RO14399841' }, 'businessId', 'cui.check-digit'],
  ['business id too long', { businessId: 'RO1439984012345' }, 'businessId', 'max:12'],
  [
    'foreign id too long',
    { businessId: 'D'.repeat(51), addressCountryCode: 'DE', addressCountyCode: '' },
    'businessId',
    'max:50',
  ],
  ['secondary id too short', { secondaryBusinessId: 'J' }, 'secondaryBusinessId', 'min:2'],
  ['secondary id too long', { secondaryBusinessId: 'J'.repeat(51) }, 'secondaryBusinessId', 'max:50'],
  ['VAT payer missing', { vatPayer: '' }, 'vatPayer', 'required'],
  ['VAT payer not yes or no', { vatPayer: 'poate' }, 'vatPayer', 'boolean'],
  ['CNP for a company', { personId: '1850101123400' }, 'personId', 'prohibited'],
  ['legal name missing', { legalName: '' }, 'legalName', 'required'],
  ['legal name too long', { legalName: 'N'.repeat(201) }, 'legalName', 'max:200'],
  ['commercial name too long', { commercialName: 'N'.repeat(201) }, 'commercialName', 'max:200'],
  ['extra details too long', { extraDetails: 'x'.repeat(501) }, 'extraDetails', 'max:500'],
  ['client external id too long', { clientExternalId: 'x'.repeat(51) }, 'clientExternalId', 'max:50'],
  ['client accounting id too long', { clientAccountingId: 'x'.repeat(51) }, 'clientAccountingId', 'max:50'],
  [
    'supplier accounting id too long',
    { supplierAccountingId: 'x'.repeat(51) },
    'supplierAccountingId',
    'max:50',
  ],
  ['supplier internal id for a client', { supplierInternalId: 'F-1' }, 'supplierInternalId', 'prohibited'],
  [
    'supplier internal id too long',
    { roles: 'ambele', supplierInternalId: 'x'.repeat(51) },
    'supplierInternalId',
    'max:50',
  ],
  [
    'client external id for a supplier',
    { roles: 'furnizor', clientExternalId: 'C-1' },
    'clientExternalId',
    'prohibited',
  ],
  [
    'client accounting id for a supplier',
    { roles: 'furnizor', clientAccountingId: '4111' },
    'clientAccountingId',
    'prohibited',
  ],
  ['phone too long', { contactPhone: '0'.repeat(13) }, 'contactPhone', 'max:12'],
  ['mobile too long', { contactPhoneMobile: '0'.repeat(13) }, 'contactPhoneMobile', 'max:12'],
  ['fax too long', { contactFax: '0'.repeat(13) }, 'contactFax', 'max:12'],
  ['website too long', { contactWebsite: 'w'.repeat(256) }, 'contactWebsite', 'max:255'],
  ['other contact too long', { contactOther: 'o'.repeat(256) }, 'contactOther', 'max:255'],
  ['e-mail of the wrong shape', { contactEmail: 'office@' }, 'contactEmail', 'format'],
  ['e-mail too long', { contactEmail: `${'a'.repeat(251)}@x.ro` }, 'contactEmail', 'max:255'],
  ['address country missing', { addressCountryCode: '' }, 'addressCountryCode', 'required'],
  ['address country of three letters', { addressCountryCode: 'ROU' }, 'addressCountryCode', 'size:2'],
  ['address country unknown', { addressCountryCode: 'QQ' }, 'addressCountryCode', 'invalid'],
  ['partner country unlike the address', { countryCode: 'DE' }, 'countryCode', 'invalid'],
  ['city missing', { addressCity: '' }, 'addressCity', 'required'],
  ['city too long', { addressCity: 'C'.repeat(51) }, 'addressCity', 'max:50'],
  ['county missing in Romania', { addressCountyCode: '' }, 'addressCountyCode', 'required'],
  ['county unknown', { addressCountyCode: 'RO-QQ' }, 'addressCountyCode', 'invalid'],
  ['county code too long', { addressCountyCode: 'RO-CLJ' }, 'addressCountyCode', 'size:2'],
  ['county too long', { addressCountyCode: 'C'.repeat(56) }, 'addressCountyCode', 'max:55'],
  ['district outside Bucharest', { addressDistrict: '2' }, 'addressDistrict', 'prohibited'],
  ['zip code too long', { addressZipCode: '1'.repeat(21) }, 'addressZipCode', 'max:20'],
  ['street missing', { addressStreet: '' }, 'addressStreet', 'required'],
  ['street too long', { addressStreet: 'S'.repeat(151) }, 'addressStreet', 'max:150'],
  [
    'additional street too long',
    { addressAdditionalStreet: 'S'.repeat(101) },
    'addressAdditionalStreet',
    'max:100',
  ],
  [
    'additional address too long',
    { addressAdditionalAddress: 'S'.repeat(101) },
    'addressAdditionalAddress',
    'max:100',
  ],
];

/** Cases on the sample natural person partner (in Bucharest). */
export const PERSON_PARTNER_CASES: ImportErrorCase[] = [
  ['CNP of 12 digits', { personId: '185010112340' }, 'personId', 'size:13'],
  ['CNP with a wrong check digit', { personId: '1850101123401' }, 'personId', 'cnp.check-digit'],
  ['foreign person id too long', { personId: '1'.repeat(51) }, 'personId', 'max:50'],
  ['commercial name for a person', { commercialName: 'Popescu Design' }, 'commercialName', 'prohibited'],
  ['secondary id for a person', { secondaryBusinessId: 'F40/1/2020' }, 'secondaryBusinessId', 'prohibited'],
  ['county for Bucharest', { addressCountyCode: 'Ilfov' }, 'addressCountyCode', 'prohibited'],
  ['sector missing in Bucharest', { addressDistrict: '' }, 'addressDistrict', 'required'],
  ['sector not a number', { addressDistrict: 'trei' }, 'addressDistrict', 'integer'],
  ['sector 0', { addressDistrict: '0' }, 'addressDistrict', 'min:1'],
  ['sector 7', { addressDistrict: '7' }, 'addressDistrict', 'max:6'],
];

/** Cases on the sample goods, for a VAT payer. */
export const GOODS_PRODUCT_CASES: ImportErrorCase[] = [
  ['name missing', { name: '' }, 'name', 'required'],
  ['name too long', { name: 'N'.repeat(101) }, 'name', 'max:100'],
  ['category too long', { categoryName: 'C'.repeat(101) }, 'categoryName', 'max:100'],
  ['service flag missing', { isService: '' }, 'isService', 'required'],
  ['service flag not yes or no', { isService: 'uneori' }, 'isService', 'boolean'],
  ['unit missing', { measurementUnitCode: '' }, 'measurementUnitCode', 'required'],
  ['unit that is no code', { measurementUnitCode: 'U'.repeat(21) }, 'measurementUnitCode', 'exists'],
  ['description too long', { description: 'd'.repeat(201) }, 'description', 'max:200'],
  ['product code too long', { productCode: 'c'.repeat(256) }, 'productCode', 'max:255'],
  ['fiscal risk not yes or no', { isHighFiscalRisk: 'mare' }, 'isHighFiscalRisk', 'boolean'],
  [
    'fiscal risk missing beside its codes',
    { cpvClassificationCode: '03111000-2' },
    'isHighFiscalRisk',
    'required',
  ],
  [
    'CPV missing for high fiscal risk',
    { isHighFiscalRisk: 'Da', euCnClassificationCode: '84713000' },
    'cpvClassificationCode',
    'required',
  ],
  [
    'CPV not in the vocabulary',
    { isHighFiscalRisk: 'Da', cpvClassificationCode: '12345678-9' },
    'cpvClassificationCode',
    'exists',
  ],
  [
    'CPV too long',
    { isHighFiscalRisk: 'Da', cpvClassificationCode: '031110000-27' },
    'cpvClassificationCode',
    'max:10',
  ],
  [
    'NC missing for high fiscal risk',
    { isHighFiscalRisk: 'Da', cpvClassificationCode: '03111000-2' },
    'euCnClassificationCode',
    'required',
  ],
  [
    'NC not in the nomenclature',
    { isHighFiscalRisk: 'Da', euCnClassificationCode: '77000000' },
    'euCnClassificationCode',
    'exists',
  ],
  [
    'NC too long',
    { isHighFiscalRisk: 'Da', euCnClassificationCode: '84713000123' },
    'euCnClassificationCode',
    'max:10',
  ],
  ['VAT code missing', { vatCode: '' }, 'vatCode', 'required'],
  ['VAT code unknown', { vatCode: 'X' }, 'vatCode', 'exists'],
  ['VAT value missing for S', { vatValue: '' }, 'vatValue', 'required'],
  ['VAT value not a number', { vatValue: 'nouăsprezece' }, 'vatValue', 'numeric'],
  ['VAT value with 3 decimals', { vatValue: '19.125' }, 'vatValue', 'decimal:0-2'],
  ['VAT value below 0', { vatCode: 'Z', vatValue: '-1' }, 'vatValue', 'min:0'],
  ['VAT value above 100', { vatValue: '101' }, 'vatValue', 'max:100'],
  ['VAT value 0 for S', { vatValue: '0' }, 'vatValue', 'gt:0'],
  ['VAT value not 0 for Z', { vatCode: 'Z', vatValue: '9' }, 'vatValue', 'max:0'],
  ['VAT value below the lowest S rate', { vatValue: '3' }, 'vatValue', 'gte:5'],
  ['exemption reason missing for E', { vatCode: 'E', vatValue: '' }, 'vatExemptionReasonCode', 'required'],
  [
    'exemption reason for S',
    { vatExemptionReasonCode: 'VATEX-EU-O' },
    'vatExemptionReasonCode',
    'prohibited',
  ],
  [
    'exemption reason unknown',
    { vatCode: 'E', vatValue: '', vatExemptionReasonCode: 'MOTIV' },
    'vatExemptionReasonCode',
    'exists',
  ],
  ['net weight not a number', { netWeight: 'ușor' }, 'netWeight', 'numeric'],
  ['net weight with 7 decimals', { netWeight: '0.1234567' }, 'netWeight', 'decimal:0-6'],
  ['net weight of 0', { netWeight: '0' }, 'netWeight', 'min:0.000001'],
  ['net weight too large', { netWeight: '10000000000' }, 'netWeight', 'max:9999999999'],
  ['gross weight not a number', { grossWeight: '1.2.3' }, 'grossWeight', 'numeric'],
  ['gross weight with 7 decimals', { grossWeight: '1.0000001' }, 'grossWeight', 'decimal:0-6'],
  ['gross weight below 0', { grossWeight: '-2' }, 'grossWeight', 'min:0.000001'],
  ['gross weight too large', { grossWeight: '99999999999' }, 'grossWeight', 'max:9999999999'],
];

/** Cases on the sample service. */
export const SERVICE_PRODUCT_CASES: ImportErrorCase[] = [
  ['high fiscal risk for a service', { isHighFiscalRisk: 'Da' }, 'isHighFiscalRisk', 'prohibited'],
  ['net weight for a service', { netWeight: '1' }, 'netWeight', 'prohibited'],
  ['gross weight for a service', { grossWeight: '1' }, 'grossWeight', 'prohibited'],
];
