import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InvoicePaymentsTable } from '../../../shared/invoicing/InvoicePaymentsTable';
import { supplierInvoicePaths } from '../supplier-invoice-paths';
import { useSupplierInvoicePayments } from '../supplier-invoices.queries';
import type { InvoiceTarget } from './invoice-target';

/** The payments and refunds allocated to a supplier invoice, and a way to record a new one. */
export function SupplierPaymentsModal({
  companyId,
  invoice,
  canAdd,
  onClose,
}: {
  companyId: string;
  invoice: InvoiceTarget;
  /** Whether a payment may be added now (write permission, an invoice that takes payments, unpaid). */
  canAdd: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const payments = useSupplierInvoicePayments(companyId, invoice.id);
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
    content = <Text data-testid="payments-empty">{t('supplier-invoices.payments.empty')}</Text>;
  } else {
    content = <InvoicePaymentsTable payments={payments.data} pathOf={supplierInvoicePaths.payment} />;
  }
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('supplier-invoices.payments.title')}
      data-testid="payments-modal"
    >
      <Stack gap="md">
        {content}
        {canAdd && (
          <Group justify="flex-end">
            <Button component={Link} to={supplierInvoicePaths.newPayment(invoice)} data-testid="payments-add">
              {t('supplier-invoices.actions.add-payment')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
