import type { SubscriptionPayment } from '@app/domain/billing/purchase.schemas';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { notifyApiError } from '../../../shared/notify/notify';
import { billingApi } from './billing.api';
import { useCancelPayment, usePaymentsQuery, useRetryPayment } from './billing.queries';
import { planLabel } from './plan-label';
import { SendLinkModal } from './SendLinkModal';

const STATUS_COLORS = { pending: 'blue', processing: 'blue', accepted: 'green', rejected: 'red' } as const;

/** The platform's proforma and invoice of a payment, as links to their PDFs. */
function PaymentDocuments({ companyId, payment }: { companyId: string; payment: SubscriptionPayment }) {
  const { t } = useTranslation();
  const links = (['proforma', 'invoice'] as const).flatMap((document) => {
    const number = document === 'proforma' ? payment.proformaNumber : payment.invoiceNumber;
    return number ? [{ document, number }] : [];
  });
  return (
    <Stack gap={2}>
      {links.map(({ document, number }) => (
        <Anchor
          key={document}
          size="sm"
          href={billingApi.documentUrl(companyId, payment.id, document)}
          download
          data-testid={`payment-${document}`}
        >
          {t(`billing.payments.${document}`, { number })}
        </Anchor>
      ))}
    </Stack>
  );
}

/** The company's latest subscription payments; a pending one can be paid on or given up. */
export function PaymentsHistory({ companyId, canChange }: { companyId: string; canChange: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const payments = usePaymentsQuery(companyId);
  const cancel = useCancelPayment(companyId);
  const retry = useRetryPayment(companyId);
  const [linkFor, setLinkFor] = useState<string | null>(null);
  const items = payments.data ?? [];
  if (items.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        {t('billing.payments.title')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table data-testid="payments-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('billing.payments.date')}</Table.Th>
              <Table.Th scope="col">{t('companies.subscriptions.plan')}</Table.Th>
              <Table.Th scope="col">{t('billing.payments.amount')}</Table.Th>
              <Table.Th scope="col">{t('billing.payments.method')}</Table.Th>
              <Table.Th scope="col">{t('companies.subscriptions.status')}</Table.Th>
              <Table.Th scope="col">{t('billing.payments.documents')}</Table.Th>
              <Table.Th scope="col" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((payment) => (
              <Table.Tr key={payment.id} data-testid="payment-row" data-status={payment.status}>
                <Table.Td>{format.date(payment.createdAt)}</Table.Td>
                <Table.Td>{planLabel(payment.planCode, t)}</Table.Td>
                <Table.Td>{format.money(payment.amount, payment.currency)}</Table.Td>
                <Table.Td>{t(`billing.buy.methods.${payment.method}`)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[payment.status]} variant="light">
                    {t(`billing.payments.statuses.${payment.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <PaymentDocuments companyId={companyId} payment={payment} />
                </Table.Td>
                <Table.Td>
                  {canChange && payment.status === 'rejected' && payment.id === items[0]?.id && (
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="light"
                        loading={retry.isPending}
                        onClick={() => retry.mutate(payment.id, { onError: notifyApiError })}
                        data-testid="payment-retry"
                      >
                        {t('billing.payments.retry')}
                      </Button>
                    </Group>
                  )}
                  {canChange && payment.status === 'pending' && (
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {payment.payUrl && (
                        <Button size="xs" variant="light" component="a" href={payment.payUrl}>
                          {t('billing.return.continue')}
                        </Button>
                      )}
                      {payment.method === 'bank-transfer' && (
                        <Text size="xs" c="dimmed">
                          {t('billing.payments.awaiting-transfer')}
                        </Text>
                      )}
                      {payment.payUrl && (
                        <Button size="xs" variant="subtle" onClick={() => setLinkFor(payment.id)}>
                          {t('billing.payments.send-link')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={cancel.isPending}
                        onClick={() => cancel.mutate(payment.id, { onError: notifyApiError })}
                      >
                        {t('billing.payments.give-up')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {linkFor && (
        <SendLinkModal companyId={companyId} paymentId={linkFor} onClose={() => setLinkFor(null)} />
      )}
    </Paper>
  );
}
