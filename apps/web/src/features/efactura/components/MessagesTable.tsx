import type { EfacturaMessage } from '@app/domain/efactura/efactura-registry.schemas';
import { ActionIcon, Button, Menu, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { DotsIcon } from '../../../shared/list/list-icons';
import { readErrorText } from '../read-error';
import { EfacturaMessageStateBadge } from './EfacturaStatusBadge';
import type { useMessageActions } from './useMessageActions';

/**
 * The registry messages of one invoice, newest first: when, which way, what (the invoice, ANAF's
 * error answer, a buyer message with its text), its state and errors; a failed reply of ours has a
 * retry button; each row's menu has its files.
 */
export function MessagesTable({
  messages,
  actions,
  canWrite,
  onDetails,
}: {
  messages: EfacturaMessage[];
  actions: ReturnType<typeof useMessageActions>;
  canWrite: boolean;
  onDetails: (message: EfacturaMessage) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (messages.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="efactura-messages-empty">
        {t('efactura.messages.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" data-testid="efactura-messages">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('efactura.columns.date')}</Table.Th>
            <Table.Th>{t('efactura.columns.direction')}</Table.Th>
            <Table.Th>{t('efactura.columns.kind')}</Table.Th>
            <Table.Th>{t('efactura.messages.content')}</Table.Th>
            <Table.Th>{t('efactura.columns.state')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={message.id} data-testid="efactura-message" data-state={message.state}>
              <Table.Td>{format.dateTime(message.anafCreatedAt ?? message.createdAt)}</Table.Td>
              <Table.Td>{t(`efactura.direction.${message.direction}`)}</Table.Td>
              <Table.Td>{t(`efactura.kind.${message.kind}`)}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {message.messageText && (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="efactura-message-text">
                      {message.messageText}
                    </Text>
                  )}
                  {message.errors.map((error) => (
                    <Text key={error} size="xs" c="red">
                      {error}
                    </Text>
                  ))}
                  {message.readError && (
                    <Text size="xs" c="orange">
                      {t('efactura.registry.read-error')}: {readErrorText(t, message.readError)}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <EfacturaMessageStateBadge state={message.state} />
                  {canWrite && message.canRetry && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      loading={actions.retrying}
                      onClick={() => actions.retryReply(message)}
                      data-testid="efactura-retry"
                    >
                      {t('efactura.actions.retry')}
                    </Button>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal shadow="md">
                  <Menu.Target>
                    <ActionIcon variant="subtle" aria-label={t('efactura.messages.actions')}>
                      <DotsIcon />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {actions.menuItems(message, { withDetails: () => onDetails(message) })}
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
