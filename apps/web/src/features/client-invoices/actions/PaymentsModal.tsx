import type { ClientDocument } from '@app/domain/invoicing/client-document.schemas';
import { money } from '@app/domain/invoicing/totals-money';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type InvoicePayment, InvoicePaymentsTable } from '../../../shared/invoicing/InvoicePaymentsTable';
import { useDocumentQuery, useInvoicePayments } from '../client-documents.queries';

/** Where a payment opens: a bank transfer's page or a receipt's (spec 01 §2 route catalogue). */
const paymentPath = (payment: InvoicePayment) =>
  payment.type === 'receipt'
    ? `/clients/receipts/view/${payment.paymentId}`
    : `/clients/payments/${payment.paymentId}`;

/**
 * A new bank transfer for the invoice: the payment form reads the invoice, its client and currency
 * from these parameters and starts paying the invoice's remainder.
 */
export const newPaymentPath = (invoice: ClientDocument) =>
  `/clients/payments/create?${new URLSearchParams({
    invoice: invoice.id,
    client: invoice.partnerId,
    clientName: invoice.partnerName,
    currency: invoice.currency,
  })}`;

/** The payments and refunds allocated to an invoice, and a way to record a new one. */
export function PaymentsModal({
  companyId,
  invoiceId,
  canWrite,
  onClose,
}: {
  companyId: string;
  invoiceId: string;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const payments = useInvoicePayments(companyId, invoiceId);
  const invoice = useDocumentQuery(companyId, 'invoice', invoiceId);
  const payable = invoice.data?.status === 'published' && !money(invoice.data.remaining, money('0')).isZero();
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
    content = <InvoicePaymentsTable payments={payments.data} pathOf={paymentPath} />;
  }
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('client-invoices.payments.title')}
      data-testid="payments-modal"
    >
      <Stack gap="md">
        {content}
        {canWrite && payable && invoice.data && (
          <Group justify="flex-end">
            <Button component={Link} to={newPaymentPath(invoice.data)} data-testid="payments-add">
              {t('client-invoices.payments.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
