import { describe, expect, it } from 'vitest';
import { requiredPermissionsOf, requirePermission } from '../../shared/permissions/route-handle';
import { COMING_SOON_AREAS, PLACEHOLDER_PATHS } from './module-paths';

const allPaths = [...COMING_SOON_AREAS.flatMap((area) => area.paths), ...PLACEHOLDER_PATHS];

describe('route catalogue of the areas not built yet', () => {
  it('lists absolute paths, each once', () => {
    expect(allPaths.every((path) => path.startsWith('/'))).toBe(true);
    expect(new Set(allPaths).size).toBe(allPaths.length);
  });

  it('covers a sample of the spec catalogue', () => {
    for (const path of [
      '/help/faq',
      '/clients/contracts',
      '/suppliers/despatches',
      '/administration/cpv-codes',
    ]) {
      expect(allPaths, path).toContain(path);
    }
  });
});

describe('route permission handles', () => {
  it('adds the permission without overriding a route that set its own', () => {
    const routes = requirePermission(
      [{ path: '/a' }, { path: '/b', handle: { permission: 'partners.write', permissionRedirect: '/x' } }],
      'partners.read',
    );
    expect(routes.map((route) => route.handle)).toEqual([
      { permission: 'partners.read' },
      { permission: 'partners.write', permissionRedirect: '/x' },
    ]);
    expect(
      requiredPermissionsOf([{ handle: undefined }, ...routes.map((route) => ({ handle: route.handle }))]),
    ).toHaveLength(2);
  });
});
