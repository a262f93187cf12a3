import type { EfacturaMessage } from '@app/domain/efactura/efactura-registry.schemas';
import { Alert, Button, Group, List, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import { readErrorText } from '../read-error';
import { EfacturaMessageStateBadge } from './EfacturaStatusBadge';
import { linkedInvoicePath, type useMessageActions } from './useMessageActions';

/**
 * One registry row in full: what ANAF lists of it (ids, type, details, time), the partner and the
 * invoice, the buyer message's text, ANAF's errors or why our reply failed, and a received XML that
 * could not be read with its reason (kept, never dropped).
 */
export function MessageDetailsModal({
  message,
  actions,
  canWrite,
  onClose,
}: {
  message: EfacturaMessage;
  actions: ReturnType<typeof useMessageActions>;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const invoicePath = linkedInvoicePath(message);
  const fact = (label: string, value: ReactNode, testId?: string) =>
    value === null || value === '' ? null : (
      <Stack gap={0} data-testid={testId}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm">{value}</Text>
      </Stack>
    );
  return (
    <Modal opened onClose={onClose} size="lg" title={t('efactura.details.title')}>
      <Stack gap="md" data-testid="efactura-details">
        <Group gap="xs">
          <EfacturaMessageStateBadge state={message.state} />
          <Text size="sm">
            {t(`efactura.direction.${message.direction}`)} · {t(`efactura.kind.${message.kind}`)}
          </Text>
        </Group>
        {message.readError && (
          <Alert color="orange" title={t('efactura.details.read-error')} data-testid="efactura-read-error">
            {readErrorText(t, message.readError)}
          </Alert>
        )}
        {message.errors.length > 0 && (
          <Alert color="red" title={t('efactura.details.errors')} data-testid="efactura-details-errors">
            <List size="sm">
              {message.errors.map((error) => (
                <List.Item key={error}>{error}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {message.messageText && (
          <Alert color="blue" title={t('efactura.details.message-text')} data-testid="efactura-message-text">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {message.messageText}
            </Text>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {fact(
            t('efactura.columns.partner'),
            [message.partnerName, message.partnerCif].filter(Boolean).join(' · '),
          )}
          {fact(t('efactura.columns.number'), message.seriesNumber)}
          {fact(t('efactura.details.issue-date'), message.issueDate ? format.date(message.issueDate) : null)}
          {fact(
            t('efactura.columns.total'),
            message.grossTotal ? format.money(message.grossTotal, message.currency ?? 'RON') : null,
          )}
          {fact(
            t('efactura.columns.date'),
            message.anafCreatedAt ? format.dateTime(message.anafCreatedAt) : null,
          )}
          {fact(t('efactura.details.anaf-id'), message.anafId)}
          {fact(t('efactura.details.upload-index'), message.uploadIndex)}
          {fact(t('efactura.details.anaf-type'), message.anafType)}
        </SimpleGrid>
        {fact(t('efactura.details.anaf-details'), message.details)}
        <Group justify="flex-end" gap="xs">
          {invoicePath && (
            <Button
              variant="default"
              component={Link}
              to={invoicePath}
              data-testid="efactura-details-invoice"
            >
              {t('efactura.actions.open-invoice')}
            </Button>
          )}
          {message.hasXml && (
            <Button variant="default" onClick={() => actions.downloadFile(message, 'xml')}>
              {t('efactura.actions.download-xml')}
            </Button>
          )}
          {message.hasSeal && (
            <Button variant="default" onClick={() => actions.downloadFile(message, 'seal')}>
              {t('efactura.actions.download-seal')}
            </Button>
          )}
          {message.hasAnafPdf && (
            <Button variant="default" onClick={() => actions.downloadFile(message, 'pdf')}>
              {t('efactura.actions.download-anaf-pdf')}
            </Button>
          )}
          {canWrite && message.canRetry && (
            <Button onClick={() => actions.retryReply(message)} loading={actions.retrying}>
              {t('efactura.actions.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
