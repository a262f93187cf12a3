import type { EfacturaMessage } from '@app/domain/efactura/efactura-registry.schemas';
import { Anchor, Center, Container, Loader, Paper, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { LoadFailed } from './LoadFailed';
import { MessageDetailsModal } from './MessageDetailsModal';
import { MessagesTable } from './MessagesTable';
import { useMessageActions } from './useMessageActions';

/**
 * The frame both invoice messages pages share (client and supplier): the way back to the invoice,
 * the invoice's loading and failure states, the registry's messages about it and their details
 * dialog. Each page puts its own heading, panel and sections above the registry through `children`,
 * which runs only once the invoice has loaded.
 */
export function InvoiceMessagesFrame<T>({
  companyId,
  canWrite,
  invoice,
  messages,
  invoicePath,
  listPath,
  children,
}: {
  companyId: string;
  canWrite: boolean;
  invoice: UseQueryResult<T>;
  messages: UseQueryResult<EfacturaMessage[]>;
  invoicePath: string;
  listPath: string;
  children: (invoice: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const actions = useMessageActions(companyId, canWrite);
  const [open, setOpen] = useState<EfacturaMessage | null>(null);

  let content: ReactNode;
  if (invoice.isPending) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (invoice.isError) {
    content = (
      <LoadErrorAlert error={invoice.error} backTo={listPath} backLabel={t('efactura.messages.back-list')} />
    );
  } else {
    content = (
      <>
        {children(invoice.data)}
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
        <Anchor component={Link} to={invoicePath} size="sm">
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
