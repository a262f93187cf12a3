export const ROLES = ['admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Every permission string the product knows, area by area: `<area>.read` to see, `<area>.write` to
 * create and change, `<area>.delete` to delete or void (irreversible). An admin holds all of them.
 * Routes (`can(...)`), menu entries, route guards and the sub-user permission grid all take their
 * names from here, so a misspelt name does not compile.
 */
export const PERMISSIONS = [
  'my-companies.read',
  'my-companies.write',
  // Deleting a whole company (spec 01 §6); its addresses, contacts and bank accounts are part of
  // its profile and change with my-companies.write.
  'my-companies.delete',
  // The company's subscriptions (spec 02: plans are bought per company).
  'billing.read',
  'billing.write',
  'sub-users.read',
  'sub-users.write',
  'sub-users.delete',
  'partners.read',
  'partners.write',
  'partners.delete',
  'products.read',
  'products.write',
  'products.delete',
  // Banks, measurement units, VAT rates and document series of the company.
  'settings.read',
  'settings.write',
  'settings.delete',
  // Invoices and proformas issued to clients.
  'client-invoices.read',
  'client-invoices.write',
  'client-invoices.delete',
  // Payments and refunds from clients, and the company's receipts.
  'client-payments.read',
  'client-payments.write',
  'client-payments.delete',
  // Reports only show: statement of account, balances, journals.
  'client-reports.read',
  'supplier-invoices.read',
  'supplier-invoices.write',
  'supplier-invoices.delete',
  // Payments to suppliers and the receipts they hand over.
  'supplier-payments.read',
  'supplier-payments.write',
  'supplier-payments.delete',
  'supplier-reports.read',
  'warehouses.read',
  'warehouses.write',
  'warehouses.delete',
  'goods-receipts-notes.read',
  'goods-receipts-notes.write',
  'goods-receipts-notes.delete',
  'stock-consumption-receipts.read',
  'stock-consumption-receipts.write',
  'stock-consumption-receipts.delete',
  'stock-reception-receipts.read',
  'stock-reception-receipts.write',
  'stock-reception-receipts.delete',
  'client-goods-despatch-advices.read',
  'client-goods-despatch-advices.write',
  'client-goods-despatch-advices.delete',
  // Current stock, stock movements and the other inventory reports.
  'stock-reports.read',
  'anaf-spv.ro-e-factura.read',
  'anaf-spv.ro-e-factura.write',
  // Disconnecting the company from the SPV (its ANAF authorisation is dropped).
  'anaf-spv.ro-e-factura.delete',
  'anaf-spv.ro-e-transport.read',
  'anaf-spv.ro-e-transport.write',
  'anaf-spv.ro-e-transport.delete',
  // Archives of the company's documents (PDFs, seals, the accountant's export).
  'exports.read',
  'exports.write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export type PermissionAction = 'read' | 'write' | 'delete';
type AreaOf<P> = P extends `${infer A}.read`
  ? A
  : P extends `${infer A}.write`
    ? A
    : P extends `${infer A}.delete`
      ? A
      : never;
/** An area of the catalogue: a permission without its action ('partners', 'anaf-spv.ro-e-factura'). */
export type PermissionArea = AreaOf<Permission>;
/** An area whose rows are made, changed and deleted, unlike a read-only one (the reports). */
export type ManagedArea = {
  [A in PermissionArea]: `${A}.read` | `${A}.write` | `${A}.delete` extends Permission ? A : never;
}[PermissionArea];
export type AreaPermissions = { read: Permission; write: Permission; delete: Permission };

/** The three permissions of a managed area, for code that guards a whole area (CRUD routes, pages). */
export function areaPermissions(area: ManagedArea): AreaPermissions {
  return { read: `${area}.read`, write: `${area}.write`, delete: `${area}.delete` };
}

/**
 * Permissions of the account rather than of a company (managing its sub-users). Granted globally,
 * they do not open any company; a global grant of any other permission holds on every company.
 * Billing is not one of them: each company has its own subscriptions.
 */
export const ACCOUNT_PERMISSIONS: readonly Permission[] = [
  'sub-users.read',
  'sub-users.write',
  'sub-users.delete',
];

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
