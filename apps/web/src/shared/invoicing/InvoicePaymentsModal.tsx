import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type InvoicePayment, InvoicePaymentsTable } from './InvoicePaymentsTable';

interface InvoicePaymentsModalProps {
  /** The texts' namespace of the side ("client-invoices" / "supplier-invoices"): title and empty text. */
  texts: string;
  payments: UseQueryResult<InvoicePayment[]>;
  /** Where a payment opens. */
  pathOf: (payment: InvoicePayment) => string;
  /** Where a new payment of the invoice is recorded, and the button's label; null when none may be added. */
  add: { path: string; label: string } | null;
  onClose: () => void;
}

/** The payments and refunds allocated to an invoice of either side, and a way to record a new one. */
export function InvoicePaymentsModal({ texts, payments, pathOf, add, onClose }: InvoicePaymentsModalProps) {
  const { t } = useTranslation();
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
    content = <Text data-testid="payments-empty">{t(`${texts}.payments.empty`)}</Text>;
  } else {
    content = <InvoicePaymentsTable payments={payments.data} pathOf={pathOf} />;
  }
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(`${texts}.payments.title`)}
      data-testid="payments-modal"
    >
      <Stack gap="md">
        {content}
        {add && (
          <Group justify="flex-end">
            <Button component={Link} to={add.path} data-testid="payments-add">
              {add.label}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
