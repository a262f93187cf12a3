import { supplierInvoiceInputSchema } from '@app/domain/invoicing/supplier-invoice.schemas';
import { partnerInputSchema } from '@app/domain/partners/partner.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { Database } from '../../db/client';
import { createPartnerInTx } from '../partners/partners.service';
import { demoStandardRates } from './supplier-invoices.repo';
import type { SupplierInvoicesService } from './supplier-invoices.service';

/** The demo company's supplier: an office supplies firm in Brașov. */
const DEMO_SUPPLIER = {
  type: 'company',
  role: 'supplier',
  name: 'Carpați Birotică SRL',
  businessId: '12345674',
  vatPayer: true,
  address: { countryCode: 'RO', countyCode: 'RO-BV', city: 'Brașov', street: 'Str. Lungă 12' },
};

/**
 * The demo company's supplier invoices, so a first start shows one added by hand and one received
 * through the e-invoice system waiting to be confirmed; made through the service.
 */
export async function addDemoSupplierInvoices(
  database: Database,
  service: SupplierInvoicesService,
  companyId: string,
) {
  const standard = (await demoStandardRates(database.db, companyId)).find(
    (rate) => Number(rate.value) === 21,
  );
  if (!standard) return;
  const supplier = await database.transaction((tx) =>
    createPartnerInTx(tx, companyId, partnerInputSchema.parse(DEMO_SUPPLIER)),
  );
  const today = todayInRomania();
  const body = (values: Record<string, unknown>) =>
    supplierInvoiceInputSchema.parse({
      partnerId: supplier.id,
      series: 'CBV',
      issueDate: `${today.slice(0, 8)}01`,
      lines: [
        {
          name: 'Hârtie copiator A4',
          unitCode: 'H87',
          quantity: '20',
          price: '24.90',
          vatRateId: standard.id,
        },
        { name: 'Toner imprimantă', unitCode: 'H87', quantity: '2', price: '310', vatRateId: standard.id },
      ],
      ...values,
    });
  await service.create(companyId, body({ number: '1042' }));
  await service.receive(
    companyId,
    body({
      number: '1057',
      issueDate: today,
      lines: [
        {
          name: 'Mentenanță imprimante',
          unitCode: 'H87',
          quantity: '1',
          price: '450',
          vatRateId: standard.id,
        },
      ],
    }),
  );
}
