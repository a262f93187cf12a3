export const ROLES = ['admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

/** Every permission string the product knows; an admin holds all of them. */
export const PERMISSIONS = [
  'my-companies.read',
  'my-companies.write',
  'my-companies.delete',
  'sub-users.read',
  'sub-users.write',
  'partners.read',
  'partners.write',
  'products.read',
  'products.write',
  // Banks, measurement units, VAT rates and document series of the company.
  'settings.read',
  'settings.write',
  'client-invoices.read',
  'client-invoices.write',
  'supplier-invoices.read',
  'supplier-invoices.write',
  'warehouses.read',
  'warehouses.write',
  'goods-receipts-notes.read',
  'goods-receipts-notes.write',
  'stock-consumption-receipts.read',
  'stock-consumption-receipts.write',
  'stock-reception-receipts.read',
  'stock-reception-receipts.write',
  'client-goods-despatch-advices.read',
  'client-goods-despatch-advices.write',
  'anaf-spv.ro-e-factura.read',
  'anaf-spv.ro-e-factura.write',
  'anaf-spv.ro-e-transport.read',
  'anaf-spv.ro-e-transport.write',
  'anaf-spv.ro-e-transport.delete',
  // Archives of the company's documents (PDFs, seals, the accountant's export).
  'exports.read',
  'exports.write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Permissions of the account rather than of a company (managing its sub-users). Granted globally,
 * they do not open any company; a global grant of any other permission holds on every company.
 */
export const ACCOUNT_PERMISSIONS: readonly Permission[] = ['sub-users.read', 'sub-users.write'];

/**
 * Whether a member's global grants make them a member of all companies, present and future: "all
 * companies" is a global grant of a company permission; otherwise a member sees only the
 * companies they hold a grant on (spec 02: a sub-user has a list of allowed companies, or all).
 */
export function grantsAllCompanies(globalPermissions: readonly string[]): boolean {
  return globalPermissions.some(
    (permission) => !(ACCOUNT_PERMISSIONS as readonly string[]).includes(permission),
  );
}

export type Permissions = {
  global: { roles: Role[]; permissions: string[] };
  byCompany: Array<{ myCompanyId: string; permissions: string[] }>;
};

/** Effective permissions on a company: the global ones plus those granted on that company. */
export function effectivePermissions(permissions: Permissions, companyId: string | null): Set<string> {
  const effective = new Set(permissions.global.permissions);
  const company = permissions.byCompany.find((entry) => entry.myCompanyId === companyId);
  for (const permission of company?.permissions ?? []) effective.add(permission);
  return effective;
}
