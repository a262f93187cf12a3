import { writeUbl } from '@app/anaf/efactura/ubl-writer';
import { sampleEInvoice, sampleParty } from '@app/domain/einvoice/einvoice.test-helpers';
import type { EInvoice } from '@app/domain/einvoice/einvoice.types';
import { cuiCheckDigit } from '@app/domain/validators/cui';
import type { Harness } from '../../testing/harness';
import { connectSpv } from '../../testing/spv-fixture';
import { invoicingCompany } from '../client-invoices/client-invoices.test-setup';
import { type SupplierCompany, supplierCompany } from '../supplier-invoices/supplier-invoices.test-setup';

export type InboxCompany = SupplierCompany & { cif: string };

/** A supplier company (two partners it buys from) connected to SPV through the simulator. */
export async function inboxCompany(h: Harness): Promise<InboxCompany> {
  const company = await supplierCompany(h);
  await connectSpv(h, company.client, company.companyId);
  const view = await company.client.get(`${company.base}/anaf-spv`);
  return { ...company, cif: String(view.body.cif).replace(/^RO/i, '') };
}

const usedCuis = new Set<string>();
/** A valid CUI not used before in this test file: 7 digits and its check digit. */
export function freshCui(): string {
  for (;;) {
    const body = String(2_000_000 + Math.floor(Math.random() * 7_000_000));
    const cui = `${body}${cuiCheckDigit(body)}`;
    if (!usedCuis.has(cui)) {
      usedCuis.add(cui);
      return cui;
    }
  }
}

/** The known supplier of supplierCompany (Carpați Birotică SRL). */
export const KNOWN_SUPPLIER_CUI = '12345674';

let number = 0;
/**
 * A supplier's invoice to `buyerCif` as the simulator's inbox holds it: the sample invoice, its
 * VAT written one cent under what our arithmetic gives (52.49, not 52.50), so "as written" shows.
 */
export function receivedEInvoice(
  buyerCif: string,
  options: { sellerCif?: string; sellerName?: string; id?: string; asComputed?: boolean } = {},
): EInvoice {
  const invoice = sampleEInvoice();
  const sellerCif = options.sellerCif ?? KNOWN_SUPPLIER_CUI;
  invoice.id = options.id ?? `FZ-${String(++number).padStart(5, '0')}`;
  invoice.seller = {
    ...invoice.seller,
    name: options.sellerName ?? `Furnizor ${sellerCif} SRL`,
    vatId: `RO${sellerCif}`,
    legalId: { id: `J40/${sellerCif}/2015`, schemeId: null },
  };
  invoice.buyer = sampleParty({
    ...invoice.buyer,
    vatId: `RO${buyerCif}`,
    legalId: { id: buyerCif, schemeId: null },
  });
  if (options.asComputed) return invoice;
  invoice.vatBreakdown = invoice.vatBreakdown.map((row) => ({ ...row, vat: '52.49' }));
  invoice.totals = { ...invoice.totals, vatTotal: '52.49', taxInclusive: '302.49', payable: '302.49' };
  return invoice;
}

export const receivedXml = (buyerCif: string, options: Parameters<typeof receivedEInvoice>[1] = {}) =>
  writeUbl(receivedEInvoice(buyerCif, options));

export function simulatorOf(h: Harness) {
  const simulator = h.app.anafSimulator;
  if (!simulator) throw new Error('the app runs without the simulator');
  return simulator;
}

/** Placed a minute ago: inside the window a sync reads now. */
export const aMinuteAgo = () => Date.now() - 60_000;

export const sync = (h: Harness, company: { companyId: string }) =>
  h.app.efacturaInbox.sync(company.companyId);

/** Another company (another CUI: one CUI has one connection) connected to SPV, without partners. */
export async function otherConnectedCompany(h: Harness) {
  const company = await invoicingCompany(h, 'bucharestVatOnCollection');
  await connectSpv(h, company.client, company.companyId);
  const view = await company.client.get(`${company.base}/anaf-spv`);
  return { ...company, cif: String(view.body.cif).replace(/^RO/i, '') };
}
