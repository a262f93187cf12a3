import { Badge, Button, Table, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { canMarkReceived } from '../payment-actions';
import { planParts } from '../plan-text';
import type { AdminPayment } from '../platform-admin.api';
import { usePlatformPayments } from '../platform-admin.queries';
import { MarkReceivedModal } from './MarkReceivedModal';
import { QueryContent } from './QueryContent';

const STATUS_COLORS = { pending: 'blue', processing: 'blue', accepted: 'green', rejected: 'red' } as const;

/** Every tenant's subscription payments: card and bank transfer, with their proforma and invoice. */
export function PaymentsTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const payments = usePlatformPayments();
  const [receiving, setReceiving] = useState<AdminPayment | null>(null);
  return (
    <>
      <QueryContent query={payments} empty={t('platform-admin.payments.empty')} testId="platform-payments">
        {(items) => (
          <Table.ScrollContainer minWidth={1000}>
            <Table verticalSpacing="sm" data-testid="platform-payments-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('platform-admin.columns.company')}</Table.Th>
                  <Table.Th scope="col">{t('platform-admin.columns.plan')}</Table.Th>
                  <Table.Th scope="col">{t('platform-admin.columns.amount')}</Table.Th>
                  <Table.Th scope="col">{t('platform-admin.columns.method')}</Table.Th>
                  <Table.Th scope="col">{t('platform-admin.columns.status')}</Table.Th>
                  <Table.Th scope="col">{t('platform-admin.columns.renewal')}</Table.Th>
                  <Table.Th scope="col">{t('platform-admin.columns.proforma')}</Table.Th>
                  <Table.Th scope="col">{t('platform-admin.columns.invoice')}</Table.Th>
                  <Table.Th scope="col">{t('platform-admin.columns.created')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('platform-admin.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((payment) => {
                  const { plan, period } = planParts(payment.planCode, t);
                  return (
                    <Table.Tr
                      key={payment.id}
                      data-testid="platform-payment-row"
                      data-status={payment.status}
                      data-method={payment.method}
                    >
                      <Table.Td>{payment.companyName}</Table.Td>
                      <Table.Td>{[plan, period].filter(Boolean).join(' · ')}</Table.Td>
                      <Table.Td>{format.money(payment.amount, payment.currency)}</Table.Td>
                      <Table.Td>{t(`platform-admin.payments.methods.${payment.method}`)}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[payment.status]} variant="light">
                          {t(`billing.payments.statuses.${payment.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{t(payment.renewal ? 'platform-admin.yes' : 'platform-admin.no')}</Table.Td>
                      <Table.Td>{payment.proformaNumber ?? '—'}</Table.Td>
                      <Table.Td>{payment.invoiceNumber ?? '—'}</Table.Td>
                      <Table.Td>{format.dateTime(payment.createdAt)}</Table.Td>
                      <Table.Td ta="right">
                        {canMarkReceived(payment) && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            onClick={() => setReceiving(payment)}
                            data-testid="platform-payment-mark-received"
                          >
                            {t('platform-admin.mark-received.open')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryContent>
      {receiving && <MarkReceivedModal payment={receiving} onClose={() => setReceiving(null)} />}
    </>
  );
}
