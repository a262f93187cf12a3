import { describe, expect, it } from 'vitest';
import { REFERENCE_FIELDS } from '../invoicing/client-document.schemas';
import {
  sampleAddressSnapshot,
  sampleBuyerParty,
  sampleClientInvoiceSource,
  sampleForeignBuyerParty,
  samplePersonBuyerParty,
  sampleSourceLine,
} from './client-invoice-source.test-helpers';
import { CIUS_RO_CUSTOMIZATION_ID } from './einvoice.types';
import { clientInvoiceXmlBlocker, eInvoiceOfClientInvoice } from './from-client-invoice';

describe('eInvoiceOfClientInvoice: header', () => {
  it('maps number, dates, type, currency and the CIUS-RO customization', () => {
    const invoice = eInvoiceOfClientInvoice(sampleClientInvoiceSource());
    expect(invoice).toMatchObject({
      syntax: 'Invoice',
      customizationId: CIUS_RO_CUSTOMIZATION_ID,
      profileId: null,
      id: 'FACT0001',
      issueDate: '2026-11-02',
      dueDate: '2026-12-02',
      typeCode: '380',
      currency: 'RON',
      notes: [],
      paymentTerms: null,
      payee: null,
      delivery: null,
      invoicingPeriod: null,
      precedingInvoices: [],
      attachments: [],
      charges: [],
    });
  });

  it.each(['384', '389', '751'] as const)('keeps invoice type code %s', (typeCode) => {
    const invoice = eInvoiceOfClientInvoice(sampleClientInvoiceSource({ typeCode }));
    expect(invoice.typeCode).toBe(typeCode);
    expect(invoice.syntax).toBe('Invoice');
  });

  it('has an empty number before the invoice is numbered', () => {
    expect(eInvoiceOfClientInvoice(sampleClientInvoiceSource({ seriesNumber: null })).id).toBe('');
  });

  it('maps every reference of the client invoice', () => {
    const references = Object.fromEntries(REFERENCE_FIELDS.map((field) => [field, `${field}-1`]));
    const invoice = eInvoiceOfClientInvoice(sampleClientInvoiceSource(references));
    expect(invoice).toMatchObject({
      projectReference: 'projectReference-1',
      purchaseOrderReference: 'purchaseOrderReference-1',
      salesOrderReference: 'salesOrderReference-1',
      receivingAdviceReference: 'receivingAdviceReference-1',
      despatchAdviceReference: 'despatchAdviceReference-1',
      contractReference: 'contractReference-1',
      tenderReference: 'tenderReference-1',
      invoicedObject: { id: 'invoicedObjectIdentifier-1', schemeId: null },
    });
  });

  it('maps the previous invoice (BG-3) and the billing period (BG-14)', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({
        previousInvoiceNumber: 'FACT0000',
        previousInvoiceDate: '2026-10-01',
        billingPeriodStart: '2026-10-01',
        billingPeriodEnd: '2026-10-31',
      }),
    );
    expect(invoice.precedingInvoices).toEqual([{ id: 'FACT0000', issueDate: '2026-10-01' }]);
    expect(invoice.invoicingPeriod).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    const withoutDate = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({ previousInvoiceNumber: 'FACT0000' }),
    );
    expect(withoutDate.precedingInvoices).toEqual([{ id: 'FACT0000', issueDate: null }]);
  });

  it('writes the tax point as a BT-8 code, or a custom date as BT-7, never both (BR-CO-3)', () => {
    const of = (taxPointType: 'issue-date' | 'delivery-date' | 'payment-date' | 'custom') =>
      eInvoiceOfClientInvoice(
        sampleClientInvoiceSource({
          taxPointType,
          taxPointDate: taxPointType === 'issue-date' ? null : '2026-10-30',
        }),
      );
    expect([of('issue-date').taxPointCode, of('issue-date').taxPointDate]).toEqual(['3', null]);
    expect([of('delivery-date').taxPointCode, of('delivery-date').taxPointDate]).toEqual(['35', null]);
    expect([of('payment-date').taxPointCode, of('payment-date').taxPointDate]).toEqual(['432', null]);
    expect([of('custom').taxPointCode, of('custom').taxPointDate]).toEqual([null, '2026-10-30']);
    // A tax point at delivery names the delivery date when no other is given.
    expect(of('delivery-date').delivery).toEqual({ name: null, date: '2026-10-30', address: null });
  });

  it('maps the delivery date and the delivery address (BG-13, BG-15) with Bucharest sectors', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({
        deliveryDate: '2026-10-29',
        buyer: sampleBuyerParty({
          deliveryAddress: {
            name: 'Depozit Militari',
            ...sampleAddressSnapshot({
              street: 'Bd. Iuliu Maniu 1',
              city: 'București',
              county: 'RO-B',
              district: 6,
            }),
          },
        }),
      }),
    );
    expect(invoice.delivery).toEqual({
      name: 'Depozit Militari',
      date: '2026-10-29',
      address: expect.objectContaining({
        street: 'Bd. Iuliu Maniu 1',
        city: 'SECTOR6',
        countrySubentity: 'RO-B',
      }),
    });
  });

  it('maps payment terms as they are, even beyond 300 characters (the rules report them)', () => {
    const terms = 'Plata în 30 de zile. '.repeat(20);
    expect(eInvoiceOfClientInvoice(sampleClientInvoiceSource({ paymentTerms: terms })).paymentTerms).toBe(
      terms.trim(),
    );
  });

  it('maps notes and footer notes', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({ notes: 'Notă', footerNotes: 'Subsol' }),
    );
    expect(invoice.notes).toEqual(['Notă', 'Subsol']);
  });

  it('maps the beneficiary as payee (BG-10)', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({ beneficiaryName: 'Factor IFN SA', beneficiaryBusinessId: 'RO14399840' }),
    );
    expect(invoice.payee).toEqual({
      name: 'Factor IFN SA',
      identifier: null,
      legalId: { id: 'RO14399840', schemeId: null },
    });
  });
});

describe('eInvoiceOfClientInvoice: parties', () => {
  it('maps a natural person with a CNP', () => {
    const invoice = eInvoiceOfClientInvoice(sampleClientInvoiceSource({ buyer: samplePersonBuyerParty() }));
    expect(invoice.buyer).toMatchObject({
      name: 'Ion Popescu',
      vatId: null,
      legalId: { id: '1800101120017', schemeId: null },
      address: { city: 'Turda', countrySubentity: 'RO-CJ', country: 'RO' },
    });
  });

  it('maps an EU client paying VAT with its VAT id for an intra-community supply', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({
        buyer: sampleForeignBuyerParty(),
        lines: [sampleSourceLine({ vatCategory: 'K', vatRate: '0' })],
      }),
    );
    expect(invoice.buyer).toMatchObject({ vatId: 'DE123456789', legalId: null, address: { country: 'DE' } });
    expect(invoice.seller.vatId).toBe('RO18547290');
    expect(invoice.vatBreakdown[0]?.exemptionReasonCode).toBe('VATEX-EU-IC');
  });

  it('maps a non-EU client with its id as legal id, for an export', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({
        buyer: sampleForeignBuyerParty({
          businessId: 'CHE-123.456.789',
          address: {
            street: 'Bahnhofstrasse 1',
            city: 'Zürich',
            county: null,
            postalCode: '8001',
            country: 'CH',
          },
        }),
        lines: [sampleSourceLine({ vatCategory: 'G', vatRate: '0' })],
      }),
    );
    expect(invoice.buyer).toMatchObject({ vatId: null, legalId: { id: 'CHE-123.456.789', schemeId: null } });
    expect(invoice.buyer.address).toMatchObject({ city: 'Zürich', country: 'CH', countrySubentity: null });
  });

  it('writes no VAT identifiers on a not-subject-to-VAT invoice (BR-O-02)', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({ lines: [sampleSourceLine({ vatCategory: 'O', vatRate: '0' })] }),
    );
    expect(invoice.seller).toMatchObject({ vatId: null, taxRegistrationId: '18547290' });
    expect(invoice.buyer).toMatchObject({ vatId: null, legalId: { id: '14399840', schemeId: null } });
  });
});

describe('clientInvoiceXmlBlocker', () => {
  it('refuses a Romanian natural person without a CNP', () => {
    expect(
      clientInvoiceXmlBlocker(
        sampleClientInvoiceSource({ buyer: samplePersonBuyerParty({ personId: null }) }),
      ),
    ).toBe('client-without-cnp');
    expect(
      clientInvoiceXmlBlocker(
        sampleClientInvoiceSource({ buyer: samplePersonBuyerParty({ personId: ' ' }) }),
      ),
    ).toBe('client-without-cnp');
  });

  it('accepts a natural person with a CNP, a company and a foreign natural person without an id', () => {
    expect(
      clientInvoiceXmlBlocker(sampleClientInvoiceSource({ buyer: samplePersonBuyerParty() })),
    ).toBeNull();
    expect(clientInvoiceXmlBlocker(sampleClientInvoiceSource())).toBeNull();
    expect(
      clientInvoiceXmlBlocker(
        sampleClientInvoiceSource({ buyer: sampleForeignBuyerParty({ businessId: null, vatPayer: false }) }),
      ),
    ).toBeNull();
  });
});
