import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PERMISSIONS,
  effectivePermissions,
  grantsAllCompanies,
  PERMISSIONS,
  type Permissions,
  ROLES,
} from './permissions';
import { permissionsSchema } from './permissions.schemas';

const permissions: Permissions = {
  global: { roles: ['member'], permissions: ['partners.read'] },
  byCompany: [
    { myCompanyId: 'c1', permissions: ['client-invoices.read', 'client-invoices.write', 'partners.read'] },
    { myCompanyId: 'c2', permissions: ['warehouses.read'] },
  ],
};

describe('effectivePermissions', () => {
  it('adds the company grants to the global ones, without duplicates', () => {
    expect([...effectivePermissions(permissions, 'c1')].sort()).toEqual([
      'client-invoices.read',
      'client-invoices.write',
      'partners.read',
    ]);
  });

  it('does not leak one company grants into another', () => {
    expect([...effectivePermissions(permissions, 'c2')].sort()).toEqual(['partners.read', 'warehouses.read']);
  });

  it('gives only the global ones for an unknown company or none selected', () => {
    expect([...effectivePermissions(permissions, 'c9')]).toEqual(['partners.read']);
    expect([...effectivePermissions(permissions, null)]).toEqual(['partners.read']);
  });

  it('does not change the input', () => {
    const copy = structuredClone(permissions);
    effectivePermissions(permissions, 'c1').add('sub-users.write');
    expect(permissions).toEqual(copy);
  });
});

describe('permission catalogue', () => {
  it('has no duplicates and every name is resource.action', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const permission of PERMISSIONS)
      expect(permission).toMatch(/^[a-z-]+(\.[a-z-]+)*\.(read|write|delete)$/);
  });

  it('includes the ones the spec names', () => {
    expect(PERMISSIONS).toEqual(
      expect.arrayContaining([
        'sub-users.read',
        'sub-users.write',
        'my-companies.write',
        'my-companies.delete',
        'anaf-spv.ro-e-transport.delete',
      ]),
    );
  });

  it('has the roles admin and member', () => {
    expect([...ROLES].sort()).toEqual(['admin', 'member']);
  });
});

describe('permissionsSchema', () => {
  it('parses the permissions answer', () => {
    expect(permissionsSchema.parse(permissions)).toEqual(permissions);
  });

  it('refuses an unknown role and a missing byCompany', () => {
    expect(
      permissionsSchema.safeParse({ ...permissions, global: { roles: ['root'], permissions: [] } }).success,
    ).toBe(false);
    expect(permissionsSchema.safeParse({ global: permissions.global }).success).toBe(false);
  });
});

describe('grantsAllCompanies', () => {
  it('is a global grant of a company permission, not of account permissions alone', () => {
    expect(grantsAllCompanies([])).toBe(false);
    expect(grantsAllCompanies(['sub-users.read', 'sub-users.write'])).toBe(false);
    expect(grantsAllCompanies(['sub-users.read', 'partners.read'])).toBe(true);
    expect(grantsAllCompanies(['my-companies.read'])).toBe(true);
  });

  it('names account permissions the product knows', () => {
    for (const permission of ACCOUNT_PERMISSIONS) expect(PERMISSIONS).toContain(permission);
  });
});
