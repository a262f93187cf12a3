import type { ImportEntity } from './import-limits';

/**
 * A field a file column can be matched to. `headers` are the column titles it is suggested for, in
 * Romanian and English (compared without case, diacritics, spaces or dots); the first of each
 * language heads the sample file.
 */
export type ImportField = {
  key: string;
  /** Must be matched to a column before validation (spec 02 §5 Multi-import). */
  required: boolean | ((context: ImportContext) => boolean);
  headers: { ro: readonly string[]; en: readonly string[] };
};

/** What the company decides about an import: a VAT payer's products need their VAT rate. */
export type ImportContext = { vatPayer?: boolean };

const field = (
  key: string,
  ro: readonly string[],
  en: readonly string[],
  required: ImportField['required'] = false,
): ImportField => ({ key, required, headers: { ro, en } });

/** Spec 02 §3 "Partner import row", in the order of the sample file. */
export const PARTNER_IMPORT_FIELDS: readonly ImportField[] = [
  field(
    'legalName',
    ['Denumire', 'Denumire legală', 'Nume', 'Nume partener', 'Client', 'Furnizor'],
    ['Legal name', 'Name', 'Company name', 'Partner name'],
    true,
  ),
  field('name', ['Nume afișat', 'Denumire afișată'], ['Display name']),
  field('partnerType', ['Tip partener', 'Tip', 'Tip persoană'], ['Partner type', 'Type']),
  field('roles', ['Rol', 'Roluri'], ['Role', 'Roles'], true),
  field(
    'businessId',
    ['CUI', 'Cod fiscal', 'CIF', 'CUI/CIF', 'Cod de identificare fiscală'],
    ['Business ID', 'Tax ID', 'VAT ID', 'Fiscal code'],
  ),
  field(
    'secondaryBusinessId',
    ['Nr. Reg. Com.', 'Număr Registrul Comerțului', 'Registrul Comerțului', 'Nr. de înregistrare'],
    ['Trade register number', 'Registration number', 'Secondary business ID'],
  ),
  field('vatPayer', ['Plătitor de TVA', 'Plătitor TVA', 'TVA'], ['VAT payer'], true),
  field('personId', ['CNP', 'Cod numeric personal'], ['Person ID', 'Personal ID', 'Personal number']),
  field('commercialName', ['Denumire comercială', 'Nume comercial'], ['Commercial name', 'Trade name']),
  field('countryCode', ['Țara partenerului', 'Cod țară partener'], ['Partner country', 'Country code']),
  field(
    'extraDetails',
    ['Detalii suplimentare', 'Detalii', 'Observații'],
    ['Extra details', 'Details', 'Notes'],
  ),
  field('clientExternalId', ['Cod extern client'], ['Client external ID']),
  field('clientAccountingId', ['Cont contabil client'], ['Client accounting ID', 'Client account']),
  field('supplierInternalId', ['Cod intern furnizor'], ['Supplier internal ID']),
  field('supplierAccountingId', ['Cont contabil furnizor'], ['Supplier accounting ID', 'Supplier account']),
  field('contactPhone', ['Telefon', 'Telefon fix'], ['Phone', 'Phone number']),
  field('contactPhoneMobile', ['Telefon mobil', 'Mobil'], ['Mobile phone', 'Mobile']),
  field('contactEmail', ['E-mail', 'Email', 'Adresă de e-mail'], ['E-mail address', 'Email address']),
  field('contactFax', ['Fax'], ['Fax number']),
  field('contactWebsite', ['Site web', 'Site', 'Pagină web'], ['Website', 'Web site']),
  field('contactOther', ['Alte date de contact', 'Alt contact'], ['Other contact', 'Other']),
  field('addressCountryCode', ['Țara', 'Țară', 'Cod țară'], ['Country', 'Address country'], true),
  field('addressCountyCode', ['Județ', 'Județul', 'Cod județ'], ['County', 'County code', 'Region', 'State']),
  field('addressCity', ['Localitate', 'Oraș', 'Localitatea'], ['City', 'Town', 'Locality'], true),
  field('addressDistrict', ['Sector', 'Sectorul'], ['District']),
  field('addressZipCode', ['Cod poștal'], ['Zip code', 'Postal code', 'Postcode', 'ZIP']),
  field(
    'addressStreet',
    ['Adresă', 'Stradă', 'Strada', 'Adresa'],
    ['Street', 'Address', 'Street address'],
    true,
  ),
  field(
    'addressAdditionalStreet',
    ['Stradă (continuare)', 'Adresă (continuare)'],
    ['Additional street', 'Address line 2'],
  ),
  field(
    'addressAdditionalAddress',
    ['Detalii adresă', 'Bloc, scară, apartament'],
    ['Additional address', 'Address details'],
  ),
];

/** Spec 02 §3 "Product import row", in the order of the sample file. */
export const PRODUCT_IMPORT_FIELDS: readonly ImportField[] = [
  field(
    'name',
    ['Denumire', 'Nume', 'Denumire produs', 'Produs', 'Articol'],
    ['Name', 'Product name', 'Product', 'Item'],
    true,
  ),
  field(
    'productCode',
    ['Cod produs', 'Cod', 'Cod articol', 'Cod intern'],
    ['Product code', 'Code', 'SKU', 'Item code'],
  ),
  field('categoryName', ['Categorie', 'Categoria', 'Grupă'], ['Category', 'Category name']),
  field('isService', ['Serviciu', 'Este serviciu', 'Tip (serviciu)'], ['Service', 'Is service'], true),
  field(
    'measurementUnitCode',
    ['Unitate de măsură', 'UM', 'U.M.', 'Cod unitate de măsură'],
    ['Unit', 'Measurement unit', 'Unit code', 'UOM'],
    true,
  ),
  field('description', ['Descriere', 'Descrierea'], ['Description']),
  field(
    'vatCode',
    ['Cod TVA', 'Categorie TVA'],
    ['VAT code', 'VAT category'],
    (context) => context.vatPayer === true,
  ),
  field('vatValue', ['Cotă TVA', 'Cota TVA', 'TVA (%)', 'TVA'], ['VAT rate', 'VAT value', 'VAT (%)', 'VAT']),
  field(
    'vatExemptionReasonCode',
    ['Motiv de scutire de TVA', 'Cod motiv scutire'],
    ['VAT exemption reason', 'Exemption reason code'],
  ),
  field('isHighFiscalRisk', ['Risc fiscal ridicat', 'Produs cu risc fiscal ridicat'], ['High fiscal risk']),
  field('cpvClassificationCode', ['Cod CPV', 'CPV'], ['CPV code']),
  field(
    'euCnClassificationCode',
    ['Cod NC', 'NC', 'Cod vamal'],
    ['CN code', 'NC code', 'EU CN code', 'Tariff code'],
  ),
  field('netWeight', ['Greutate netă', 'Greutate netă (kg)'], ['Net weight', 'Net weight (kg)']),
  field(
    'grossWeight',
    ['Greutate brută', 'Greutate brută (kg)', 'Greutate'],
    ['Gross weight', 'Gross weight (kg)', 'Weight'],
  ),
];

export const IMPORT_FIELDS: Record<ImportEntity, readonly ImportField[]> = {
  partners: PARTNER_IMPORT_FIELDS,
  products: PRODUCT_IMPORT_FIELDS,
};

export const isRequiredField = (entry: ImportField, context: ImportContext) =>
  typeof entry.required === 'function' ? entry.required(context) : entry.required;

/** The fields that must be matched to a column for this company. */
export const requiredFields = (entity: ImportEntity, context: ImportContext): string[] =>
  IMPORT_FIELDS[entity].filter((entry) => isRequiredField(entry, context)).map((entry) => entry.key);
