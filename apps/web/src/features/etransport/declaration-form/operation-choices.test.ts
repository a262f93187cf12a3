import { PRODUCT_OPERATION_CODES, ROUTE_END_TYPES } from '@app/domain/etransport/etransport-codes';
import { describe, expect, it } from 'vitest';
import { emptyLine } from './declaration-form-values';
import {
  linesForOperation,
  locationFieldOf,
  purposeChoices,
  purposeFor,
  routeEndTypeChoices,
  routeTypesFor,
} from './operation-choices';

describe('route end type choices', () => {
  it('offers every type until an operation is chosen', () => {
    expect(routeEndTypeChoices('', 'start')).toEqual(ROUTE_END_TYPES);
  });

  it('offers only a location at the start of exports and national transports (BR-212, BR-046)', () => {
    for (const operation of ['20', '22', '24', '30', '70'])
      expect(routeEndTypeChoices(operation, 'start')).toEqual(['location']);
    expect(routeEndTypeChoices('30', 'end')).toEqual(['location']);
  });

  it('offers a customs office only where the goods enter or leave the EU (BR-216, BR-217)', () => {
    expect(routeEndTypeChoices('40', 'start')).toEqual([
      'location',
      'border-crossing-point',
      'customs-office',
    ]);
    expect(routeEndTypeChoices('40', 'end')).toEqual(['location']);
    expect(routeEndTypeChoices('50', 'start')).toEqual(['location']);
    expect(routeEndTypeChoices('50', 'end')).toEqual(['location', 'border-crossing-point', 'customs-office']);
  });

  it('offers a location or a border crossing point for the other EU operations', () => {
    expect(routeEndTypeChoices('10', 'start')).toEqual(['location', 'border-crossing-point']);
    expect(routeEndTypeChoices('10', 'end')).toEqual(['location', 'border-crossing-point']);
    expect(routeEndTypeChoices('12', 'end')).toEqual(['location']);
  });

  it('fits the chosen types to a new operation: locks a single one, clears a refused one', () => {
    expect(routeTypesFor('30', { startAddressType: 'border-crossing-point', endAddressType: '' })).toEqual({
      startAddressType: 'location',
      endAddressType: 'location',
    });
    expect(
      routeTypesFor('10', { startAddressType: 'customs-office', endAddressType: 'border-crossing-point' }),
    ).toEqual({ startAddressType: '', endAddressType: 'border-crossing-point' });
  });
});

describe('location address of an end', () => {
  it('is the company own address where goods leave for a client or arrive from a supplier', () => {
    expect(locationFieldOf('30', 'client', 'start')).toBe('myCompanyDeliveryAddressId');
    expect(locationFieldOf('30', 'client', 'end')).toBe('partnerDeliveryAddressId');
    expect(locationFieldOf('30', 'supplier', 'start')).toBe('partnerDeliveryAddressId');
    expect(locationFieldOf('30', 'supplier', 'end')).toBe('myCompanyDeliveryAddressId');
  });

  it('follows the direction of the goods across the border whatever the role', () => {
    expect(locationFieldOf('10', 'client', 'end')).toBe('myCompanyDeliveryAddressId');
    expect(locationFieldOf('20', 'supplier', 'start')).toBe('myCompanyDeliveryAddressId');
    expect(locationFieldOf('40', 'supplier', 'start')).toBe('partnerDeliveryAddressId');
  });
});

describe('purposes of the lines', () => {
  it('offers the purposes each operation allows', () => {
    expect(purposeChoices('')).toEqual(PRODUCT_OPERATION_CODES);
    expect(purposeChoices('10')).toHaveLength(13);
    expect(purposeChoices('20')).toEqual([101, 301, 703, 801, 802, 9901]);
    expect(purposeChoices('30')).toEqual([101, 704, 705, 9901]);
    for (const operation of ['12', '14', '22', '24', '40', '50', '60', '70'])
      expect(purposeChoices(operation)).toEqual([9999]);
  });

  it('keeps an allowed purpose, takes the only one, clears a refused one', () => {
    expect(purposeFor('30', '101')).toBe('101');
    expect(purposeFor('40', '101')).toBe('9999');
    expect(purposeFor('30', '201')).toBe('');
    expect(purposeFor('10', '')).toBe('');
  });

  it('changes the lines only when a purpose changes', () => {
    const lines = [emptyLine('101'), emptyLine('704')];
    expect(linesForOperation('30', lines)).toBe(lines);
    expect(linesForOperation('20', lines).map((line) => line.operationType)).toEqual(['101', '']);
  });
});
