import type { ListingQueryInput } from '@app/domain/listing/listing.schemas';
import type { Notification } from '@app/domain/notifications/notification.schemas';
import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { type ListBulkContext, type ListColumn, ListScreen } from '../../../shared/list/ListScreen';
import type { ListSelection } from '../../../shared/list/list-state';
import { useSelectedCompany } from '../../../shared/session/selected-company';
import { NotificationSummary } from '../components/NotificationItem';
import { inBatches, unreadIdsOfSelection } from '../mark-selection';
import { fetchNotifications, markNotificationsRead } from '../notifications.api';
import { listKey, logNotificationFailure, notificationsKey, PAGE_SIZE } from '../notifications.queries';
import { useNotificationOpener } from '../useNotificationOpener';

const NotificationsFiltersDialog = lazy(() => import('../components/NotificationsFiltersDialog'));

/** All notifications of the selected company, 10 per page, newest first; unread ones stand out. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { company, isLoading } = useSelectedCompany();
  const companyId = company?.id ?? null;
  const opener = useNotificationOpener(companyId);
  const client = useQueryClient();
  const [loadFailed, setLoadFailed] = useState(false);

  const columns = useMemo<ListColumn<Notification>[]>(
    () => [
      {
        key: 'type',
        header: t('notifications.page.columns.notification'),
        render: (row) => <NotificationSummary notification={row} />,
      },
      {
        key: 'createdAt',
        header: t('notifications.page.columns.createdAt'),
        sortable: true,
        width: '12rem',
        render: (row) => format.dateTime(row.createdAt),
      },
      {
        key: 'readAt',
        header: t('notifications.page.columns.status'),
        width: '9rem',
        render: (row) => <ReadBadge notification={row} />,
      },
    ],
    [t, format],
  );

  if (!companyId) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('notifications.page.title')}
        </Title>
        {!isLoading && <Text c="dimmed">{t('notifications.bell.no-company')}</Text>}
      </Stack>
    );
  }

  const fetchPage = (query: ListingQueryInput, signal?: AbortSignal) =>
    fetchNotifications(companyId, query, signal);

  return (
    <Stack gap="md" data-testid="notifications-page">
      <Title order={1} size="h2">
        {t('notifications.page.title')}
      </Title>
      <ListScreen<Notification>
        queryKey={listKey(companyId)}
        fetchPage={fetchPage}
        columns={columns}
        rowKey={(row) => String(row.id)}
        perPage={PAGE_SIZE}
        defaultSort={{ sortBy: 'createdAt', sortDir: 'desc' }}
        selectable
        bulkActions={(selection, context) => (
          <MarkSelectedRead
            companyId={companyId}
            selection={selection}
            context={context}
            fetchPage={fetchPage}
          />
        )}
        filtersDialog={NotificationsFiltersDialog}
        onRowClick={opener.open}
        renderCard={(row) => (
          <Card
            withBorder
            padding="sm"
            style={row.readAt ? undefined : { borderLeft: '4px solid var(--mantine-color-blue-6)' }}
          >
            <NotificationSummary notification={row} />
          </Card>
        )}
        emptyState={{
          title: t('notifications.page.empty.title'),
          description: t('notifications.page.empty.text'),
        }}
        searchPlaceholder={t('notifications.page.search')}
        label={t('notifications.page.title')}
        onError={(error) => {
          // Spec 02 §8: logged, no toast; the page only says that the list did not load.
          logNotificationFailure('loading the notifications list', error);
          setLoadFailed(true);
          return true;
        }}
      />
      {loadFailed && (
        <Stack align="center" gap="xs" py="lg" data-testid="notifications-load-failed">
          <Text c="dimmed">{t('notifications.load-failed')}</Text>
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              setLoadFailed(false);
              void client.invalidateQueries({ queryKey: listKey(companyId) });
            }}
          >
            {t('common.retry')}
          </Button>
        </Stack>
      )}
      {opener.modal}
    </Stack>
  );
}

function ReadBadge({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  return notification.readAt ? (
    <Badge variant="light" color="gray">
      {t('notifications.read')}
    </Badge>
  ) : (
    <Badge variant="filled" color="blue" data-testid="notification-unread-badge">
      {t('notifications.unread')}
    </Badge>
  );
}

/** The bulk action: marks the selected unread notifications read, 100 ids per call. */
function MarkSelectedRead({
  companyId,
  selection,
  context,
  fetchPage,
}: {
  companyId: string;
  selection: ListSelection;
  context: ListBulkContext;
  fetchPage: (query: ListingQueryInput) => Promise<{ items: Notification[]; count: number }>;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const pageRows =
    client.getQueryData<{ items: Notification[] }>([...listKey(companyId), context.query])?.items ?? [];

  const run = async () => {
    setBusy(true);
    try {
      const ids = await unreadIdsOfSelection(selection, pageRows, context.query, fetchPage);
      for (const batch of inBatches(ids)) await markNotificationsRead(companyId, batch);
      context.clearSelection();
    } catch (error) {
      logNotificationFailure('marking the selection read', error);
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: notificationsKey(companyId) });
    }
  };

  return (
    <Button size="xs" loading={busy} onClick={() => void run()} data-testid="notifications-mark-read">
      {t('notifications.page.mark-read')}
    </Button>
  );
}
