import { todayInRomania } from '@app/domain/validators/iso-date';
import { Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { efacturaFileUrl } from '../efactura.api';
import { efacturaKeys, useEfacturaRealtime, useInvoiceEfactura } from '../efactura.queries';
import { DEADLINE_COLORS, deadlineState } from '../efactura-deadline';
import { efacturaFactsOf, efacturaFileName } from '../efactura-fields';
import { efacturaPaths } from '../efactura-paths';
import { EfacturaPanelHeading } from './EfacturaPanelHeading';
import { EfacturaStatusBadge } from './EfacturaStatusBadge';
import { useEfacturaDownload } from './useEfacturaDownload';
import { useSendToEfactura } from './useSendToEfactura';

interface Props {
  companyId: string;
  canWrite: boolean;
  /** The client invoice as the view answers it (with its e-Factura fields). */
  invoice: { id: string; seriesNumber: string | null; status: string };
  /** False on the messages page itself. */
  withMessagesLink?: boolean;
}

/**
 * The RO e-Factura block of an issued client invoice's page: its state, the 5-day deadline (a
 * warning as it approaches), ANAF's errors when rejected, and the actions: send (disabled with the
 * server's reason), the seal, the XML as sent, ANAF's PDF and the e-invoicing messages page. It
 * follows ANAF's answer live: asked every few seconds while pending, and refreshed by the
 * rejection's real-time notification.
 */
export function ClientInvoiceEfacturaPanel({ companyId, canWrite, invoice, withMessagesLink = true }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const facts = efacturaFactsOf(invoice);
  const efactura = useInvoiceEfactura(companyId, invoice.id);
  const client = useQueryClient();
  const download = useEfacturaDownload();
  const send = useSendToEfactura(companyId);
  useEfacturaRealtime(companyId);

  const status = efactura.data ? efactura.data.status : facts.status;
  // When the state moves (ANAF answered, a send began), the invoice itself (badge, abilities) is
  // read again; only on a change, so an answer without the fields never loops.
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current !== status) {
      void client.invalidateQueries({ queryKey: ['client-documents', companyId] });
      void client.invalidateQueries({ queryKey: efacturaKeys.clientMessages(companyId, invoice.id) });
      void client.invalidateQueries({ queryKey: efacturaKeys.registry(companyId) });
    }
    previous.current = status;
  }, [status, client, companyId, invoice.id]);

  const deadline = efactura.data?.deadline ?? facts.deadline;
  const due = deadlineState(deadline, status, todayInRomania());
  const submissions = efactura.data?.submissions ?? [];
  const latest = submissions[0];
  const sent = submissions.length > 0 || status !== null;
  const fileOf = (file: 'xml' | 'seal' | 'pdf') => () =>
    void download(
      efacturaFileUrl.clientInvoice(companyId, invoice.id, file),
      file,
      efacturaFileName(invoice.seriesNumber, invoice.id, file),
    );
  const refusal = facts.sendRefusal;

  return (
    <Paper withBorder p="md" data-testid="efactura-panel">
      <Stack gap="sm">
        <EfacturaPanelHeading
          badge={<EfacturaStatusBadge status={status} />}
          messagesPath={withMessagesLink ? efacturaPaths.clientMessages(invoice.id) : null}
        />

        {deadline && due.level !== 'none' && (
          <Text
            size="sm"
            c={DEADLINE_COLORS[due.level]}
            data-testid="efactura-deadline"
            data-level={due.level}
          >
            {t(`efactura.deadline.${due.level}`, {
              date: format.date(deadline),
              count: Math.abs(due.daysLeft ?? 0),
            })}
          </Text>
        )}
        {status === null && facts.sendAfter && (
          <Text size="sm" c="dimmed" data-testid="efactura-send-after">
            {t('efactura.panel.send-after', { date: format.dateTime(facts.sendAfter) })}
          </Text>
        )}
        {status === 'pending' && (
          <Text size="sm" c="dimmed" data-testid="efactura-pending">
            {t('efactura.panel.pending')}
          </Text>
        )}
        {status === 'rejected' && (
          <Alert color="red" title={t('efactura.panel.rejected')} data-testid="efactura-errors">
            {latest && latest.errors.length > 0 ? (
              <List size="sm">
                {latest.errors.map((error) => (
                  <List.Item key={error}>{error}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">{t('efactura.panel.rejected-no-text')}</Text>
            )}
          </Alert>
        )}

        <Group gap="xs" align="flex-start">
          {canWrite && refusal !== undefined && refusal !== 'efactura-already-sent' && (
            <Stack gap={2} align="flex-start">
              <Button
                onClick={() => send.send(invoice)}
                disabled={refusal !== null}
                loading={send.isPending}
                data-testid="efactura-send"
              >
                {status === 'rejected' ? t('efactura.actions.send-again') : t('efactura.actions.send')}
              </Button>
              {refusal && (
                <Text size="xs" c="dimmed" data-testid="efactura-send-reason">
                  {t(`efactura.refusals.${refusal}`)}
                </Text>
              )}
            </Stack>
          )}
          {efactura.data?.seal && (
            <Button variant="default" onClick={fileOf('seal')} data-testid="efactura-download-seal">
              {t('efactura.actions.download-seal')}
            </Button>
          )}
          {sent && (
            <>
              <Button variant="default" onClick={fileOf('xml')} data-testid="efactura-download-xml">
                {t('efactura.actions.download-sent-xml')}
              </Button>
              <Button variant="default" onClick={fileOf('pdf')} data-testid="efactura-download-pdf">
                {t('efactura.actions.download-anaf-pdf')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
