// The sidebar of spec 01 §2 (Layout) as data: groups, entries, and the permission an entry needs.
// Every entry of a company's area names the read permission its pages' route guard asks for (from
// the catalogue in packages/domain), so no one is offered a page that would send them back.

import type { Permission } from '@app/domain/permissions/permissions';

export interface NavEntry {
  /** i18n key under shell.nav. */
  id: string;
  /** In-app address. */
  to?: string;
  /** External address (help centre), opened in a new tab. */
  href?: string;
  /** Opens the live chat instead of navigating. */
  action?: 'chat';
  /** Needed on the selected company; none for the user's own pages (account, help). */
  permission?: Permission;
}

export interface NavGroup {
  id: string;
  /** A group with one address and no entries (dashboard, my companies, partners). */
  to?: string;
  /** What a group with an address needs, as an entry would. */
  permission?: Permission;
  entries: NavEntry[];
}

/** The help centre's FAQ: external when configured, else the in-app coming-soon page. */
const FAQ_URL: string | undefined = import.meta.env.VITE_HELP_FAQ_URL;

export const NAVIGATION: NavGroup[] = [
  { id: 'dashboard', to: '/', entries: [] },
  { id: 'my-companies', to: '/my-companies', entries: [] },
  { id: 'partners', to: '/partners', permission: 'partners.read', entries: [] },
  {
    id: 'products',
    entries: [
      { id: 'products-categories', to: '/products-categories', permission: 'products.read' },
      { id: 'products-manage', to: '/products', permission: 'products.read' },
    ],
  },
  {
    id: 'clients',
    entries: [
      { id: 'clients-invoices', to: '/clients/invoices', permission: 'client-invoices.read' },
      { id: 'clients-proformas', to: '/clients/proformas', permission: 'client-invoices.read' },
      { id: 'clients-payments', to: '/clients/payments', permission: 'client-payments.read' },
      { id: 'clients-receipts', to: '/clients/receipts', permission: 'client-payments.read' },
      { id: 'clients-reports', to: '/clients/reports', permission: 'client-reports.read' },
    ],
  },
  {
    id: 'suppliers',
    entries: [
      { id: 'suppliers-invoices', to: '/suppliers/invoices', permission: 'supplier-invoices.read' },
      { id: 'suppliers-payments', to: '/suppliers/payments', permission: 'supplier-payments.read' },
      { id: 'suppliers-receipts', to: '/suppliers/receipts', permission: 'supplier-payments.read' },
      { id: 'suppliers-reports', to: '/suppliers/reports', permission: 'supplier-reports.read' },
    ],
  },
  {
    id: 'inventory',
    entries: [
      { id: 'warehouses', to: '/inventory/warehouses', permission: 'warehouses.read' },
      {
        id: 'goods-receipt-notes',
        to: '/inventory/goods-receipt-notes',
        permission: 'goods-receipts-notes.read',
      },
      {
        id: 'stock-reception-receipts',
        to: '/inventory/stock-reception-receipts',
        permission: 'stock-reception-receipts.read',
      },
      {
        id: 'client-goods-despatch-advices',
        to: '/inventory/client-goods-despatch-advices',
        permission: 'client-goods-despatch-advices.read',
      },
      {
        id: 'stock-consumption-receipts',
        to: '/inventory/stock-consumption-receipts',
        permission: 'stock-consumption-receipts.read',
      },
      { id: 'stocks-reports', to: '/inventory/stocks-reports', permission: 'stock-reports.read' },
    ],
  },
  {
    id: 'spv',
    entries: [
      { id: 'efactura', to: '/spv/efactura', permission: 'anaf-spv.ro-e-factura.read' },
      { id: 'etransport', to: '/spv/etransport', permission: 'anaf-spv.ro-e-transport.read' },
    ],
  },
  {
    id: 'lists',
    entries: [
      { id: 'banks', to: '/settings/banks', permission: 'settings.read' },
      { id: 'measurement-units', to: '/settings/measurement-units', permission: 'settings.read' },
      { id: 'documents-series', to: '/settings/documents-series', permission: 'settings.read' },
      { id: 'vat-rates', to: '/settings/vat-rates', permission: 'settings.read' },
    ],
  },
  {
    id: 'my-account',
    entries: [
      { id: 'account-settings', to: '/my-account' },
      // The archives are the selected company's (its documents).
      { id: 'exports', to: '/my-account/exports', permission: 'exports.read' },
      { id: 'sub-users', to: '/management/users', permission: 'sub-users.read' },
    ],
  },
  {
    id: 'help',
    entries: [
      FAQ_URL ? { id: 'faq', href: FAQ_URL } : { id: 'faq', to: '/help/faq' },
      { id: 'chat', action: 'chat' },
      { id: 'report-problem', to: '/help/report-problem' },
    ],
  },
];

/** The navigation without the entries the user may not open (and without groups left empty). */
export function visibleNavigation(
  groups: readonly NavGroup[],
  can: (permission: Permission) => boolean,
): NavGroup[] {
  const allowed = (item: { permission?: Permission }) => !item.permission || can(item.permission);
  return groups
    .filter(allowed)
    .map((group) => ({ ...group, entries: group.entries.filter(allowed) }))
    .filter((group) => group.to || group.entries.length > 0);
}

/** Whether an entry's address is the current page or a page below it ('/' only matches itself). */
export function isActivePath(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
