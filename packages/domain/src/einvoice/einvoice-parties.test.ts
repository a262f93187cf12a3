import { describe, expect, it } from 'vitest';
import {
  SAMPLE_CNP,
  sampleBuyerParty,
  sampleClientInvoiceSource,
  sampleForeignBuyerParty,
  samplePersonBuyerParty,
  sampleSellerParty,
} from './client-invoice-source.test-helpers';
import { buyerOf, cuiDigitsOf, looksLikeEuVatId, payeeOf, sellerOf } from './einvoice-parties';

const plain = { hasNotSubjectLines: false };
const notSubject = { hasNotSubjectLines: true };

describe('sellerOf', () => {
  it('gives a VAT payer its RO VAT id (BT-31) and its trade register number as legal id (BT-30)', () => {
    const seller = sellerOf(sampleSellerParty(), plain);
    expect(seller.vatId).toBe('RO18547290');
    expect(seller.taxRegistrationId).toBeNull();
    expect(seller.legalId).toEqual({ id: 'J12/1234/2010', schemeId: null });
    expect(seller.name).toBe('Alfa Soft SRL');
    expect(seller.contact).toEqual({ name: null, phone: '0264123456', email: 'facturi@alfasoft.ro' });
    expect(seller.address.countrySubentity).toBe('RO-CJ');
  });

  it('gives a company that does not pay VAT its CUI digits as tax registration id (BT-32), no VAT id', () => {
    const seller = sellerOf(sampleSellerParty({ businessId: '18547290', vatPayer: false }), plain);
    expect(seller.vatId).toBeNull();
    expect(seller.taxRegistrationId).toBe('18547290');
  });

  it('uses the CUI digits as legal id when there is no trade register number', () => {
    const seller = sellerOf(sampleSellerParty({ tradeRegisterNumber: null }), plain);
    expect(seller.legalId).toEqual({ id: '18547290', schemeId: null });
  });

  it('writes no VAT id on an invoice with a not-subject-to-VAT line (BR-O-02): the CUI is BT-32', () => {
    const seller = sellerOf(sampleSellerParty(), notSubject);
    expect(seller.vatId).toBeNull();
    expect(seller.taxRegistrationId).toBe('18547290');
  });

  it('has no contact without email and phone', () => {
    expect(sellerOf(sampleSellerParty({ email: null, phone: '' }), plain).contact).toBeNull();
  });
});

describe('buyerOf', () => {
  it('gives a Romanian VAT payer its RO VAT id (BT-48) and its CUI digits (BT-47)', () => {
    const buyer = buyerOf(sampleBuyerParty(), plain);
    expect(buyer.vatId).toBe('RO14399840');
    expect(buyer.legalId).toEqual({ id: '14399840', schemeId: null });
    expect(buyer.taxRegistrationId).toBeNull();
  });

  it('accepts a CUI stored with its RO prefix', () => {
    const buyer = buyerOf(sampleBuyerParty({ businessId: 'RO 14399840' }), plain);
    expect(buyer.vatId).toBe('RO14399840');
    expect(buyer.legalId?.id).toBe('14399840');
  });

  it('gives a Romanian company that does not pay VAT only its CUI digits as legal id (BT-47)', () => {
    const buyer = buyerOf(sampleBuyerParty({ vatPayer: false }), plain);
    expect(buyer.vatId).toBeNull();
    expect(buyer.legalId).toEqual({ id: '14399840', schemeId: null });
  });

  it('writes no buyer VAT id with a not-subject-to-VAT line (BR-O-02)', () => {
    const buyer = buyerOf(sampleBuyerParty(), notSubject);
    expect(buyer.vatId).toBeNull();
    expect(buyer.legalId?.id).toBe('14399840');
  });

  it('gives a natural person with a CNP the CNP as legal id (BT-47), no VAT id', () => {
    const buyer = buyerOf(samplePersonBuyerParty(), plain);
    expect(buyer.legalId).toEqual({ id: SAMPLE_CNP, schemeId: null });
    expect(buyer.vatId).toBeNull();
    expect(buyer.name).toBe('Ion Popescu');
  });

  it('gives a natural person without a CNP no identifier', () => {
    const buyer = buyerOf(samplePersonBuyerParty({ personId: null }), plain);
    expect(buyer.legalId).toBeNull();
    expect(buyer.vatId).toBeNull();
  });

  it('gives an EU VAT payer its VAT id (BT-48), compacted', () => {
    const buyer = buyerOf(sampleForeignBuyerParty({ businessId: 'de 123 456 789' }), plain);
    expect(buyer.vatId).toBe('DE123456789');
    expect(buyer.legalId).toBeNull();
    expect(buyer.address.country).toBe('DE');
    expect(buyer.address.countrySubentity).toBeNull();
  });

  it('gives a foreign client that does not pay VAT its id as legal id', () => {
    const buyer = buyerOf(sampleForeignBuyerParty({ vatPayer: false }), plain);
    expect(buyer.vatId).toBeNull();
    expect(buyer.legalId).toEqual({ id: 'DE123456789', schemeId: null });
  });

  it('gives a non-EU client its id as legal id even when it pays VAT', () => {
    const buyer = buyerOf(
      sampleForeignBuyerParty({
        businessId: '12-3456789',
        address: { street: '1 Main St', city: 'Boston', county: 'MA', postalCode: '02110', country: 'US' },
      }),
      plain,
    );
    expect(buyer.vatId).toBeNull();
    expect(buyer.legalId).toEqual({ id: '12-3456789', schemeId: null });
    expect(buyer.address.countrySubentity).toBe('MA');
  });

  it("gives a foreign natural person without an id ANAF's identifier of a person without a CNP", () => {
    const buyer = buyerOf(sampleForeignBuyerParty({ businessId: null, vatPayer: false }), plain);
    expect(buyer.legalId).toEqual({ id: '0000000000000', schemeId: null });
    expect(buyer.vatId).toBeNull();
  });
});

describe('identifier helpers', () => {
  it('strips the RO prefix and spaces of a CUI', () => {
    expect(cuiDigitsOf('RO 18547290')).toBe('18547290');
    expect(cuiDigitsOf('ro18547290')).toBe('18547290');
    expect(cuiDigitsOf('18547290')).toBe('18547290');
  });

  it('recognises EU VAT ids by their prefix and shape', () => {
    expect(looksLikeEuVatId('DE123456789')).toBe(true);
    expect(looksLikeEuVatId('EL123456789')).toBe(true);
    expect(looksLikeEuVatId('FR 12 345678901')).toBe(true);
    expect(looksLikeEuVatId('GB123456789')).toBe(false);
    expect(looksLikeEuVatId('CHE-123.456.789')).toBe(false);
    expect(looksLikeEuVatId('123456789')).toBe(false);
  });
});

describe('payeeOf', () => {
  it('names the beneficiary with its business id as legal id (BT-61)', () => {
    expect(
      payeeOf(sampleClientInvoiceSource({ beneficiaryName: 'Factor SA', beneficiaryBusinessId: '14399840' })),
    ).toEqual({ name: 'Factor SA', identifier: null, legalId: { id: '14399840', schemeId: null } });
  });

  it('has no payee without a beneficiary', () => {
    expect(payeeOf(sampleClientInvoiceSource())).toBeNull();
  });
});
