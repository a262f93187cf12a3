import { describe, expect, it } from 'vitest';
import { isActivePath, NAVIGATION, visibleNavigation } from './navigation';

const entryIds = (groups: ReturnType<typeof visibleNavigation>) =>
  groups.flatMap((group) => [group.id, ...group.entries.map((entry) => entry.id)]);

describe('sidebar navigation', () => {
  it('has every group of the spec, in order', () => {
    expect(NAVIGATION.map((group) => group.id)).toEqual([
      'dashboard',
      'my-companies',
      'partners',
      'products',
      'clients',
      'suppliers',
      'inventory',
      'spv',
      'lists',
      'my-account',
      'help',
    ]);
  });

  it('shows sub-users and permissions only to a holder of sub-users.read', () => {
    expect(entryIds(visibleNavigation(NAVIGATION, () => false))).not.toContain('sub-users');
    expect(entryIds(visibleNavigation(NAVIGATION, (p) => p === 'sub-users.read'))).toContain('sub-users');
  });

  it('offers a member only the areas they may read: reports and payments apart from invoices', () => {
    const held = new Set(['client-invoices.read', 'partners.read', 'stock-reports.read']);
    const ids = entryIds(visibleNavigation(NAVIGATION, (p) => held.has(p)));
    expect(ids).toEqual(
      expect.arrayContaining(['partners', 'clients-invoices', 'clients-proformas', 'stocks-reports']),
    );
    for (const hidden of [
      'clients-payments',
      'clients-receipts',
      'clients-reports',
      'suppliers',
      'warehouses',
    ])
      expect(ids).not.toContain(hidden);
    // Their own pages and the help stay whatever they hold.
    expect(ids).toEqual(expect.arrayContaining(['dashboard', 'my-companies', 'account-settings', 'faq']));
  });

  it('names a permission for every entry of a company area', () => {
    const personal = new Set([
      'dashboard',
      'my-companies',
      'account-settings',
      'faq',
      'chat',
      'report-problem',
    ]);
    const unguarded = NAVIGATION.flatMap((group) => [
      ...(group.to && !group.permission ? [group.id] : []),
      ...group.entries.filter((entry) => !entry.permission).map((entry) => entry.id),
    ]).filter((id) => !personal.has(id));
    expect(unguarded).toEqual([]);
  });

  it('drops a group whose entries are all hidden', () => {
    const groups = visibleNavigation(
      [{ id: 'g', entries: [{ id: 'x', to: '/x', permission: 'partners.read' }] }],
      () => false,
    );
    expect(groups).toEqual([]);
  });

  it('marks an entry active on its page and the pages below it', () => {
    expect(isActivePath('/clients/invoices', '/clients/invoices/view/3')).toBe(true);
    expect(isActivePath('/products', '/products-categories')).toBe(false);
    expect(isActivePath('/', '/partners')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});
