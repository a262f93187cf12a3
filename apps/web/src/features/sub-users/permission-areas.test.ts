import { PERMISSIONS } from '@app/domain/permissions/permissions';
import { describe, expect, it } from 'vitest';
import { permissionAreas, togglePermission } from './permission-areas';

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
});
