import type { Notification } from '@app/domain/notifications/notification.schemas';
import { Button, Group, List, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { importCodeMessage, importErrorRows } from '../import-errors';

/** The rows a failed import stopped at, each with its field messages (spec 02 §4 Imports, §8). */
export function ImportErrorsModal({
  notification,
  onClose,
}: {
  notification: Notification | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rows = notification ? importErrorRows(notification.data) : [];
  const kind = notification?.type === 'partners-import-failed' ? 'partners' : 'products';
  const fieldLabel = (field: string) =>
    t(`notifications.import-errors.fields.${field}`, { defaultValue: field });
  const codeText = (code: string) => {
    const { key, params } = importCodeMessage(code);
    return t(key, params);
  };

  return (
    <Modal
      opened={notification !== null}
      onClose={onClose}
      title={t(`notifications.import-errors.title.${kind}`)}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="import-errors-modal"
    >
      <Stack gap="md">
        <Text size="sm">{t('notifications.import-errors.intro')}</Text>
        {rows.length === 0 && <Text size="sm">{t('notifications.import-errors.no-details')}</Text>}
        {rows.map((row) => (
          <Stack key={row.row} gap={4} data-testid="import-error-row">
            <Title order={3} size="h6">
              {row.name
                ? t('notifications.import-errors.row-named', { row: row.row, name: row.name })
                : t('notifications.import-errors.row', { row: row.row })}
            </Title>
            <List size="sm" spacing={2}>
              {row.fields.map(({ field, codes }) => (
                <List.Item key={field}>
                  <Text span fw={600} size="sm">
                    {fieldLabel(field)}:
                  </Text>{' '}
                  {codes.map(codeText).join(' ')}
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="import-errors-close">
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
