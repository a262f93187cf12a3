import type { RouteObject } from 'react-router';

const comingSoon = () => import('./ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage }));
const placeholder = () => import('./PlaceholderPage').then((m) => ({ Component: m.PlaceholderPage }));

/** Routes of a module that is not built yet: each path exists and says the module is coming. */
export function comingSoonRoutes(paths: readonly string[]): RouteObject[] {
  return paths.map((path) => ({ path, lazy: comingSoon }));
}

/** Routes the product keeps as placeholder screens on purpose (contracts, offers, older paths...). */
export function placeholderRoutes(paths: readonly string[]): RouteObject[] {
  return paths.map((path) => ({ path, lazy: placeholder }));
}
