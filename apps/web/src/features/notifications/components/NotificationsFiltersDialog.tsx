import { NOTIFICATION_TYPES, type NotificationType } from '@app/domain/notifications/notification.schemas';
import { Button, Group, Modal, SegmentedControl, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterValue, withFilter } from '../../../shared/list/list-state';
import type { ListFiltersDialogProps } from '../../../shared/list/list-types';

type ReadFilter = 'all' | 'unread' | 'read';

/** Filters of the notifications page: read state (isRead) and type. Loaded when first opened. */
export default function NotificationsFiltersDialog({ value, onApply, onClose }: ListFiltersDialogProps) {
  const { t } = useTranslation();
  const isRead = filterValue(value, 'isRead', 'eq');
  const [read, setRead] = useState<ReadFilter>(
    isRead === false ? 'unread' : isRead === true ? 'read' : 'all',
  );
  const current = filterValue(value, 'type', 'eq');
  const [type, setType] = useState<NotificationType | null>(
    typeof current === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(current)
      ? (current as NotificationType)
      : null,
  );

  const apply = () => {
    let filters = withFilter(value, 'isRead', 'eq', read === 'all' ? undefined : read === 'read');
    filters = withFilter(filters, 'type', 'eq', type ?? undefined);
    onApply(filters);
  };

  return (
    <Modal opened onClose={onClose} title={t('list.filters.title')}>
      <Stack gap="md">
        <SegmentedControl
          value={read}
          onChange={(next) => setRead(next as ReadFilter)}
          data={[
            { value: 'all', label: t('notifications.filters.all') },
            { value: 'unread', label: t('notifications.filters.unread') },
            { value: 'read', label: t('notifications.filters.read') },
          ]}
          aria-label={t('notifications.filters.status')}
          data-testid="notifications-filter-read"
        />
        <Select
          label={t('notifications.filters.type')}
          clearable
          searchable
          value={type}
          onChange={(next) => setType(next as NotificationType | null)}
          data={NOTIFICATION_TYPES.map((entry) => ({
            value: entry,
            label: t(`notifications.types.${entry}`),
          }))}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={apply} data-testid="notifications-filters-apply">
            {t('notifications.filters.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
