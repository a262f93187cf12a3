/**
 * ANAF's public VAT-payer web service ("PlatitorTvaRest" v9): the wire format exactly as ANAF
 * sends it, and the product's normalised result of a company lookup.
 *
 * Request: POST a JSON array of {cui, data} (at most 100 entries), no authentication.
 * Answer: {cod: 200, message: "SUCCESS", found: [...], notFound: [...]}. Field names are
 * ANAF's own, case-sensitive, and keep their prefixes (s... for the registered office,
 * d... for the fiscal domicile). Empty values come as "" rather than null or a missing key.
 */

/** Path of the service under https://webservicesp.anaf.ro (and under the simulator's URL). */
export const VAT_PAYER_PATH = '/api/PlatitorTvaRest/v9/tva';

/** Production base URL of the service. */
export const ANAF_PUBLIC_SERVICES_URL = 'https://webservicesp.anaf.ro';

/** ANAF answers at most this many CUIs per call. */
export const VAT_PAYER_MAX_BATCH = 100;

// ---------------------------------------------------------------------------------------------
// Wire types (as ANAF sends them)
// ---------------------------------------------------------------------------------------------

/** One entry of the request body: the CUI as a number (no RO prefix) and the date YYYY-MM-DD. */
export interface VatPayerRequestEntry {
  cui: number;
  data: string;
}

/** `date_generale`: identity, registration and the RO e-Factura register flag. */
export interface VatPayerGeneralData {
  cui: number;
  /** The date the answer is for (the `data` of the request), YYYY-MM-DD. */
  data: string;
  denumire: string;
  /** The fiscal domicile as one line, e.g. "JUD. CLUJ, MUN. CLUJ-NAPOCA, STR. ..., NR.28". */
  adresa: string;
  /** Trade-register number, e.g. "J12/2417/2016"; "" for entities outside the trade register. */
  nrRegCom: string;
  telefon: string;
  fax: string;
  codPostal: string;
  act: string;
  /** E.g. "INREGISTRAT din data 14.03.2016". */
  stare_inregistrare: string;
  data_inregistrare: string;
  cod_CAEN: string;
  iban: string;
  /** true when the CUI is in the RO e-Factura register on the requested date. */
  statusRO_e_Factura: boolean;
  data_inreg_Reg_RO_e_Factura: string;
  organFiscalCompetent: string;
  forma_de_proprietate: string;
  forma_organizare: string;
  forma_juridica: string;
}

export interface VatPayerVatPeriod {
  data_inceput_ScpTVA: string;
  data_sfarsit_ScpTVA: string;
  data_anul_imp_ScpTVA: string;
  mesaj_ScpTVA: string;
}

/** `inregistrare_scop_Tva`: registered for VAT purposes (art. 316 of the Fiscal Code). */
export interface VatPayerVatRegistration {
  scpTVA: boolean;
  perioade_TVA: VatPayerVatPeriod[];
}

/** `inregistrare_RTVAI`: the register of VAT on collection ("TVA la încasare"). */
export interface VatPayerVatOnCollection {
  dataInceputTvaInc: string;
  dataSfarsitTvaInc: string;
  dataActualizareTvaInc: string;
  dataPublicareTvaInc: string;
  tipActTvaInc: string;
  statusTvaIncasare: boolean;
}

/** `stare_inactiv`: the register of inactive / reactivated taxpayers. */
export interface VatPayerInactiveState {
  dataInactivare: string;
  dataReactivare: string;
  dataPublicare: string;
  dataRadiere: string;
  statusInactivi: boolean;
}

/** `inregistrare_SplitTVA`: split VAT payment. */
export interface VatPayerSplitVat {
  dataInceputSplitTVA: string;
  dataAnulareSplitTVA: string;
  statusSplitTVA: boolean;
}

/** `adresa_sediu_social`: the registered office. */
export interface VatPayerRegisteredOffice {
  sdenumire_Strada: string;
  snumar_Strada: string;
  /** E.g. "Mun. Cluj-Napoca", "Mun. Bucureşti, Sect. 1" (ANAF often writes ş/ţ with a cedilla). */
  sdenumire_Localitate: string;
  scod_Localitate: string;
  sdenumire_Judet: string;
  /** ANAF's county number as a string: "12", "40". */
  scod_Judet: string;
  /** The county's plate code: "CJ", "B". */
  scod_JudetAuto: string;
  stara: string;
  sdetalii_Adresa: string;
  scod_Postal: string;
}

/** `adresa_domiciliu_fiscal`: the fiscal domicile, same fields with the d prefix. */
export interface VatPayerFiscalDomicile {
  ddenumire_Strada: string;
  dnumar_Strada: string;
  ddenumire_Localitate: string;
  dcod_Localitate: string;
  ddenumire_Judet: string;
  dcod_Judet: string;
  dcod_JudetAuto: string;
  dtara: string;
  ddetalii_Adresa: string;
  dcod_Postal: string;
}

/** One element of `found`. */
export interface VatPayerFoundEntry {
  date_generale: VatPayerGeneralData;
  inregistrare_scop_Tva: VatPayerVatRegistration;
  inregistrare_RTVAI: VatPayerVatOnCollection;
  stare_inactiv: VatPayerInactiveState;
  inregistrare_SplitTVA: VatPayerSplitVat;
  adresa_sediu_social: VatPayerRegisteredOffice;
  adresa_domiciliu_fiscal: VatPayerFiscalDomicile;
}

/** The successful answer. `notFound` lists the CUIs (as numbers) that have no record. */
export interface VatPayerResponse {
  cod: number;
  message: string;
  found: VatPayerFoundEntry[];
  notFound: number[];
}

/** The answer to a request the service refuses. */
export interface VatPayerErrorResponse {
  cod: number;
  message: string;
}

/**
 * What the mapper accepts: ANAF's shape with every field possibly missing or null. Recorded
 * answers differ between versions and integrators report groups left out, so the product never
 * trusts a field to be there.
 */
export type Loose<T> = T extends readonly (infer U)[]
  ? readonly Loose<U>[]
  : T extends object
    ? { readonly [K in keyof T]?: Loose<T[K]> | null }
    : T;

// ---------------------------------------------------------------------------------------------
// The product's normalised result
// ---------------------------------------------------------------------------------------------

export interface CompanyLookupAddress {
  countryCode: 'RO';
  /** ISO 3166-2:RO, e.g. 'RO-CJ', 'RO-B'; null when ANAF gave no usable county. */
  countyCode: string | null;
  /** 'Cluj-Napoca', 'București' (the sector goes to `district`). */
  city: string;
  /** Bucharest sector 1-6; null everywhere else. */
  district: number | null;
  /** Street name and number, e.g. 'Str. Memorandumului nr. 28'. */
  street: string;
  zipCode: string | null;
  /** ANAF's address details (building, floor, apartment...). */
  additionalAddress: string | null;
}

export interface CompanyLookupResult {
  /** 'RO' + digits for a VAT payer, digits otherwise. */
  businessId: string;
  legalName: string;
  /** Trade-register number (nrRegCom), e.g. 'J12/2417/2016'. */
  secondaryBusinessId: string | null;
  vatPayer: boolean;
  vatUponCollection: boolean;
  inactive: boolean;
  eInvoiceRegistered: boolean;
  phone: string | null;
  address: CompanyLookupAddress;
}

export type CompanyLookupErrorCode = 'invalid-cui' | 'not-found' | 'unavailable';

/** Why a lookup failed: a bad CUI (refused before any request), no such company, or ANAF is down. */
export class CompanyLookupError extends Error {
  override readonly name = 'CompanyLookupError';
  readonly code: CompanyLookupErrorCode;
  /** The HTTP status ANAF answered with, when the failure came from an answer. */
  readonly status: number | null;

  constructor(
    code: CompanyLookupErrorCode,
    message: string,
    options: { cause?: unknown; status?: number } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options.status ?? null;
  }
}
