import type { EfacturaMessage } from '@app/domain/efactura/efactura-registry.schemas';
import { Button, Container, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { DocumentCard } from '../../../shared/list/DocumentCard';
import { type ListColumn, ListScreen } from '../../../shared/list/ListScreen';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { useCanFn } from '../../../shared/permissions/permissions';
import { useSelectedCompany } from '../../../shared/session/selected-company';
import { EfacturaMessageStateBadge } from '../components/EfacturaStatusBadge';
import { MessageDetailsModal } from '../components/MessageDetailsModal';
import { useMessageActions } from '../components/useMessageActions';
import { efacturaApi } from '../efactura.api';
import { efacturaKeys, useEfacturaMutation, useEfacturaRealtime } from '../efactura.queries';
import { useFollowSync } from '../useFollowSync';

const RegistryFiltersDialog = lazy(() => import('./RegistryFiltersDialog'));

/** When ANAF created the message, else when we recorded it. */
const dateOf = (message: EfacturaMessage) => message.anafCreatedAt ?? message.createdAt;

/**
 * /spv/efactura: the e-invoicing registry (spec 02 §2), every SPV message of the company, sent or
 * received, on the shared list screen; "sync now" asks ANAF for what arrived; a row opens its
 * details (messages, errors) and its menu the linked invoice and the files.
 */
export function EfacturaRegistryPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { company } = useSelectedCompany();
  const companyId = company?.id ?? '';
  const can = useCanFn();
  const canWrite = can('anaf-spv.ro-e-factura.write') || can('supplier-invoices.write');
  const actions = useMessageActions(companyId, canWrite);
  const [open, setOpen] = useState<EfacturaMessage | null>(null);
  useEfacturaRealtime(companyId);
  const sync = useEfacturaMutation(companyId, () => efacturaApi.sync(companyId));
  const followSync = useFollowSync(companyId);

  const columns: ListColumn<EfacturaMessage>[] = [
    {
      key: 'date',
      header: t('efactura.columns.date'),
      sortable: true,
      width: '10rem',
      render: (row) => format.dateTime(dateOf(row)),
    },
    {
      key: 'direction',
      header: t('efactura.columns.direction'),
      width: '7rem',
      render: (row) => t(`efactura.direction.${row.direction}`),
    },
    {
      key: 'kind',
      header: t('efactura.columns.kind'),
      width: '9rem',
      render: (row) => t(`efactura.kind.${row.kind}`),
    },
    {
      key: 'partnerName',
      header: t('efactura.columns.partner'),
      sortable: true,
      render: (row) => row.partnerName ?? row.partnerCif ?? '—',
    },
    {
      key: 'seriesNumber',
      header: t('efactura.columns.number'),
      sortable: true,
      width: '9rem',
      render: (row) => row.seriesNumber ?? '—',
    },
    {
      key: 'grossTotal',
      header: t('efactura.columns.total'),
      align: 'right',
      width: '9rem',
      render: (row) => (row.grossTotal ? format.money(row.grossTotal, row.currency ?? 'RON') : '—'),
    },
    {
      key: 'state',
      header: t('efactura.columns.state'),
      sortable: true,
      width: '9rem',
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <EfacturaMessageStateBadge state={row.state} />
          {row.readError && <ReadErrorMarker />}
        </Group>
      ),
    },
  ];

  const syncButton = canWrite ? (
    <Button
      variant="default"
      loading={sync.isPending}
      onClick={() =>
        sync.mutate(undefined, {
          onSuccess: () => {
            notifySuccess(t('efactura.sync.queued'));
            followSync();
          },
          onError: notifyApiError,
        })
      }
      data-testid="efactura-sync"
    >
      {t('efactura.sync.button')}
    </Button>
  ) : null;

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('efactura.registry.title')}
        </Title>
        <ListScreen<EfacturaMessage>
          label={t('efactura.registry.title')}
          queryKey={efacturaKeys.registry(companyId)}
          fetchPage={(query, signal) => efacturaApi.registry(companyId, query, signal)}
          columns={columns}
          rowKey={(row) => row.id}
          defaultSort={{ sortBy: 'date', sortDir: 'desc' }}
          filtersDialog={RegistryFiltersDialog}
          searchPlaceholder={t('efactura.registry.search')}
          emptyState={{
            title: t('efactura.registry.empty'),
            description: t('efactura.registry.empty-hint'),
            action: syncButton,
          }}
          toolbarActions={syncButton}
          onRowClick={(row) => setOpen(row)}
          rowMenu={(row) => actions.menuItems(row, { withDetails: () => setOpen(row) })}
          renderCard={(row) => (
            <DocumentCard
              title={row.seriesNumber ?? t(`efactura.kind.${row.kind}`)}
              badge={<EfacturaMessageStateBadge state={row.state} />}
              subtitle={row.partnerName ?? row.partnerCif ?? ''}
              date={format.dateTime(dateOf(row))}
              amount={row.grossTotal ? format.money(row.grossTotal, row.currency ?? 'RON') : ''}
            >
              <Text size="xs" c="dimmed">
                {t(`efactura.direction.${row.direction}`)} · {t(`efactura.kind.${row.kind}`)}
              </Text>
              {row.readError && <ReadErrorMarker />}
            </DocumentCard>
          )}
        />
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

/** A received XML that could not be read: kept in the registry, marked so it is looked at. */
function ReadErrorMarker() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('efactura.registry.read-error')}>
      <Text
        component="span"
        c="orange"
        fw={700}
        aria-label={t('efactura.registry.read-error')}
        data-testid="efactura-read-error-marker"
      >
        ⚠
      </Text>
    </Tooltip>
  );
}
