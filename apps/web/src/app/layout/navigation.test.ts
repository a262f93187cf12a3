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

  it('drops a group whose entries are all hidden', () => {
    const groups = visibleNavigation(
      [{ id: 'g', entries: [{ id: 'x', to: '/x', permission: 'p' }] }],
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
