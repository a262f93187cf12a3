import { PERMISSIONS } from '@app/domain/permissions/permissions';
import { describe, expect, it } from 'vitest';
import { loadLocaleResource } from '../../locales/resources';
import { permissionAreas, togglePermission } from './permission-areas';

/** The text at a dotted key of a resource, or undefined. */
const textAt = (resource: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resource);

describe('the permission grid', () => {
  it('has one row per area and places every permission of the catalogue once', () => {
    const areas = permissionAreas();
    const placed = areas.flatMap((area) => Object.values(area.actions));
    expect(placed.sort()).toEqual([...PERMISSIONS].sort());
    expect(areas.find((area) => area.area === 'anaf-spv.ro-e-transport')?.actions).toEqual({
      read: 'anaf-spv.ro-e-transport.read',
      write: 'anaf-spv.ro-e-transport.write',
      delete: 'anaf-spv.ro-e-transport.delete',
    });
  });

  it('brings read along with write, and takes write away with read', () => {
    const partners = permissionAreas().find((area) => area.area === 'partners');
    if (!partners) throw new Error('no partners area');
    const withWrite = togglePermission([], partners, 'write', true);
    expect(withWrite).toEqual(['partners.read', 'partners.write']);
    expect(togglePermission(withWrite, partners, 'read', false)).toEqual([]);
    expect(togglePermission(withWrite, partners, 'write', false)).toEqual(['partners.read']);
  });

  it('shows a read-only area with its read box alone, and ticking it gives read only', () => {
    const reports = permissionAreas().find((area) => area.area === 'client-reports');
    if (!reports) throw new Error('no client-reports area');
    expect(reports.actions).toEqual({ read: 'client-reports.read' });
    expect(togglePermission([], reports, 'read', true)).toEqual(['client-reports.read']);
    // A box the area does not have changes nothing.
    expect(togglePermission(['client-reports.read'], reports, 'delete', true)).toEqual([
      'client-reports.read',
    ]);
  });

  it('brings read along with delete too', () => {
    const payments = permissionAreas().find((area) => area.area === 'client-payments');
    if (!payments) throw new Error('no client-payments area');
    expect(togglePermission([], payments, 'delete', true)).toEqual([
      'client-payments.read',
      'client-payments.delete',
    ]);
  });

  it('names every area in Romanian and in English', async () => {
    for (const locale of ['ro-RO', 'en-GB'] as const) {
      const resource = await loadLocaleResource(locale);
      const unnamed = permissionAreas()
        .map((area) => area.area)
        .filter((area) => typeof textAt(resource, `sub-users.areas.${area}`) !== 'string');
      expect(unnamed).toEqual([]);
    }
  });
});
