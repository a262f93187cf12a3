import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PERMISSIONS,
  areaPermissions,
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

  it('has read, write and delete for every area the product manages, and only read for reports', () => {
    const managed = [
      'my-companies',
      'sub-users',
      'partners',
      'products',
      'settings',
      'client-invoices',
      'client-payments',
      'supplier-invoices',
      'supplier-payments',
      'warehouses',
      'goods-receipts-notes',
      'stock-consumption-receipts',
      'stock-reception-receipts',
      'client-goods-despatch-advices',
      'anaf-spv.ro-e-factura',
      'anaf-spv.ro-e-transport',
    ];
    for (const area of managed)
      for (const action of ['read', 'write', 'delete']) expect(PERMISSIONS).toContain(`${area}.${action}`);
    for (const area of ['client-reports', 'supplier-reports', 'stock-reports']) {
      expect(PERMISSIONS).toContain(`${area}.read`);
      expect(PERMISSIONS).not.toContain(`${area}.write`);
      expect(PERMISSIONS).not.toContain(`${area}.delete`);
    }
    expect(PERMISSIONS).toEqual(
      expect.arrayContaining(['billing.read', 'billing.write', 'exports.read', 'exports.write']),
    );
  });

  it('never has write or delete without read in an area', () => {
    for (const permission of PERMISSIONS) {
      const area = permission.slice(0, permission.lastIndexOf('.'));
      expect(PERMISSIONS).toContain(`${area}.read`);
    }
  });

  it('has the roles admin and member', () => {
    expect([...ROLES].sort()).toEqual(['admin', 'member']);
  });
});

describe('areaPermissions', () => {
  it('names the three permissions of an area, dotted areas included', () => {
    expect(areaPermissions('partners')).toEqual({
      read: 'partners.read',
      write: 'partners.write',
      delete: 'partners.delete',
    });
    expect(areaPermissions('anaf-spv.ro-e-factura').delete).toBe('anaf-spv.ro-e-factura.delete');
    for (const permission of Object.values(areaPermissions('client-payments')))
      expect(PERMISSIONS).toContain(permission);
  });

  it('takes no read-only area (checked by the compiler)', () => {
    // @ts-expect-error reports are read-only: there is nothing to write or delete
    expect(areaPermissions('client-reports').write).toBe('client-reports.write');
    // @ts-expect-error billing has no delete
    expect(areaPermissions('billing').read).toBe('billing.read');
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

  it('counts managing sub-users, deleting them included, as the account, and billing as a company', () => {
    expect([...ACCOUNT_PERMISSIONS].sort()).toEqual([
      'sub-users.delete',
      'sub-users.read',
      'sub-users.write',
    ]);
    expect(grantsAllCompanies(['sub-users.delete'])).toBe(false);
    expect(grantsAllCompanies(['billing.read'])).toBe(true);
  });
});
