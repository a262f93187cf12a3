// UBL generation speed: writeUbl (plain string building) against @e-invoice-eu/core generating the
// same 10-line invoice from the same data, in one process on one core, timed in alternating rounds
// so that a busy machine slows both alike. @e-invoice-eu/core takes its own UBL-shaped JSON: the
// EInvoice is mapped to it once, outside the timed loops. It has no CIUS-RO format; "UBL" (EN 16931)
// writes the same elements. Two of its paths are timed: InvoiceService.generate (the public API,
// which validates its JSON against its schema on every call) and the UBL format service alone.
// Part of `npm run bench` (bench/run.ts); also runs alone: BENCH_SECONDS=3 npx tsx bench/ubl-writer.ts
import { pathToFileURL } from 'node:url';
import { writeUbl } from '@app/anaf/efactura/ubl-writer';
import { sampleEInvoice, sampleLine, sampleParty } from '@app/domain/einvoice/einvoice.test-helpers';
import type { EInvoice, EInvoiceAddress, EInvoiceParty } from '@app/domain/einvoice/einvoice.types';
import { FormatFactoryService, type Invoice, InvoiceService } from '@e-invoice-eu/core';
import { percentile } from './sampling';

/** The goal: writeUbl at least this many times as fast as the faster @e-invoice-eu/core path. */
export const UBL_WRITER_RATIO_GOAL = 3;
const LINES = 10;

/** A RON invoice of ten standard-rated lines between two VAT payers, with electronic addresses. */
export function benchEInvoice(): EInvoice {
  const base = sampleEInvoice();
  const lines = Array.from({ length: LINES }, (_, index) =>
    sampleLine({
      id: String(index + 1),
      quantity: '3',
      net: '300.00',
      price: '100.00',
      name: `Produs ${index + 1}`,
    }),
  );
  const party = (value: EInvoiceParty, email: string): EInvoiceParty =>
    sampleParty({
      ...value,
      electronicAddress: { id: email, schemeId: 'EM' },
      contact: { name: 'Contabilitate', phone: '0264000000', email },
    });
  return {
    ...base,
    notes: ['Factură emisă conform contractului 12/2026'],
    seller: party(base.seller, 'facturi@alfasoft.ro'),
    buyer: party(base.buyer, 'efactura@beta.ro'),
    vatBreakdown: [
      {
        category: 'S',
        rate: '21',
        taxable: '3000.00',
        vat: '630.00',
        exemptionReason: null,
        exemptionReasonCode: null,
      },
    ],
    totals: {
      ...base.totals,
      lineNet: '3000.00',
      taxExclusive: '3000.00',
      vatTotal: '630.00',
      taxInclusive: '3630.00',
      payable: '3630.00',
    },
    lines,
  };
}

type Json = Record<string, unknown>;

/** Drops null, undefined and empty values, as @e-invoice-eu/core's schema wants absent terms absent. */
function compact(value: Json): Json {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== null && entry !== undefined && entry !== ''),
  );
}

function address(value: EInvoiceAddress): Json {
  return compact({
    'cbc:StreetName': value.street,
    'cbc:AdditionalStreetName': value.additionalStreet,
    'cbc:CityName': value.city,
    'cbc:PostalZone': value.postalCode,
    'cbc:CountrySubentity': value.countrySubentity,
    'cac:AddressLine': value.addressLine ? { 'cbc:Line': value.addressLine } : null,
    'cac:Country': { 'cbc:IdentificationCode': value.country },
  });
}

/** The buyer's PartyTaxScheme is one object in its schema (BT-48 only), the seller's a list. */
function party(value: EInvoiceParty, role: 'seller' | 'buyer'): Json {
  const taxSchemes = [
    value.vatId ? { 'cbc:CompanyID': value.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } : null,
    value.taxRegistrationId
      ? { 'cbc:CompanyID': value.taxRegistrationId, 'cac:TaxScheme': { 'cbc:ID': 'TAX' } }
      : null,
  ].filter((scheme) => scheme !== null);
  return {
    'cac:Party': compact({
      'cbc:EndpointID': value.electronicAddress?.id,
      'cbc:EndpointID@schemeID': value.electronicAddress?.schemeId,
      'cac:PartyName': value.tradingName ? { 'cbc:Name': value.tradingName } : null,
      'cac:PostalAddress': address(value.address),
      'cac:PartyTaxScheme': taxSchemes.length === 0 ? null : role === 'seller' ? taxSchemes : taxSchemes[0],
      'cac:PartyLegalEntity': compact({
        'cbc:RegistrationName': value.name,
        'cbc:CompanyID': value.legalId?.id,
        'cbc:CompanyLegalForm': value.legalForm,
      }),
      'cac:Contact': value.contact
        ? compact({
            'cbc:Name': value.contact.name,
            'cbc:Telephone': value.contact.phone,
            'cbc:ElectronicMail': value.contact.email,
          })
        : null,
    }),
  };
}

/**
 * The terms the bench invoice holds, in @e-invoice-eu/core's JSON (its `Invoice`): one
 * `'cbc:X@attr'` key per attribute, amounts as the same text.
 */
export function eInvoiceEuInput(invoice: EInvoice): Invoice {
  const currency = invoice.currency;
  const money = (tag: string, value: string | null) =>
    value === null ? {} : { [tag]: value, [`${tag}@currencyID`]: currency };
  const root = compact({
    'cbc:CustomizationID': invoice.customizationId,
    'cbc:ID': invoice.id,
    'cbc:IssueDate': invoice.issueDate,
    'cbc:DueDate': invoice.dueDate,
    'cbc:InvoiceTypeCode': invoice.typeCode,
    'cbc:Note': invoice.notes.length > 0 ? invoice.notes : null,
    'cbc:DocumentCurrencyCode': currency,
    'cbc:TaxCurrencyCode': invoice.vatCurrency,
    'cbc:BuyerReference': invoice.buyerReference,
    'cac:AccountingSupplierParty': party(invoice.seller, 'seller'),
    'cac:AccountingCustomerParty': party(invoice.buyer, 'buyer'),
    'cac:PaymentMeans': invoice.paymentMeans.map((means) =>
      compact({
        'cbc:PaymentMeansCode': means.code,
        'cac:PayeeFinancialAccount': means.account
          ? compact({ 'cbc:ID': means.account.id, 'cbc:Name': means.account.name })
          : null,
      }),
    ),
    'cac:TaxTotal': [
      {
        ...money('cbc:TaxAmount', invoice.totals.vatTotal),
        'cac:TaxSubtotal': invoice.vatBreakdown.map((row) => ({
          ...money('cbc:TaxableAmount', row.taxable),
          ...money('cbc:TaxAmount', row.vat),
          'cac:TaxCategory': compact({
            'cbc:ID': row.category,
            'cbc:Percent': row.rate,
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          }),
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      ...money('cbc:LineExtensionAmount', invoice.totals.lineNet),
      ...money('cbc:TaxExclusiveAmount', invoice.totals.taxExclusive),
      ...money('cbc:TaxInclusiveAmount', invoice.totals.taxInclusive),
      ...money('cbc:PayableAmount', invoice.totals.payable),
    },
    'cac:InvoiceLine': invoice.lines.map((line) => ({
      'cbc:ID': line.id,
      'cbc:InvoicedQuantity': line.quantity,
      'cbc:InvoicedQuantity@unitCode': line.unitCode,
      ...money('cbc:LineExtensionAmount', line.net),
      'cac:Item': compact({
        'cbc:Description': line.item.description,
        'cbc:Name': line.item.name,
        'cac:ClassifiedTaxCategory': compact({
          'cbc:ID': line.item.vatCategory,
          'cbc:Percent': line.item.vatRate,
          'cac:TaxScheme': { 'cbc:ID': 'VAT' },
        }),
      }),
      'cac:Price': money('cbc:PriceAmount', line.price.amount),
    })),
  });
  return { 'ubl:Invoice': root } as unknown as Invoice;
}

type Generator = () => unknown;
type Measured = { samples: number[]; seconds: number; errors: number };

/** Runs `generate` for about `seconds`, timing each call (an error counts and is not timed). */
async function timeFor(generate: Generator, seconds: number, into: Measured): Promise<void> {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  while (performance.now() < until) {
    const before = performance.now();
    try {
      await generate();
      into.samples.push(performance.now() - before);
    } catch {
      into.errors++;
    }
  }
  into.seconds += (performance.now() - started) / 1000;
}

export async function benchUblWriter(
  durationSeconds = Number(process.env.BENCH_SECONDS ?? 3),
): Promise<{ scenario: string; p50: string; p95: string; rate: string; errors: string; goal: string }[]> {
  const invoice = benchEInvoice();
  const input = eInvoiceEuInput(invoice);
  const silent = { log() {}, warn() {}, error() {} };
  const service = new InvoiceService(silent);
  const options = { format: 'UBL', lang: 'ro-ro', noWarnings: true };
  const formatter = new FormatFactoryService().createFormatService('UBL', silent);
  const filled = structuredClone(input);
  formatter.fillInvoiceDefaults(filled);

  // The three write the same document, checked once before timing: identical XML once
  // @e-invoice-eu/core's indentation, its lower-case "utf-8" and its default ProfileID are set aside.
  const same = (xml: string) =>
    xml
      .replace(/>\s+</g, '><')
      .replace('encoding="utf-8"', 'encoding="UTF-8"')
      .replace(/<cbc:ProfileID>[^<]*<\/cbc:ProfileID>/, '')
      .trim();
  const expected = same(writeUbl(invoice));
  const outputs = [
    String(await service.generate(input, { ...options })),
    String(await formatter.generate(filled, options)),
  ];
  for (const xml of outputs) {
    if (same(xml) !== expected)
      throw new Error(`@e-invoice-eu/core wrote another document:\n${xml.slice(0, 800)}`);
  }

  const runs: [string, Generator][] = [
    ['writeUbl', () => writeUbl(invoice)],
    [
      '@e-invoice-eu/core InvoiceService.generate, format UBL (validates its JSON, then writes)',
      () => service.generate(input, { ...options }),
    ],
    [
      '@e-invoice-eu/core UBL format service alone (no validation)',
      () => formatter.generate(filled, options),
    ],
  ];
  const measured = runs.map((): Measured => ({ samples: [], seconds: 0, errors: 0 }));
  // Warm-up, then alternating rounds: each generator gets a slice of every round.
  for (const [, generate] of runs) await timeFor(generate, 0.2, { samples: [], seconds: 0, errors: 0 });
  const rounds = 6;
  for (let round = 0; round < rounds; round++) {
    for (const [index, [, generate]] of runs.entries()) {
      await timeFor(generate, durationSeconds / rounds / runs.length, measured[index] as Measured);
    }
  }

  const rates = measured.map((run) => run.samples.length / run.seconds);
  const [ours = 0, ...theirs] = rates;
  const ratio = ours / Math.max(...theirs);
  const ratios = theirs.map((rate) => `${(ours / rate).toFixed(1)}x`).join(' / ');
  return runs.map(([name], index) => {
    const run = measured[index] as Measured;
    const sorted = [...run.samples].sort((a, b) => a - b);
    return {
      scenario: `UBL XML of a ${LINES}-line invoice: ${name}`,
      p50: percentile(sorted, 50).toFixed(3),
      p95: percentile(sorted, 95).toFixed(3),
      rate: (rates[index] ?? 0).toFixed(0),
      errors: String(run.errors),
      goal:
        index === 0
          ? `>= ${UBL_WRITER_RATIO_GOAL}x (${ratios} vs the two below; ${ratio >= UBL_WRITER_RATIO_GOAL ? 'met' : 'MISSED'})`
          : '',
    };
  });
}

// `npx tsx bench/ubl-writer.ts` runs it alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await benchUblWriter();
  process.stdout.write(
    '| scenario | p50 ms | p95 ms | per second | errors | goal |\n|---|---|---|---|---|---|\n',
  );
  for (const row of rows) {
    process.stdout.write(
      `| ${row.scenario} | ${row.p50} | ${row.p95} | ${row.rate} | ${row.errors} | ${row.goal} |\n`,
    );
  }
}
