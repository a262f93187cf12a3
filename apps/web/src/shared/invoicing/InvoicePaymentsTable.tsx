import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../format/useFormat';

/** One payment or refund of an invoice, as the invoice-payments modal lists it (client and supplier). */
export type InvoicePayment = {
  paymentId: string;
  type: string;
  seriesNumber: string | null;
  date: string;
  amount: string;
  currency: string;
};

/** The payments allocated to an invoice: type, document (a link to it), date and amount. */
export function InvoicePaymentsTable({
  payments,
  pathOf,
}: {
  payments: InvoicePayment[];
  /** Where a payment opens: a bank transfer's page or a receipt's, on the invoice's side. */
  pathOf: (payment: InvoicePayment) => string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
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
        {payments.map((payment) => (
          <Table.Tr key={payment.paymentId}>
            <Table.Td>
              {t(`client-invoices.payment-types.${payment.type}`, { defaultValue: payment.type })}
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={pathOf(payment)} size="sm">
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
