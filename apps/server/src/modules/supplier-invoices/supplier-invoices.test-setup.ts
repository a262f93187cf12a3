import { supplierInvoiceInputSchema } from '@app/domain/invoicing/supplier-invoice.schemas';
import { sampleCompanyPartner } from '@app/domain/partners/partner.fixtures';
import { databaseFileStore } from '../../platform/files/file-store';
import type { Harness } from '../../testing/harness';
import { type InvoicingCompany, invoicingCompany, line } from '../client-invoices/client-invoices.test-setup';
import { createSupplierInvoicesService } from './supplier-invoices.service';

export { line };

export type SupplierCompany = InvoicingCompany & {
  invoices: string;
  /** A supplier, and a partner that is both client and supplier. */
  supplierId: string;
  bothId: string;
};

/** An invoicing company (clients, seeded rates and units) with two partners it buys from. */
export async function supplierCompany(h: Harness): Promise<SupplierCompany> {
  const company = await invoicingCompany(h);
  const add = async (body: Record<string, unknown>) => {
    const created = await company.client.post(`${company.base}/partners`, body);
    if (created.status !== 201) throw new Error(`partner not created: ${JSON.stringify(created.body)}`);
    return created.body.id as string;
  };
  return {
    ...company,
    invoices: `${company.base}/supplier-invoices`,
    supplierId: await add(
      sampleCompanyPartner({ role: 'supplier', name: 'Carpați Birotică SRL', businessId: '12345674' }),
    ),
    bothId: await add(
      sampleCompanyPartner({ role: 'both', name: 'Olt Distribuție SRL', businessId: '15900825' }),
    ),
  };
}

let nextNumber = 1;

/** A valid supplier invoice body: one line of 3 x 100.00 at 21%, with a fresh number. */
export const supplierInvoiceBody = (company: SupplierCompany, overrides: Record<string, unknown> = {}) => ({
  partnerId: company.supplierId,
  series: 'CBV',
  number: String(1000 + nextNumber++),
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  currency: 'RON',
  lines: [line(company, { quantity: '3' })],
  ...overrides,
});

export async function createdInvoice(company: SupplierCompany, overrides: Record<string, unknown> = {}) {
  const created = await company.client.post(company.invoices, supplierInvoiceBody(company, overrides));
  if (created.status !== 201) throw new Error(`invoice not created: ${JSON.stringify(created.body)}`);
  return created.body;
}

/**
 * The module's service over the app's database and registries, as the SPV work calls it to store
 * an invoice received through the e-invoice system.
 */
export function serviceOf(h: Harness) {
  return createSupplierInvoicesService(h.ctx.database, {
    usage: h.companyHooks.usage,
    einvoice: h.app.einvoiceConnection,
    files: databaseFileStore,
  });
}

export async function receivedInvoice(
  h: Harness,
  company: SupplierCompany,
  overrides: Record<string, unknown> = {},
) {
  return serviceOf(h).receive(
    company.companyId,
    supplierInvoiceInputSchema.parse(supplierInvoiceBody(company, overrides)),
  );
}
