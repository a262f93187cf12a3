import { warehouseInputSchema } from '@app/domain/stock/warehouse.schemas';
import { describe, expect, it } from 'vitest';
import { emptyWarehouse, warehouseToValues } from './warehouse-form';

describe('warehouse form values', () => {
  it('starts a new warehouse on FIFO with an empty Romanian address, which the schema refuses until typed', () => {
    const values = emptyWarehouse();
    expect(values).toMatchObject({ name: '', unloadType: 'fifo', address: { countryCode: 'RO', city: '' } });
    const parsed = warehouseInputSchema.safeParse(values);
    expect(parsed.success).toBe(false);
  });

  it('fills the form from a saved warehouse and gives the same warehouse back when saved unchanged', () => {
    const saved = {
      id: 'w1',
      name: 'Magazin Pipera',
      unloadType: 'lifo' as const,
      address: {
        countryCode: 'RO',
        countyCode: 'RO-B',
        city: 'București',
        district: 1,
        zipCode: null,
        street: 'Bd. Pipera 1',
        additionalStreet: null,
        additionalAddress: null,
      },
      createdAt: '2026-03-01T10:00:00.000Z',
    };
    const values = warehouseToValues(saved);
    // Bucharest's county is implied by the city: the form shows the sector instead.
    expect(values.address).toMatchObject({ countyCode: null, district: 1, zipCode: '' });
    expect(warehouseInputSchema.parse(values)).toEqual({
      name: saved.name,
      unloadType: saved.unloadType,
      address: saved.address,
    });
  });
});
