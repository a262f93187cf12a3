import { describe, expect, it } from 'vitest';
import { COMING_SOON_AREAS } from '../../app/routes/module-paths';
import { stockReportsRoutes } from './stock-reports.routes';

describe('stock reports routes', () => {
  it('answer the catalogue’s five report addresses under /inventory/stocks-reports, behind stock-reports.read', () => {
    const [route] = stockReportsRoutes;
    expect(route?.path).toBe('/inventory/stocks-reports');
    expect(route?.handle).toEqual({ permission: 'stock-reports.read' });
    expect(route?.children?.map((child) => (child.index ? '(index)' : child.path))).toEqual([
      '(index)',
      'current-stock',
      'date-current-stock',
      'stock-balance',
      'stocks-transactions',
      'stock-records',
    ]);
  });

  it('are the only routes of those addresses (no coming-soon page left behind)', () => {
    const comingSoon = COMING_SOON_AREAS.flatMap((area) => area.paths);
    expect(comingSoon.filter((path) => path.startsWith('/inventory/stocks-reports'))).toEqual([]);
  });
});
