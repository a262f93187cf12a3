import { describe, expect, it } from 'vitest';
import { COMING_SOON_AREAS } from '../../app/routes/module-paths';
import { clientInvoicesRoutes } from '../client-invoices/client-invoices.routes';
import { supplierInvoicesRoutes } from '../supplier-invoices/supplier-invoices.routes';
import { efacturaRoutes } from './efactura.routes';

const pathsOf = (routes: { path?: string }[]) => routes.map((route) => route.path);

describe('e-Factura routes', () => {
  it('answer the registry and both messages pages, each behind its area read permission', () => {
    expect(
      efacturaRoutes.map((route) => [route.path, (route.handle as { permission: string }).permission]),
    ).toEqual([
      ['/spv/efactura', 'anaf-spv.ro-e-factura.read'],
      ['/clients/invoices/view/:invoiceId/messages', 'client-invoices.read'],
      ['/suppliers/invoices/view/:invoiceId/messages', 'supplier-invoices.read'],
    ]);
  });

  it('are the only routes of those addresses (no coming-soon page left behind)', () => {
    const others = pathsOf([...clientInvoicesRoutes, ...supplierInvoicesRoutes]);
    for (const path of pathsOf(efacturaRoutes)) expect(others).not.toContain(path);
    expect(COMING_SOON_AREAS.flatMap((area) => area.paths)).not.toContain('/spv/efactura');
  });
});
