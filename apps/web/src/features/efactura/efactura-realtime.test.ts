import { describe, expect, it } from 'vitest';
import { refreshesEfactura } from './efactura.queries';

describe('e-Factura real-time events', () => {
  const event = (type: string, myCompanyId?: unknown) => ({ event: type, data: { myCompanyId } });

  it("refresh the screens on the company's rejection, buyer message and imported invoice", () => {
    expect(refreshesEfactura(event('client-invoices-efactura-rejected', 'c1'), 'c1')).toBe(true);
    expect(refreshesEfactura(event('client-invoices-efactura-message-received', 'c1'), 'c1')).toBe(true);
    expect(refreshesEfactura(event('supplier-invoices-efactura-imported', 'c1'), 'c1')).toBe(true);
    expect(refreshesEfactura(event('client-invoices-efactura-rejected'), 'c1')).toBe(true);
  });

  it("ignore another company's events and other notifications", () => {
    expect(refreshesEfactura(event('client-invoices-efactura-rejected', 'c2'), 'c1')).toBe(false);
    expect(refreshesEfactura(event('export-finished', 'c1'), 'c1')).toBe(false);
  });
});
