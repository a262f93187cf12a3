import type { EfacturaMessage } from '@app/domain/efactura/efactura-registry.schemas';
import { Anchor, Button, Center, Container, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { useCan } from '../../../shared/permissions/permissions';
import { useSelectedCompany } from '../../../shared/session/selected-company';
import { supplierInvoicePaths } from '../../supplier-invoices/supplier-invoice-paths';
import { useSupplierInvoice } from '../../supplier-invoices/supplier-invoices.queries';
import { LoadFailed } from '../components/LoadFailed';
import { MessageDetailsModal } from '../components/MessageDetailsModal';
import { MessagesTable } from '../components/MessagesTable';
import { SupplierInvoiceEfacturaPanel } from '../components/SupplierInvoiceEfacturaPanel';
import { useMessageActions } from '../components/useMessageActions';
import { efacturaApi } from '../efactura.api';
import { efacturaKeys } from '../efactura.queries';

/**
 * /suppliers/invoices/view/:invoiceId/messages: the e-invoicing messages of a received supplier
 * invoice: the invoice as ANAF delivered it and our confirmation or rejection messages to the
 * supplier (pending, sent, failed with a retry button), with the confirm and reject actions.
 */
export function SupplierInvoiceMessagesPage() {
  const { t } = useTranslation();
  const id = useParams().invoiceId ?? '';
  const { company } = useSelectedCompany();
  const companyId = company?.id ?? '';
  const canWrite = useCan('supplier-invoices.write');
  const invoice = useSupplierInvoice(companyId, id);
  const actions = useMessageActions(companyId, canWrite);
  const [open, setOpen] = useState<EfacturaMessage | null>(null);
  const messages = useQuery({
    queryKey: efacturaKeys.supplierMessages(companyId, id),
    queryFn: ({ signal }) => efacturaApi.supplierMessages(companyId, id, signal),
    enabled: companyId !== '' && id !== '',
    // A reply waits for ANAF: asked again while one is pending.
    refetchInterval: (query) =>
      query.state.data?.some((message) => message.state === 'pending') ? 3_000 : false,
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
        backTo={supplierInvoicePaths.list}
        backLabel={t('efactura.messages.back-list')}
      />
    );
  } else {
    const { abilities } = invoice.data;
    content = (
      <>
        <Group justify="space-between" align="flex-start">
          <Title order={1} size="h2" data-testid="efactura-messages-title">
            {t('efactura.messages.title-supplier', {
              number: invoice.data.seriesNumber,
              supplier: invoice.data.partnerName,
            })}
          </Title>
          {canWrite && (
            <Group gap="xs">
              {abilities.confirm === null && (
                <Button
                  component={Link}
                  to={supplierInvoicePaths.view(id, 'confirm')}
                  data-testid="messages-confirm"
                >
                  {t('efactura.supplier.confirm')}
                </Button>
              )}
              {abilities.reject === null && (
                <Button
                  color="red"
                  variant="light"
                  component={Link}
                  to={supplierInvoicePaths.view(id, 'reject')}
                  data-testid="messages-reject"
                >
                  {t('efactura.supplier.reject')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        <SupplierInvoiceEfacturaPanel companyId={companyId} invoice={invoice.data} withMessagesLink={false} />
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h5">
              {t('efactura.messages.registry')}
            </Title>
            {messages.isError ? (
              <LoadFailed />
            ) : messages.isPending ? (
              <Loader size="sm" role="status" aria-label={t('common.loading')} />
            ) : (
              <MessagesTable
                messages={messages.data}
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
        <Anchor component={Link} to={supplierInvoicePaths.view(id)} size="sm">
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
