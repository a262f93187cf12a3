import { describe, expect, it } from 'vitest';
import { deliveryDateRule, plusDays } from './declaration.schemas';
import { errors, ID, line, schema, TODAY, UIT, valid } from './declaration.test-helpers';

describe('declaration schema', () => {
  it('accepts a national sale and gives the stored shape', () => {
    const result = schema.parse(valid({ startAddressBorderCrossingPoint: 5, currencyRate: '4.97' }));
    expect(result.deliveryVehicleRegistrationNumber).toBe('CJ12ABC');
    expect(result.currencyRate).toBeNull();
    expect(result.startAddressBorderCrossingPoint).toBeNull();
    expect(result.postFailure).toBe(false);
    expect(result.references).toEqual([]);
    expect(result.products[0]).toMatchObject({
      measurementUnitCode: 'KGM',
      productEuCnClassificationCode: '25232900',
      netTotal: '25.00',
      netWeightTotal: '10.00',
      grossWeightTotal: '12.00',
    });
  });

  it('asks for the required fields', () => {
    expect(errors({})).toMatchObject({
      transportRole: ['required'],
      partnerId: ['required'],
      currencyCode: ['required'],
      deliveryDate: ['required'],
      deliveryPartnerId: ['required'],
      operationType: ['required'],
      startAddressType: ['required'],
      endAddressType: ['required'],
      deliveryVehicleRegistrationNumber: ['required'],
      products: ['required'],
      transportDocuments: ['required'],
    });
    expect(errors(valid({ products: [], transportDocuments: [] }))).toEqual({
      products: ['required'],
      transportDocuments: ['required'],
    });
  });

  it('needs a rate for another currency than RON, and keeps it', () => {
    expect(errors(valid({ currencyCode: 'EUR' }))).toEqual({ currencyRate: ['required'] });
    expect(schema.parse(valid({ currencyCode: 'eur', currencyRate: '4.9771' })).currencyRate).toBe('4.9771');
    expect(errors(valid({ currencyCode: 'EUR', currencyRate: '0' }))).toEqual({ currencyRate: ['gt:0'] });
    expect(errors(valid({ currencyCode: '' }))).toEqual({ currencyCode: ['required'] });
    expect(errors(valid({ currencyCode: 'EURO' }))).toEqual({ currencyCode: ['invalid'] });
  });

  it('limits the reference code and the operation type', () => {
    expect(errors(valid({ referenceCode: 'x'.repeat(51) }))).toEqual({ referenceCode: ['max:50'] });
    expect(errors(valid({ operationType: 31 }))).toEqual({ operationType: ['invalid'] });
    expect(schema.parse(valid({ operationType: '30' })).operationType).toBe(30);
  });

  describe('transport date', () => {
    it('is today up to 3 days ahead', () => {
      expect(errors(valid({ deliveryDate: '2025-06-13' }))).toEqual({});
      expect(errors(valid({ deliveryDate: '2025-06-14' }))).toEqual({
        deliveryDate: ['before_or_equal:2025-06-13'],
      });
      expect(errors(valid({ deliveryDate: '2025-06-09' }))).toEqual({
        deliveryDate: ['after_or_equal:2025-06-10'],
      });
      expect(errors(valid({ deliveryDate: '2025-02-30' }))).toEqual({ deliveryDate: ['date'] });
    });

    it('may be past after a system outage, never more than 3 days ahead', () => {
      expect(errors(valid({ deliveryDate: '2025-06-01', postFailure: true }))).toEqual({});
      expect(deliveryDateRule('2025-06-20', TODAY, true)).toBe('before_or_equal:2025-06-13');
    });

    it('counts days across months and years', () => {
      expect(plusDays('2025-12-30', 3)).toBe('2026-01-02');
      expect(plusDays('2024-02-27', 3)).toBe('2024-03-01');
    });
  });

  describe('vehicle numbers', () => {
    it.each([
      ['C', 'min:2'],
      ['A'.repeat(21), 'max:20'],
      ['CJ-12-ABC', 'onlyAlphaNumeric'],
      ['CJ 12 ABC', 'onlyAlphaNumeric'],
      ['BȘ12ABC', 'onlyAlphaNumeric'],
    ])('%s breaks %s', (number, rule) => {
      expect(errors(valid({ deliveryVehicleRegistrationNumber: number }))).toEqual({
        deliveryVehicleRegistrationNumber: [rule],
      });
      expect(errors(valid({ deliveryVehicleTrailerRegistrationNumber: number }))).toEqual({
        deliveryVehicleTrailerRegistrationNumber: [rule],
      });
    });

    it('must differ from the trailers, ignoring case', () => {
      expect(
        errors(
          valid({
            deliveryVehicleTrailerRegistrationNumber: 'CJ12ABC',
            deliveryVehicleSecondTrailerRegistrationNumber: 'cj12abc',
          }),
        ),
      ).toEqual({
        deliveryVehicleTrailerRegistrationNumber: ['unique'],
        deliveryVehicleSecondTrailerRegistrationNumber: ['unique'],
      });
      const parsed = schema.parse(
        valid({
          deliveryVehicleTrailerRegistrationNumber: 'cj01tra',
          deliveryVehicleSecondTrailerRegistrationNumber: '',
        }),
      );
      expect(parsed.deliveryVehicleTrailerRegistrationNumber).toBe('CJ01TRA');
      expect(parsed.deliveryVehicleSecondTrailerRegistrationNumber).toBeNull();
    });
  });

  describe('route ends', () => {
    it('refuses the end types an operation does not allow, naming the Schematron rule', () => {
      expect(
        errors(valid({ startAddressType: 'border-crossing-point', startAddressBorderCrossingPoint: 5 })),
      ).toEqual({
        startAddressType: ['BR-212'],
      });
      expect(errors(valid({ endAddressType: 'customs-office', endAddressCustomsOffice: 12801 }))).toEqual({
        endAddressType: ['BR-046'],
      });
      expect(
        errors(
          valid({
            operationType: 40,
            transportRole: 'supplier',
            products: [line({ operationType: 9999 })],
            startAddressType: 'customs-office',
            startAddressCustomsOffice: 12801,
            endAddressType: 'customs-office',
            endAddressCustomsOffice: 12801,
          }),
        ),
      ).toEqual({ endAddressType: ['BR-217'] });
    });

    it('needs the point or office the type chooses, from the lists', () => {
      const importByRoad = valid({
        operationType: 40,
        transportRole: 'supplier',
        products: [line({ operationType: 9999 })],
        startAddressType: 'border-crossing-point',
        partnerDeliveryAddressId: null,
      });
      expect(errors(importByRoad)).toEqual({ startAddressBorderCrossingPoint: ['required'] });
      expect(errors({ ...importByRoad, startAddressBorderCrossingPoint: 39 })).toEqual({
        startAddressBorderCrossingPoint: ['invalid'],
      });
      const parsed = schema.parse({
        ...importByRoad,
        startAddressBorderCrossingPoint: '29',
        startAddressCustomsOffice: 12801,
      });
      expect(parsed).toMatchObject({
        startAddressBorderCrossingPoint: 29,
        startAddressCustomsOffice: null,
        partnerDeliveryAddressId: null,
        myCompanyDeliveryAddressId: ID(3),
      });
    });

    it('takes the own address where goods leave on an export, the partner address where they arrive', () => {
      const exportByRoad = valid({
        operationType: 50,
        products: [line({ operationType: 9999 })],
        myCompanyDeliveryAddressId: null,
        partnerDeliveryAddressId: null,
        endAddressType: 'customs-office',
        endAddressCustomsOffice: 402801,
      });
      expect(errors(exportByRoad)).toEqual({ myCompanyDeliveryAddressId: ['required'] });
      expect(errors({ ...exportByRoad, endAddressType: 'location' })).toEqual({
        myCompanyDeliveryAddressId: ['required'],
        partnerDeliveryAddressId: ['required'],
      });
    });

    it('on an import the own address is the end, the partner address the start', () => {
      const acquisition = valid({
        operationType: 10,
        transportRole: 'supplier',
        myCompanyDeliveryAddressId: null,
        partnerDeliveryAddressId: null,
        startAddressType: 'border-crossing-point',
        startAddressBorderCrossingPoint: 1,
      });
      expect(errors(acquisition)).toEqual({ myCompanyDeliveryAddressId: ['required'] });
      expect(errors({ ...acquisition, startAddressType: 'location' })).toEqual({
        myCompanyDeliveryAddressId: ['required'],
        partnerDeliveryAddressId: ['required'],
      });
    });

    it('on a national purchase the partner address is the start', () => {
      const parsed = schema.parse(valid({ transportRole: 'supplier' }));
      expect([parsed.partnerDeliveryAddressId, parsed.myCompanyDeliveryAddressId]).toEqual([ID(4), ID(3)]);
      expect(errors(valid({ transportRole: 'supplier', partnerDeliveryAddressId: null }))).toEqual({
        partnerDeliveryAddressId: ['required'],
      });
    });
  });

  describe('transport documents', () => {
    it('need type, number and date; notes when the type is other', () => {
      expect(errors(valid({ transportDocuments: [{}] }))).toEqual({
        'transportDocuments.0.type': ['required'],
        'transportDocuments.0.number': ['required'],
        'transportDocuments.0.date': ['required'],
      });
      expect(errors(valid({ transportDocuments: [{ type: 9999, number: 'X', date: TODAY }] }))).toEqual({
        'transportDocuments.0.notes': ['required'],
      });
      expect(
        errors(
          valid({ transportDocuments: [{ type: 9999, number: 'X', date: TODAY, notes: 'Packing list' }] }),
        ),
      ).toEqual({});
      expect(
        errors(valid({ transportDocuments: [{ type: 40, number: 'x'.repeat(51), date: TODAY }] })),
      ).toEqual({
        'transportDocuments.0.type': ['invalid'],
        'transportDocuments.0.number': ['max:50'],
      });
    });
  });

  describe('references to earlier declarations', () => {
    const acquisition = (references: unknown[]) =>
      valid({
        operationType: 10,
        transportRole: 'supplier',
        startAddressType: 'border-crossing-point',
        startAddressBorderCrossingPoint: 1,
        references,
      });

    it('are allowed on intra-EU operations, by a valid UIT', () => {
      expect(schema.parse(acquisition([{ uit: '3v0p-0l0p-0t3j-uw46' }])).references).toEqual([
        { uit: UIT, notes: null, referenceCode: null },
      ]);
      expect(errors(acquisition([{ uit: '3V0P0L0P0T3JUW47' }]))).toEqual({ 'references.0.uit': ['BR-019'] });
      expect(errors(acquisition([{ uit: '' }]))).toEqual({ 'references.0.uit': ['required'] });
    });

    it('are prohibited on national, import, export and transhipment operations (BR-025)', () => {
      expect(errors(valid({ references: [{ uit: UIT }] }))).toEqual({ references: ['BR-025'] });
    });
  });

  describe('notes beside an "other" document (BR-026)', () => {
    const other = { type: 9999, number: 'AV-1', date: TODAY, notes: 'Aviz de însoțire' };
    it('keep the other document’s note and refuse any further one, which ANAF’s validator cannot read', () => {
      expect(errors(valid({ transportDocuments: [other] }))).toEqual({});
      expect(
        errors(valid({ transportDocuments: [other, { type: 20, number: 'F-1', date: TODAY, notes: 'x' }] })),
      ).toEqual({ 'transportDocuments.1.notes': ['BR-026'] });
      expect(errors(valid({ transportDocuments: [other, { ...other, number: 'AV-2' }] }))).toEqual({
        'transportDocuments.1.notes': ['BR-026'],
      });
      // Without an "other" document, notes may stand on any document.
      expect(
        errors(valid({ transportDocuments: [{ type: 20, number: 'F-1', date: TODAY, notes: 'x' }] })),
      ).toEqual({});
    });
  });
});
