/**
 * The one list of e-invoice rules: those the native checks implement (checkEInvoice reports them by
 * their official id) and the official ones deliberately left out, each with its reason. The unit
 * tests (a breaker per implemented rule, a message per locale) and the agreement test against the
 * official artefacts read this file.
 *
 * `checkedBy` says who refuses an invoice that breaks the rule:
 * - 'schematron': the official CIUS-RO 1.0.9 validation (EN 16931 + CIUS-RO), flag fatal; the
 *   agreement test asserts that the official artefacts report the same id for the same breakage;
 * - 'anaf-server': ANAF's server, outside the Schematron (identifier check digits); native only;
 * - 'ubl-xsd': the UBL 2.1 schema ANAF validates first (a non-number amount); native only, the
 *   official rules cannot even run on such a document;
 * - 'native-limit': a CIUS-RO limit whose compiled Schematron test can never fail (it counts its
 *   own context node), enforced natively under the official id; native only.
 */
export type CatalogueRule = {
  severity: 'fatal' | 'warning';
  checkedBy: 'schematron' | 'anaf-server' | 'ubl-xsd' | 'native-limit';
  /** The official rule names only /ubl:Invoice paths: it never fires on a credit note. */
  invoiceOnly?: true;
};

/** Implemented rule ids, grouped by origin (one string per group, ids separated by spaces). */
const IMPLEMENTED_IDS: readonly string[] = [
  // ANAF (outside the Schematron)
  'ANAF-CNP-BUYER ANAF-CUI-BUYER ANAF-CUI-SELLER ANAF-XSD-DECIMAL',
  // EN 16931 required amounts (a blank one is not written)
  'BR-08 BR-10 BR-12 BR-13 BR-14 BR-15 BR-31 BR-36 BR-41 BR-43 BR-45 BR-46 BR-57',
  // EN 16931 core
  'BR-01 BR-02 BR-03 BR-04 BR-05 BR-06 BR-07 BR-09 BR-11 BR-16 BR-17 BR-21 BR-22 BR-23 BR-24 BR-25 ' +
    'BR-26 BR-27 BR-28 BR-29 BR-30 BR-32 BR-33 BR-37 BR-38 BR-42 BR-44 BR-47 BR-48 BR-53 BR-54 BR-61 ' +
    'BR-62 BR-63 BR-64 BR-65 BR-66',
  // EN 16931 VAT categories
  'BR-AE-01 BR-AE-02 BR-AE-03 BR-AE-04 BR-AE-05 BR-AE-06 BR-AE-07 BR-AE-08 BR-AE-09 BR-AE-10 ' +
    'BR-E-01 BR-E-02 BR-E-03 BR-E-04 BR-E-05 BR-E-06 BR-E-07 BR-E-08 BR-E-09 BR-E-10 BR-G-01 BR-G-02 ' +
    'BR-G-03 BR-G-04 BR-G-05 BR-G-06 BR-G-07 BR-G-08 BR-G-09 BR-G-10 BR-IC-01 BR-IC-02 BR-IC-03 ' +
    'BR-IC-04 BR-IC-05 BR-IC-06 BR-IC-07 BR-IC-08 BR-IC-09 BR-IC-10 BR-IC-11 BR-IC-12 BR-IG-01 ' +
    'BR-IG-02 BR-IG-03 BR-IG-04 BR-IG-05 BR-IG-06 BR-IG-07 BR-IG-08 BR-IG-09 BR-IG-10 BR-IP-01 ' +
    'BR-IP-02 BR-IP-03 BR-IP-04 BR-IP-05 BR-IP-06 BR-IP-07 BR-IP-08 BR-IP-09 BR-IP-10 BR-O-01 BR-O-02 ' +
    'BR-O-03 BR-O-04 BR-O-05 BR-O-06 BR-O-07 BR-O-08 BR-O-09 BR-O-10 BR-O-11 BR-O-12 BR-O-13 BR-O-14 ' +
    'BR-S-01 BR-S-02 BR-S-03 BR-S-04 BR-S-05 BR-S-06 BR-S-07 BR-S-08 BR-S-09 BR-S-10 BR-Z-01 BR-Z-02 ' +
    'BR-Z-03 BR-Z-04 BR-Z-05 BR-Z-06 BR-Z-07 BR-Z-08 BR-Z-09 BR-Z-10',
  // EN 16931 code lists
  'BR-CL-01 BR-CL-03 BR-CL-04 BR-CL-05 BR-CL-06 BR-CL-07 BR-CL-08 BR-CL-10 BR-CL-11 BR-CL-13 ' +
    'BR-CL-14 BR-CL-15 BR-CL-16 BR-CL-17 BR-CL-18 BR-CL-19 BR-CL-20 BR-CL-21 BR-CL-22 BR-CL-23 ' +
    'BR-CL-24 BR-CL-25',
  // EN 16931 conditions
  'BR-CO-03 BR-CO-04 BR-CO-09 BR-CO-10 BR-CO-11 BR-CO-12 BR-CO-13 BR-CO-14 BR-CO-15 BR-CO-16 ' +
    'BR-CO-17 BR-CO-18 BR-CO-21 BR-CO-22 BR-CO-23 BR-CO-24 BR-CO-25 BR-CO-26',
  // EN 16931 decimals
  'BR-DEC-01 BR-DEC-02 BR-DEC-05 BR-DEC-06 BR-DEC-09 BR-DEC-10 BR-DEC-11 BR-DEC-12 BR-DEC-14 ' +
    'BR-DEC-16 BR-DEC-17 BR-DEC-18 BR-DEC-19 BR-DEC-20 BR-DEC-23 BR-DEC-24 BR-DEC-25 BR-DEC-27 ' +
    'BR-DEC-28',
  // CIUS-RO decimals
  'BR-DEC-RO-01 BR-DEC-RO-02 BR-DEC-RO-05 BR-DEC-RO-06 BR-DEC-RO-09 BR-DEC-RO-10 BR-DEC-RO-11 ' +
    'BR-DEC-RO-12 BR-DEC-RO-14 BR-DEC-RO-16 BR-DEC-RO-17 BR-DEC-RO-18  BR-DEC-RO-24 ' +
    'BR-DEC-RO-25 BR-DEC-RO-27 BR-DEC-RO-28 BR-DEC-RO-1009 BR-DEC-RO-1010',
  // CIUS-RO
  'BR-RO-001 BR-RO-010 BR-RO-020_1 BR-RO-020_2 BR-RO-030 BR-RO-040 BR-RO-065 BR-RO-081 BR-RO-082 ' +
    'BR-RO-091 BR-RO-092 BR-RO-100 BR-RO-101 BR-RO-110 BR-RO-111 BR-RO-120 BR-RO-180 BR-RO-201 ' +
    'BR-RO-202 BR-RO-211 BR-RO-212 BR-RO-A020 BR-RO-A051 BR-RO-A052 BR-RO-A500 BR-RO-DT001 ' +
    'BR-RO-DT002 BR-RO-DT003 BR-RO-DT003_CN BR-RO-DT004 BR-RO-DT005 BR-RO-DT006 BR-RO-L140 BR-RO-L151 ' +
    'BR-RO-L152 BR-RO-L154 BR-RO-L155 BR-RO-L156 BR-RO-L201 BR-RO-L0201 BR-RO-L0202 BR-RO-L202 ' +
    'BR-RO-L203 BR-RO-L0204 BR-RO-L204 BR-RO-L205 BR-RO-L207 BR-RO-L208 BR-RO-L209 BR-RO-L210 ' +
    'BR-RO-L211 BR-RO-L212 BR-RO-L301 BR-RO-L302 BR-RO-L0302 BR-RO-L0303 BR-RO-L303 BR-RO-L0304 ' +
    'BR-RO-L0305 BR-RO-L0306 BR-RO-L0307 BR-RO-L0308 BR-RO-L0501 BR-RO-L0502 BR-RO-L0504 BR-RO-L0505 ' +
    'BR-RO-L1000 BR-RO-L1001 BR-RO-L1002 BR-RO-L1003 BR-RO-L1004 BR-RO-L1005 BR-RO-L1006 BR-RO-L1007 ' +
    'BR-RO-L1008 BR-RO-L1009 BR-RO-L1010 BR-RO-L1011 BR-RO-L1014 BR-RO-L1015 BR-RO-L1016 BR-RO-L1017 ' +
    'BR-RO-L1018  BR-RO-L1020 BR-RO-L1021 BR-RO-L1022 BR-RO-L1023 BR-RO-L1024 BR-RO-L1025',
  // UBL syntax
  'UBL-DT-01 UBL-DT-06 UBL-DT-07 UBL-SR-16 UBL-SR-19 UBL-SR-20 UBL-SR-21 UBL-SR-44 UBL-SR-46 ' + 'UBL-SR-47',
].flatMap((group) => group.split(' ').filter((id) => id !== ''));

/** ANAF's server checks these outside the Schematron ("R_BT_32_cui" and the like). */
const ANAF_SERVER = new Set(['ANAF-CUI-SELLER', 'ANAF-CUI-BUYER', 'ANAF-CNP-BUYER']);
/** The UBL 2.1 schema, which ANAF validates before the rules (the official rules stop on it). */
const UBL_XSD = new Set(['ANAF-XSD-DECIMAL']);
/** Their compiled tests are `count(.) <= 50` on each element (always true), so only we enforce them. */
const NATIVE_LIMITS = new Set(['BR-RO-A051', 'BR-RO-A052', 'BR-RO-A500']);
/** Contexts written as /ubl:Invoice/... | /ubl:CreditNote/... (the Invoice namespace) or /ubl:Invoice/cac:X. */
const INVOICE_ONLY = new Set([
  'BR-CO-25',
  'BR-RO-180',
  'BR-RO-201',
  'BR-RO-202',
  'BR-RO-211',
  'BR-RO-212',
  'BR-DEC-RO-01',
  'BR-DEC-RO-02',
  'BR-DEC-RO-05',
  'BR-DEC-RO-06',
  'BR-RO-L1017',
  'BR-RO-L1018',
  '',
]);

export const IMPLEMENTED_RULES: Readonly<Record<string, CatalogueRule>> = Object.fromEntries(
  IMPLEMENTED_IDS.map((id) => {
    const checkedBy = ANAF_SERVER.has(id)
      ? 'anaf-server'
      : UBL_XSD.has(id)
        ? 'ubl-xsd'
        : NATIVE_LIMITS.has(id)
          ? 'native-limit'
          : 'schematron';
    const rule: CatalogueRule = { severity: 'fatal', checkedBy };
    if (INVOICE_ONLY.has(id)) rule.invoiceOnly = true;
    return [id, rule];
  }),
);

const NO_TAX_REPRESENTATIVE =
  'the product has no seller tax representative (BG-11): the EInvoice model has none';
const SHADOWED =
  'never fires: an earlier rule of the same CIUS-RO pattern has the same context, and Schematron applies only the first';
const SINGLE_IN_MODEL = 'the EInvoice model holds the term at most once, so the UBL never repeats it';
const WRITER_DROPS = 'the UBL writer leaves out the part that lacks this term, so the rule cannot fire';
const ALWAYS_TRUE = 'the official test is true() (reason code and text cannot be compared), it never fails';

const SINGLE_IDS = [
  'UBL-SR-01',
  'UBL-SR-02',
  'UBL-SR-03',
  'UBL-SR-04',
  'UBL-SR-05',
  'UBL-SR-06',
  'UBL-SR-08',
  'UBL-SR-09',
  'UBL-SR-10',
  'UBL-SR-11',
  'UBL-SR-12',
  'UBL-SR-13',
  'UBL-SR-14',
  'UBL-SR-15',
  'UBL-SR-17',
  'UBL-SR-18',
  'UBL-SR-24',
  'UBL-SR-25',
  'UBL-SR-26',
  'UBL-SR-27',
  'UBL-SR-30',
  'UBL-SR-31',
  'UBL-SR-32',
  'UBL-SR-33',
  'UBL-SR-34',
  'UBL-SR-35',
  'UBL-SR-36',
  'UBL-SR-37',
  'UBL-SR-39',
  'UBL-SR-40',
  'UBL-SR-45',
  'UBL-SR-48',
  'UBL-SR-49',
  'UBL-SR-50',
];

/** Official fatal rules deliberately not implemented, with the reason. */
export const NOT_IMPLEMENTED_RULES: Readonly<Record<string, string>> = {
  'BR-DEC-RO-23': `${SHADOWED} (cac:InvoiceLine | cac:CreditNoteLine); BT-131 decimals are BR-DEC-23`,
  'BR-RO-L1019': `${SHADOWED} (cac:TaxTotal/cac:TaxSubtotal); the exemption reason is not limited by the official rules`,
  'BR-49': `${WRITER_DROPS} (a payment instruction without its code)`,
  'BR-50': `${WRITER_DROPS} (an account without IBAN; a credit transfer without one is BR-61)`,
  'BR-52': `${WRITER_DROPS} (a supporting document without its reference)`,
  'BR-55': `${WRITER_DROPS} (a preceding invoice without its number)`,
  'UBL-SR-07': `${WRITER_DROPS} (a preceding invoice without its number)`,
  'BR-CO-19': `${WRITER_DROPS} (an invoicing period without dates or BT-8 is not written)`,
  'BR-CO-20': `${WRITER_DROPS} (a line period without dates is not written)`,
  ...Object.fromEntries(SINGLE_IDS.map((id) => [id, SINGLE_IN_MODEL])),
  'BR-67': 'the product never issues direct debits: the EInvoice model has no payment mandate (BG-19)',
  'BR-CL-26': 'the EInvoice model has no deliver-to location identifier (BT-71)',
  'BR-B-01': 'split payment (B) is Italian only: the product offers no category B',
  'BR-B-02': 'split payment (B) is Italian only: the product offers no category B',
  'BR-CO-05': ALWAYS_TRUE,
  'BR-CO-06': ALWAYS_TRUE,
  'BR-CO-07': ALWAYS_TRUE,
  'BR-CO-08': ALWAYS_TRUE,
  'BR-DEC-13':
    'the compiled test compares @currencyID with a child of TaxAmount ([@currencyID = cbc:DocumentCurrencyCode]), so it never fails; BT-110 decimals are UBL-DT-01',
  'BR-DEC-15': 'the compiled test never fails (as BR-DEC-13); BT-111 decimals are UBL-DT-01',
  'BR-DEC-RO-13': 'the compiled test never fails (as BR-DEC-13); BT-110 decimals are UBL-DT-01',
  'BR-DEC-RO-15': 'the compiled test never fails (as BR-DEC-13); BT-111 decimals are UBL-DT-01',
  'BR-18': NO_TAX_REPRESENTATIVE,
  'BR-19': NO_TAX_REPRESENTATIVE,
  'BR-20': NO_TAX_REPRESENTATIVE,
  'BR-56': NO_TAX_REPRESENTATIVE,
  'BR-RO-140': NO_TAX_REPRESENTATIVE,
  'BR-RO-150': NO_TAX_REPRESENTATIVE,
  'BR-RO-160': NO_TAX_REPRESENTATIVE,
  'BR-RO-170': NO_TAX_REPRESENTATIVE,
  'BR-RO-L0203': NO_TAX_REPRESENTATIVE,
  'BR-RO-L0503': NO_TAX_REPRESENTATIVE,
  'BR-RO-L1012': NO_TAX_REPRESENTATIVE,
  'BR-RO-L1013': NO_TAX_REPRESENTATIVE,
  'BR-RO-L153': NO_TAX_REPRESENTATIVE,
  'BR-RO-L206': NO_TAX_REPRESENTATIVE,
  'UBL-SR-22': NO_TAX_REPRESENTATIVE,
  'UBL-SR-23': NO_TAX_REPRESENTATIVE,
  'UBL-CR-666': 'the EInvoice model keeps the invoiced object (BT-18) apart from attachments (BG-24)',
  'UBL-CR-673': 'the EInvoice model keeps the invoiced object (BT-18) apart from attachments (BG-24)',
  'UBL-SR-43':
    'the EInvoice model gives a scheme only to the invoiced object (BT-18-1), never to an attachment',
  'UBL-SR-29': 'the EInvoice model has no bank assigned creditor identifier (BT-90)',
  'UBL-SR-28': 'the product never issues direct debits: the EInvoice model has no payment mandate (BG-19)',
  'UBL-SR-42': 'the EInvoice model gives the seller at most two tax schemes (BT-31 VAT, BT-32 other)',
};
