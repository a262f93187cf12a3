import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCan } from '../../../shared/permissions/permissions';
import { useSelectedCompany } from '../../../shared/session/selected-company';
import { useDocumentQuery } from '../../client-invoices/client-documents.queries';
import { ClientInvoiceEfacturaPanel } from '../components/ClientInvoiceEfacturaPanel';
import { InvoiceMessagesFrame } from '../components/InvoiceMessagesFrame';
import { LoadFailed } from '../components/LoadFailed';
import { SubmissionsTable } from '../components/SubmissionsTable';
import { efacturaApi } from '../efactura.api';
import { efacturaKeys, useInvoiceEfactura } from '../efactura.queries';
import { efacturaPaths } from '../efactura-paths';

/**
 * /clients/invoices/view/:invoiceId/messages: the e-invoicing messages of a client invoice: its
 * state and actions, every send to ANAF (attempts, index, errors) and the registry's messages about
 * it (ANAF's answers, the buyer's messages).
 */
export function ClientInvoiceMessagesPage() {
  const { t } = useTranslation();
  const id = useParams().invoiceId ?? '';
  const { company } = useSelectedCompany();
  const companyId = company?.id ?? '';
  const canWrite = useCan('client-invoices.write');
  const invoice = useDocumentQuery(companyId, 'invoice', id);
  const efactura = useInvoiceEfactura(companyId, id);
  // The registry is searched by the invoice's number, so its messages wait for the invoice.
  const seriesNumber = invoice.data?.seriesNumber ?? null;
  const messages = useQuery({
    queryKey: [...efacturaKeys.clientMessages(companyId, id), seriesNumber],
    queryFn: ({ signal }) => efacturaApi.clientMessages(companyId, { id, seriesNumber }, signal),
    enabled: invoice.isSuccess,
    meta: { silent: true },
  });

  return (
    <InvoiceMessagesFrame
      companyId={companyId}
      canWrite={canWrite}
      invoice={invoice}
      messages={messages}
      invoicePath={efacturaPaths.clientInvoice(id)}
      listPath="/clients/invoices"
    >
      {(loaded) => (
        <>
          <Title order={1} size="h2" data-testid="efactura-messages-title">
            {t('efactura.messages.title', { number: loaded.seriesNumber ?? '' })}
          </Title>
          <ClientInvoiceEfacturaPanel
            companyId={companyId}
            canWrite={canWrite}
            invoice={loaded}
            withMessagesLink={false}
          />
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={2} size="h5">
                {t('efactura.submissions.title')}
              </Title>
              {efactura.isError ? (
                <LoadFailed />
              ) : (
                <SubmissionsTable submissions={efactura.data?.submissions ?? []} />
              )}
            </Stack>
          </Paper>
        </>
      )}
    </InvoiceMessagesFrame>
  );
}
