// The sidebar of spec 01 §2 (Layout) as data: groups, entries, and the permission an entry needs.

export interface NavEntry {
  /** i18n key under shell.nav. */
  id: string;
  /** In-app address. */
  to?: string;
  /** External address (help centre), opened in a new tab. */
  href?: string;
  /** Opens the live chat instead of navigating. */
  action?: 'chat';
  permission?: string;
}

export interface NavGroup {
  id: string;
  /** A group with one address and no entries (dashboard, my companies, partners). */
  to?: string;
  entries: NavEntry[];
}

/** The help centre's FAQ: external when configured, else the in-app coming-soon page. */
const FAQ_URL: string | undefined = import.meta.env.VITE_HELP_FAQ_URL;

export const NAVIGATION: NavGroup[] = [
  { id: 'dashboard', to: '/', entries: [] },
  { id: 'my-companies', to: '/my-companies', entries: [] },
  { id: 'partners', to: '/partners', entries: [] },
  {
    id: 'products',
    entries: [
      { id: 'products-categories', to: '/products-categories' },
      { id: 'products-manage', to: '/products' },
    ],
  },
  {
    id: 'clients',
    entries: [
      { id: 'clients-invoices', to: '/clients/invoices' },
      { id: 'clients-proformas', to: '/clients/proformas' },
      { id: 'clients-payments', to: '/clients/payments' },
      { id: 'clients-receipts', to: '/clients/receipts' },
      { id: 'clients-reports', to: '/clients/reports' },
    ],
  },
  {
    id: 'suppliers',
    entries: [
      { id: 'suppliers-invoices', to: '/suppliers/invoices' },
      { id: 'suppliers-payments', to: '/suppliers/payments' },
      { id: 'suppliers-receipts', to: '/suppliers/receipts' },
      { id: 'suppliers-reports', to: '/suppliers/reports' },
    ],
  },
  {
    id: 'inventory',
    entries: [
      { id: 'warehouses', to: '/inventory/warehouses' },
      { id: 'goods-receipt-notes', to: '/inventory/goods-receipt-notes' },
      { id: 'stock-reception-receipts', to: '/inventory/stock-reception-receipts' },
      { id: 'client-goods-despatch-advices', to: '/inventory/client-goods-despatch-advices' },
      { id: 'stock-consumption-receipts', to: '/inventory/stock-consumption-receipts' },
      { id: 'stocks-reports', to: '/inventory/stocks-reports' },
    ],
  },
  {
    id: 'spv',
    entries: [
      { id: 'efactura', to: '/spv/efactura' },
      { id: 'etransport', to: '/spv/etransport' },
    ],
  },
  {
    id: 'lists',
    entries: [
      { id: 'banks', to: '/settings/banks' },
      { id: 'measurement-units', to: '/settings/measurement-units' },
      { id: 'documents-series', to: '/settings/documents-series' },
      { id: 'vat-rates', to: '/settings/vat-rates' },
    ],
  },
  {
    id: 'my-account',
    entries: [
      { id: 'account-settings', to: '/my-account' },
      { id: 'exports', to: '/my-account/exports' },
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
  can: (permission: string) => boolean,
): NavGroup[] {
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => !entry.permission || can(entry.permission)),
    }))
    .filter((group) => group.to || group.entries.length > 0);
}

/** Whether an entry's address is the current page or a page below it ('/' only matches itself). */
export function isActivePath(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
