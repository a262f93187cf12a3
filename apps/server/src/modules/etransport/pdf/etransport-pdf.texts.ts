import type {
  OperationTypeCode,
  ProductOperationCode,
  RouteEndType,
  TransportDocumentTypeCode,
} from '@app/domain/etransport/etransport-codes';
import type { CombinedState } from '@app/domain/etransport/etransport-states';

/**
 * The printed texts of an e-Transport declaration, one complete dictionary per language. The code
 * lists are typed by their codes, so a code added to the domain without its name fails the build.
 * Names follow ANAF's own wording of schema_ETR_v2.xsd where it has one.
 */
export type EtransportPdfTexts = {
  titles: { declaration: string; correction: string };
  uit: string;
  noUit: string;
  uploadIndex: string;
  state: string;
  states: Record<CombinedState, string>;
  generatedAt: string;
  operationType: string;
  operationTypes: Record<OperationTypeCode, string>;
  transportDate: string;
  referenceCode: string;
  currency: string;
  exchangeRate: string;
  postFailure: string;
  postFailureYes: string;
  declarant: string;
  partner: string;
  organizer: string;
  taxId: string;
  code: string;
  country: string;
  vehicle: string;
  vehicleNumber: string;
  trailer: string;
  secondTrailer: string;
  routeStart: string;
  routeEnd: string;
  routeEndTypes: Record<RouteEndType, string>;
  noAddress: string;
  documents: string;
  documentColumns: { type: string; number: string; date: string; notes: string };
  documentTypes: Record<TransportDocumentTypeCode, string>;
  references: string;
  referenceColumns: { uit: string; referenceCode: string; notes: string };
  goods: string;
  lineColumns: {
    number: string;
    name: string;
    purpose: string;
    ncCode: string;
    quantity: string;
    netWeight: string;
    grossWeight: string;
    value: string;
  };
  purposes: Record<ProductOperationCode, string>;
  purposeLegend: string;
  totals: { lines: string; netWeight: string; grossWeight: string; value: string };
  continued: string;
  page: (current: number, total: number) => string;
  sector: (district: number) => string;
};

const RO: EtransportPdfTexts = {
  titles: { declaration: 'Declarație RO e-Transport', correction: 'Corecție declarație RO e-Transport' },
  uit: 'Cod UIT',
  noUit: 'fără UIT',
  uploadIndex: 'Index încărcare',
  state: 'Stare',
  states: {
    draft: 'Ciornă',
    pending: 'În procesare',
    accepted: 'Încărcată',
    rejected: 'Respinsă',
    canceled: 'Anulată',
    corrected: 'Corectată',
    imported: 'Primită',
  },
  generatedAt: 'Generat la',
  operationType: 'Tip operațiune',
  operationTypes: {
    10: 'AIC – Achiziție intracomunitară',
    12: 'LHI – Operațiuni în sistem lohn (UE) – intrare',
    14: 'SCI – Stocuri la dispoziția clientului (call-off stock) – intrare',
    20: 'LIC – Livrare intracomunitară',
    22: 'LHE – Operațiuni în sistem lohn (UE) – ieșire',
    24: 'SCE – Stocuri la dispoziția clientului (call-off stock) – ieșire',
    30: 'TTN – Transport pe teritoriul național',
    40: 'IMP – Import',
    50: 'EXP – Export',
    60: 'DIN – Tranzacție intracomunitară – intrare pentru depozitare/formare nou transport',
    70: 'DIE – Tranzacție intracomunitară – ieșire după depozitare/formare nou transport',
  },
  transportDate: 'Data transportului',
  referenceCode: 'Referință',
  currency: 'Moneda',
  exchangeRate: 'Curs valutar',
  postFailure: 'Declarație post-avarie',
  postFailureYes: 'Da',
  declarant: 'Declarant',
  partner: 'Partener comercial',
  organizer: 'Organizator transport',
  taxId: 'CIF',
  code: 'Cod',
  country: 'Țara',
  vehicle: 'Vehicul',
  vehicleNumber: 'Nr. înmatriculare',
  trailer: 'Remorcă 1',
  secondTrailer: 'Remorcă 2',
  routeStart: 'Început traseu',
  routeEnd: 'Sfârșit traseu',
  routeEndTypes: {
    location: 'Adresă',
    'border-crossing-point': 'Punct de trecere a frontierei',
    'customs-office': 'Birou vamal',
  },
  noAddress: 'adresă necompletată',
  documents: 'Documente de transport',
  documentColumns: { type: 'Tip document', number: 'Număr', date: 'Data', notes: 'Observații' },
  documentTypes: {
    10: 'CMR',
    20: 'Factură',
    30: 'Aviz de însoțire a mărfii',
    9999: 'Altele',
  },
  references: 'Declarații anterioare',
  referenceColumns: { uit: 'UIT', referenceCode: 'Referință', notes: 'Observații' },
  goods: 'Bunuri transportate',
  lineColumns: {
    number: 'Nr.',
    name: 'Denumire',
    purpose: 'Scop',
    ncCode: 'Cod NC',
    quantity: 'Cantitate',
    netWeight: 'Greutate netă (kg)',
    grossWeight: 'Greutate brută (kg)',
    value: 'Valoare fără TVA (RON)',
  },
  purposes: {
    101: 'Comercializare',
    201: 'Producție',
    301: 'Gratuități',
    401: 'Echipament comercial',
    501: 'Mijloace fixe',
    601: 'Consum propriu',
    703: 'Operațiuni de livrare cu instalare',
    704: 'Transfer între gestiuni',
    705: 'Bunuri puse la dispoziția clientului',
    801: 'Leasing financiar/operațional',
    802: 'Bunuri în garanție',
    901: 'Operațiuni scutite',
    1001: 'Investiție în curs',
    1101: 'Donații, ajutoare',
    9901: 'Altele',
    9999: 'Același cu operațiunea',
  },
  purposeLegend: 'Scopuri',
  totals: {
    lines: 'Număr de poziții',
    netWeight: 'Total greutate netă',
    grossWeight: 'Total greutate brută',
    value: 'Valoare totală fără TVA',
  },
  continued: 'continuare',
  page: (current, total) => `Pagina ${current} din ${total}`,
  sector: (district) => `Sector ${district}`,
};

const EN: EtransportPdfTexts = {
  titles: { declaration: 'RO e-Transport declaration', correction: 'RO e-Transport declaration correction' },
  uit: 'UIT code',
  noUit: 'no UIT yet',
  uploadIndex: 'Upload index',
  state: 'State',
  states: {
    draft: 'Draft',
    pending: 'Being processed',
    accepted: 'Uploaded',
    rejected: 'Rejected',
    canceled: 'Cancelled',
    corrected: 'Corrected',
    imported: 'Received',
  },
  generatedAt: 'Generated on',
  operationType: 'Operation type',
  operationTypes: {
    10: 'AIC – Intra-community acquisition',
    12: 'LHI – Toll processing (EU) – entry',
    14: 'SCI – Call-off stock – entry',
    20: 'LIC – Intra-community supply',
    22: 'LHE – Toll processing (EU) – exit',
    24: 'SCE – Call-off stock – exit',
    30: 'TTN – Transport within Romania',
    40: 'IMP – Import',
    50: 'EXP – Export',
    60: 'DIN – Intra-community transaction – entry for storage or a new transport',
    70: 'DIE – Intra-community transaction – exit after storage or a new transport',
  },
  transportDate: 'Transport date',
  referenceCode: 'Reference',
  currency: 'Currency',
  exchangeRate: 'Exchange rate',
  postFailure: 'Declared after an outage',
  postFailureYes: 'Yes',
  declarant: 'Declarant',
  partner: 'Commercial partner',
  organizer: 'Transport organizer',
  taxId: 'Tax ID',
  code: 'Code',
  country: 'Country',
  vehicle: 'Vehicle',
  vehicleNumber: 'Registration no.',
  trailer: 'Trailer 1',
  secondTrailer: 'Trailer 2',
  routeStart: 'Route start',
  routeEnd: 'Route end',
  routeEndTypes: {
    location: 'Address',
    'border-crossing-point': 'Border crossing point',
    'customs-office': 'Customs office',
  },
  noAddress: 'address not filled in',
  documents: 'Transport documents',
  documentColumns: { type: 'Document type', number: 'Number', date: 'Date', notes: 'Notes' },
  documentTypes: {
    10: 'CMR',
    20: 'Invoice',
    30: 'Delivery note',
    9999: 'Other',
  },
  references: 'Earlier declarations',
  referenceColumns: { uit: 'UIT', referenceCode: 'Reference', notes: 'Notes' },
  goods: 'Goods transported',
  lineColumns: {
    number: 'No.',
    name: 'Name',
    purpose: 'Purpose',
    ncCode: 'CN code',
    quantity: 'Quantity',
    netWeight: 'Net weight (kg)',
    grossWeight: 'Gross weight (kg)',
    value: 'Value excl. VAT (RON)',
  },
  purposes: {
    101: 'Trading',
    201: 'Production',
    301: 'Free of charge',
    401: 'Commercial equipment',
    501: 'Fixed assets',
    601: 'Own use',
    703: 'Delivery with installation',
    704: 'Transfer between warehouses',
    705: 'Goods made available to the client',
    801: 'Financial or operating leasing',
    802: 'Goods under warranty',
    901: 'Exempt operations',
    1001: 'Investment in progress',
    1101: 'Donations, aid',
    9901: 'Other',
    9999: 'Same as the operation',
  },
  purposeLegend: 'Purposes',
  totals: {
    lines: 'Number of lines',
    netWeight: 'Total net weight',
    grossWeight: 'Total gross weight',
    value: 'Total value excl. VAT',
  },
  continued: 'continued',
  page: (current, total) => `Page ${current} of ${total}`,
  sector: (district) => `Sector ${district}`,
};

export const ETRANSPORT_PDF_TEXTS: Record<'ro-RO' | 'en-GB', EtransportPdfTexts> = {
  'ro-RO': RO,
  'en-GB': EN,
};
