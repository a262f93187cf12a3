import { Alert, Anchor, Center, Loader, Modal, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import type { InvoicePayment } from '../client-documents.api';
import { useInvoicePayments } from '../client-documents.queries';

/** Where a payment opens: a bank transfer's page or a receipt's (spec 01 §2 route catalogue). */
const paymentPath = (payment: InvoicePayment) =>
  payment.type === 'receipt'
    ? `/clients/receipts/view/${payment.paymentId}`
    : `/clients/payments/${payment.paymentId}`;

/** The payments and refunds allocated to an invoice. */
export function PaymentsModal({
  companyId,
  invoiceId,
  onClose,
}: {
  companyId: string;
  invoiceId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const payments = useInvoicePayments(companyId, invoiceId);
  let content: ReactNode;
  if (payments.isPending) {
    content = (
      <Center py="lg">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (payments.isError) {
    content = <Alert color="red">{t('errors.generic')}</Alert>;
  } else if (payments.data.length === 0) {
    content = <Text data-testid="payments-empty">{t('client-invoices.payments.empty')}</Text>;
  } else {
    content = (
      <Table data-testid="payments-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('client-invoices.payments.type')}</Table.Th>
            <Table.Th>{t('client-invoices.payments.number')}</Table.Th>
            <Table.Th>{t('client-invoices.payments.date')}</Table.Th>
            <Table.Th ta="right">{t('client-invoices.payments.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.data.map((payment) => (
            <Table.Tr key={payment.paymentId}>
              <Table.Td>
                {t(`client-invoices.payment-types.${payment.type}`, { defaultValue: payment.type })}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paymentPath(payment)} size="sm">
                  {payment.seriesNumber ?? t('client-invoices.status.draft')}
                </Anchor>
              </Table.Td>
              <Table.Td>{format.date(payment.date)}</Table.Td>
              <Table.Td ta="right">{format.money(payment.amount, payment.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('client-invoices.payments.title')}
      data-testid="payments-modal"
    >
      {content}
    </Modal>
  );
}
