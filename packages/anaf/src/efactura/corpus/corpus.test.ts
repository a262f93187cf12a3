import { RO_COUNTIES } from '@app/domain/addresses/counties';
import { clientInvoiceXmlBlocker } from '@app/domain/einvoice/from-client-invoice';
import { totalsInputIssues } from '@app/domain/invoicing/totals';
import type { VatCategoryCode } from '@app/domain/invoicing/vat-category-rules';
import { isValidCnp } from '@app/domain/validators/cnp';
import { isValidCui } from '@app/domain/validators/cui';
import { isValidIban } from '@app/domain/validators/iban';
import { VAT_CATEGORY_RULES } from '@app/domain/vat-rates/vat-categories';
import { describe, expect, it } from 'vitest';
import { type CorpusInvoice, conformanceCorpus, corpusSample, fixedScenarios } from './corpus';

const corpus = conformanceCorpus(42);
const fixed = fixedScenarios();
const sources = corpus.map((invoice) => invoice.source);
const lines = sources.flatMap((source) => source.lines);

describe('the conformance corpus', () => {
  it('holds at least 500 invoices, each with its own name and number', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(500);
    expect(new Set(corpus.map((invoice) => invoice.name)).size).toBe(corpus.length);
    expect(new Set(sources.map((source) => source.seriesNumber)).size).toBe(corpus.length);
  });

  it('is the same for the same seed, and its random part differs for another one', () => {
    expect(conformanceCorpus(42)).toEqual(corpus);
    const other = conformanceCorpus(43).filter((invoice) => invoice.name.startsWith('random/'));
    const mine = corpus.filter((invoice) => invoice.name.startsWith('random/'));
    expect(other.map((invoice) => invoice.source)).not.toEqual(mine.map((invoice) => invoice.source));
  });

  it('covers every VAT category, the four standard rates and every exemption code of E', () => {
    const categories = new Set(fixed.flatMap(({ source }) => source.lines.map((line) => line.vatCategory)));
    expect([...categories].sort()).toEqual(['AE', 'E', 'G', 'K', 'O', 'S', 'Z']);
    const standard = new Set(
      fixed.flatMap(({ source }) =>
        source.lines.filter((line) => line.vatCategory === 'S').map((line) => line.vatRate),
      ),
    );
    expect(standard).toEqual(new Set(['21', '11', '19', '9', '5']));
    const exemptions = new Set(
      fixed.flatMap(({ source }) => source.lines.map((line) => line.exemptionReasonCode)),
    );
    for (const code of VAT_CATEGORY_RULES.E.exemptionCodes) expect(exemptions).toContain(code);
  });

  it('covers every discount type, line discounts and prices with VAT', () => {
    const types = new Set(fixed.map(({ source }) => source.discountType));
    expect(types).toEqual(new Set([null, 'fixed', 'percent', 'price-reduction']));
    expect(fixed.some(({ source }) => source.lines.some((line) => line.discountPercent !== null))).toBe(true);
    expect(fixed.some(({ source }) => source.pricesIncludeVat)).toBe(true);
  });

  it('covers foreign currencies with rates and lines priced in another currency', () => {
    const currencies = new Set(fixed.map(({ source }) => source.currency));
    for (const code of ['RON', 'EUR', 'USD']) expect(currencies).toContain(code);
    expect(
      fixed.filter(({ source }) => source.currency !== 'RON').every(({ source }) => source.currencyRate),
    ).toBe(true);
    expect(
      fixed.some(({ source }) =>
        source.lines.some((line) => line.currency && line.currency !== source.currency),
      ),
    ).toBe(true);
  });

  it('covers stornos as 380 with negative quantities and as 381 credit notes', () => {
    const negative = (invoice: CorpusInvoice) =>
      invoice.source.lines.every((line) => line.quantity.startsWith('-'));
    expect(fixed.some((invoice) => invoice.syntax === 'Invoice' && negative(invoice))).toBe(true);
    expect(
      fixed.some((invoice) => invoice.syntax === 'CreditNote' && invoice.source.typeCode === '381'),
    ).toBe(true);
  });

  it('covers all 42 counties on both sides, the six Bucharest sectors, EU and non-EU clients and people', () => {
    const buyers = fixed.map(({ source }) => source.buyer);
    const sellers = fixed.map(({ source }) => source.seller);
    for (const side of [buyers, sellers]) {
      const counties = new Set(side.map((party) => party.address.county));
      for (const county of RO_COUNTIES) expect(counties).toContain(county.code);
      const sectors = new Set(
        side.filter((party) => party.address.county === 'RO-B').map((party) => party.address.district),
      );
      expect(sectors).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    }
    const countries = new Set(buyers.map((buyer) => buyer.address.country));
    for (const country of ['DE', 'GR', 'US', 'GB', 'CH']) expect(countries).toContain(country);
    expect(buyers.some((buyer) => buyer.personId !== null)).toBe(true);
    expect(
      buyers.some((buyer) => buyer.address.country !== 'RO' && !buyer.businessId && !buyer.personId),
    ).toBe(true);
  });

  it('has invoices of 1, 2 and 999 lines, the 999-line one marked heavy', () => {
    const counts = new Set(fixed.map(({ source }) => source.lines.length));
    for (const count of [1, 2, 999]) expect(counts).toContain(count);
    expect(fixed.filter((invoice) => invoice.heavy).map(({ source }) => source.lines.length)).toEqual([999]);
  });

  it('holds only invoices the product issues: valid ids, totals it computes, none blocked from XML', () => {
    for (const source of sources) {
      expect(clientInvoiceXmlBlocker(source)).toBeNull();
      const seller = source.seller.businessId ?? '';
      expect(isValidCui(seller), seller).toBe(true);
      for (const account of source.seller.bankAccounts)
        expect(isValidIban(account.iban), account.iban).toBe(true);
      if (source.buyer.personId) expect(isValidCnp(source.buyer.personId)).toBe(true);
      if (source.buyer.address.country === 'RO' && source.buyer.businessId)
        expect(isValidCui(source.buyer.businessId)).toBe(true);
      const issues = totalsInputIssues({
        pricesIncludeVat: source.pricesIncludeVat,
        lines: source.lines.map((line) => ({
          ...line,
          price: line.unitPrice,
          vatCategory: line.vatCategory as VatCategoryCode,
        })),
        discount: source.discountType
          ? { type: source.discountType, value: source.discountValue ?? '' }
          : null,
        currencyRate: source.currencyRate,
      });
      expect(issues).toEqual([]);
    }
    // Category O alone, and only from a seller that does not pay VAT.
    for (const source of sources.filter((item) => item.lines.some((line) => line.vatCategory === 'O'))) {
      expect(source.seller.vatPayer).toBe(false);
      expect(source.lines.every((line) => line.vatCategory === 'O')).toBe(true);
    }
    expect(lines.length).toBeGreaterThan(corpus.length);
  });
});

describe('the sample a CI run validates', () => {
  it('has at least 150 invoices, the heavy one exactly once, and is the same for the same seed', () => {
    const sample = corpusSample(7, 70, 90);
    expect(sample.length).toBeGreaterThanOrEqual(150);
    expect(sample.filter((invoice) => invoice.heavy)).toHaveLength(1);
    expect(new Set(sample.map((invoice) => invoice.name)).size).toBe(sample.length);
    expect(corpusSample(7, 70, 90)).toEqual(sample);
  });

  it('is another one for another seed', () => {
    const names = (seed: number) => corpusSample(seed, 70, 90).map((invoice) => invoice.name);
    expect(names(8)).not.toEqual(names(7));
  });
});
