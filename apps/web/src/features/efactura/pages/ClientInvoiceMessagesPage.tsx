import type { EfacturaMessage } from '@app/domain/efactura/efactura-registry.schemas';
import { Anchor, Center, Container, Loader, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { useCan } from '../../../shared/permissions/permissions';
import { useSelectedCompany } from '../../../shared/session/selected-company';
import { useDocumentQuery } from '../../client-invoices/client-documents.queries';
import { ClientInvoiceEfacturaPanel } from '../components/ClientInvoiceEfacturaPanel';
import { LoadFailed } from '../components/LoadFailed';
import { MessageDetailsModal } from '../components/MessageDetailsModal';
import { MessagesTable } from '../components/MessagesTable';
import { SubmissionsTable } from '../components/SubmissionsTable';
import { useMessageActions } from '../components/useMessageActions';
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
  const actions = useMessageActions(companyId, canWrite);
  const [open, setOpen] = useState<EfacturaMessage | null>(null);
  const seriesNumber = invoice.data?.seriesNumber ?? null;
  const messages = useQuery({
    queryKey: [...efacturaKeys.clientMessages(companyId, id), seriesNumber],
    queryFn: ({ signal }) => efacturaApi.clientMessages(companyId, { id, seriesNumber }, signal),
    enabled: invoice.isSuccess,
    meta: { silent: true },
  });

  let content: ReactNode;
  if (invoice.isPending) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (invoice.isError) {
    content = (
      <LoadErrorAlert
        error={invoice.error}
        backTo="/clients/invoices"
        backLabel={t('efactura.messages.back-list')}
      />
    );
  } else {
    content = (
      <>
        <Title order={1} size="h2" data-testid="efactura-messages-title">
          {t('efactura.messages.title', { number: seriesNumber ?? '' })}
        </Title>
        <ClientInvoiceEfacturaPanel
          companyId={companyId}
          canWrite={canWrite}
          invoice={invoice.data}
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
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h5">
              {t('efactura.messages.registry')}
            </Title>
            {messages.isError ? (
              <LoadFailed />
            ) : (
              <MessagesTable
                messages={messages.data ?? []}
                actions={actions}
                canWrite={canWrite}
                onDetails={setOpen}
              />
            )}
          </Stack>
        </Paper>
      </>
    );
  }

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={efacturaPaths.clientInvoice(id)} size="sm">
          ← {t('efactura.messages.back-invoice')}
        </Anchor>
        {content}
      </Stack>
      {open && (
        <MessageDetailsModal
          message={open}
          actions={actions}
          canWrite={canWrite}
          onClose={() => setOpen(null)}
        />
      )}
    </Container>
  );
}
