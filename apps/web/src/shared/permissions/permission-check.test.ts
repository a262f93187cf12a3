import type { Permissions } from '@app/domain/permissions/permissions';
import { describe, expect, it } from 'vitest';
import { canOn, isAdminOf } from './permission-check';

const member: Permissions = {
  global: { roles: ['member'], permissions: ['partners.read'] },
  byCompany: [{ myCompanyId: 'c1', permissions: ['sub-users.read'] }],
};
const admin: Permissions = { global: { roles: ['admin'], permissions: [] }, byCompany: [] };

describe('canOn', () => {
  it('grants global permissions on every company', () => {
    expect(canOn(member, 'c1', 'partners.read')).toBe(true);
    expect(canOn(member, 'c2', 'partners.read')).toBe(true);
    expect(canOn(member, null, 'partners.read')).toBe(true);
  });

  it('grants company permissions only on that company', () => {
    expect(canOn(member, 'c1', 'sub-users.read')).toBe(true);
    expect(canOn(member, 'c2', 'sub-users.read')).toBe(false);
  });

  it('lets an admin do anything and nobody do anything before permissions load', () => {
    expect(canOn(admin, 'c9', 'sub-users.write')).toBe(true);
    expect(isAdminOf(admin)).toBe(true);
    expect(isAdminOf(member)).toBe(false);
    expect(canOn(null, 'c1', 'partners.read')).toBe(false);
  });
});
