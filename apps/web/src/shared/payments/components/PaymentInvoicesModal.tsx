import { Alert, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../format/useFormat';
import { numberOfPayment } from '../payment-side';
import type { AnyPaymentListItem } from '../payments.api';
import { usePaymentQuery, usePaymentsApi } from '../payments.queries';
import { InvoiceHeadCells } from './InvoiceHeadCells';
import { AllocationStateBadge } from './PaymentBadges';

interface PaymentInvoicesModalProps {
  companyId: string;
  payment: AnyPaymentListItem;
  onClose: () => void;
}

/**
 * The modal to view invoices of spec 02 §2: the invoices a payment (or receipt) pays, with what it
 * put on each and what each still owes, and the advance it keeps unallocated.
 */
export function PaymentInvoicesModal({ companyId, payment, onClose }: PaymentInvoicesModalProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { side } = usePaymentsApi();
  const texts = side.texts;
  const detail = usePaymentQuery(companyId, payment.id);
  const number = numberOfPayment(payment);

  let body = (
    <Center py="md">
      <Loader size="sm" role="status" aria-label={t('common.loading')} />
    </Center>
  );
  if (detail.isError)
    body = (
      <Alert color="red" data-testid="payment-invoices-error">
        {t(`${texts}.invoices-modal.failed`)}
      </Alert>
    );
  else if (detail.data) {
    const allocations = detail.data.allocations;
    body = (
      <Stack gap="sm">
        <Group justify="space-between">
          <AllocationStateBadge state={detail.data.allocationState} />
          <Text size="sm" data-testid="payment-invoices-advance">
            {t(`${texts}.form.advance`, {
              amount: format.money(detail.data.remaining, detail.data.currency),
            })}
          </Text>
        </Group>
        {allocations.length === 0 ? (
          <Text c="dimmed" data-testid="payment-invoices-none">
            {t(`${texts}.invoices-modal.none`)}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table data-testid="payment-invoices-table">
              <Table.Thead>
                <Table.Tr>
                  <InvoiceHeadCells />
                  <Table.Th ta="right">{t(`${texts}.invoices.allocated`)}</Table.Th>
                  <Table.Th ta="right">{t(`${texts}.invoices.remaining`)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {allocations.map((allocation) => (
                  <Table.Tr key={allocation.invoiceId} data-testid="payment-invoices-row">
                    <Table.Td>{allocation.seriesNumber ?? '—'}</Table.Td>
                    <Table.Td>{format.date(allocation.issueDate)}</Table.Td>
                    <Table.Td>{format.date(allocation.dueDate)}</Table.Td>
                    <Table.Td ta="right">{format.number(allocation.invoiceAmountDue)}</Table.Td>
                    <Table.Td ta="right">{format.number(allocation.amount)}</Table.Td>
                    <Table.Td ta="right">{format.number(allocation.invoiceRemaining)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(`${texts}.invoices-modal.title`, {
        payment: [t(`${texts}.types.${payment.type}`), number].filter(Boolean).join(' '),
      })}
      data-testid="payment-invoices-modal"
    >
      {body}
    </Modal>
  );
}
