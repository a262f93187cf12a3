import { clientDocumentInputSchema } from '@app/domain/invoicing/client-document.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { Database } from '../../db/client';
import type { ClientDocumentsService } from './client-documents.service';
import { documentSourcesRepo } from './document-sources.repo';

/**
 * The demo company's documents, so a first start shows an issued invoice, a draft and a proforma:
 * made through the service from the sample clients and series other modules added before.
 */
export async function addDemoDocuments(
  database: Database,
  service: ClientDocumentsService,
  companyId: string,
) {
  const { clients, series, rates } = await documentSourcesRepo.demoSources(database.db, companyId);
  const seriesOf = (type: string) => series.find((row) => row.type === type)?.id;
  const rate = (value: string) =>
    rates.find((row) => row.code === 'S' && row.validTo === null && Number(row.value) === Number(value))?.id;
  const company = clients.find((client) => client.type === 'company');
  const person = clients.find((client) => client.type === 'person');
  const invoiceSeries = seriesOf('client-invoice');
  const proformaSeries = seriesOf('client-proforma-invoice');
  const standard = rate('21');
  const reduced = rate('11');
  if (!company || !person || !invoiceSeries || !proformaSeries || !standard || !reduced) return;

  const today = todayInRomania();
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const body = (values: Record<string, unknown>) =>
    clientDocumentInputSchema.parse({
      partnerId: company.id,
      documentSeriesId: invoiceSeries,
      issueDate: firstOfMonth,
      dueDateType: '15-days',
      lines: [
        {
          name: 'Dezvoltare aplicație web',
          unitCode: 'HUR',
          quantity: '24',
          price: '150',
          vatRateId: standard,
        },
        {
          name: 'Manual de utilizare tipărit',
          unitCode: 'H87',
          quantity: '2',
          price: '45.50',
          vatRateId: reduced,
        },
      ],
      ...values,
    });

  const issued = await service.create(
    companyId,
    'invoice',
    body({ discountType: 'percent', discountValue: '5' }),
  );
  await service.publish(companyId, issued.id, {});
  await service.create(
    companyId,
    'invoice',
    body({
      partnerId: person.id,
      issueDate: today,
      lines: [
        { name: 'Consultanță fiscală', unitCode: 'H87', quantity: '1', price: '500', vatRateId: standard },
      ],
    }),
  );
  await service.create(companyId, 'proforma', body({ documentSeriesId: proformaSeries, issueDate: today }));
}
