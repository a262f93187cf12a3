import { describe, expect, it } from 'vitest';
import { daysFromToday, etransportListItemSchema, rowDate } from './etransport-list.schemas';

const item = {
  id: 'a',
  type: 'declaration',
  status: 'published',
  etransportStatus: 'accepted',
  uit: '3V0P0L0P0T3JUW46',
  parentDeclarationId: null,
  combinedDate: null,
  deliveryDate: '2025-06-12',
  postEtransportFailure: false,
} as const;

describe('register rows', () => {
  it('parse with the statuses of spec 03 §4', () => {
    expect(etransportListItemSchema.parse(item)).toEqual(item);
    expect(etransportListItemSchema.safeParse({ ...item, status: 'sent' }).success).toBe(false);
  });

  it('date a declaration by its delivery date, a follow-up by its combined date', () => {
    expect(rowDate(item)).toBe('2025-06-12');
    const modification = {
      type: 'vehicle-modification',
      combinedDate: '2025-06-08T14:30:00',
      deliveryDate: null,
    } as const;
    expect(rowDate(modification)).toBe('2025-06-08');
    expect(daysFromToday(item, '2025-06-10')).toBe(2);
    expect(daysFromToday(modification, '2025-06-10')).toBe(-2);
    expect(daysFromToday({ ...item, deliveryDate: '2025-03-31' }, '2025-03-29')).toBe(2);
    expect(daysFromToday({ ...item, deliveryDate: null }, '2025-06-10')).toBeNull();
  });
});
