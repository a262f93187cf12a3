import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/useFormat';

interface InvoicePaidLineProps {
  /** The texts' namespace of the side ("client-invoices" / "supplier-invoices"). */
  texts: string;
  paidTotal: string;
  remaining: string;
  currency: string;
  /** Opens the payments; without it (no right to read the payments) there is no button. */
  onOpenPayments?: () => void;
  /** What the side offers next to the payments (adding one, for instance). */
  children?: ReactNode;
}

/** Under an invoice's totals: what was paid, what remains, and the button opening its payments. */
export function InvoicePaidLine({
  texts,
  paidTotal,
  remaining,
  currency,
  onOpenPayments,
  children,
}: InvoicePaidLineProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Group justify="flex-end" gap="xl" data-testid="document-paid">
      <Text size="sm">
        {t(`${texts}.view.paid`)}: {format.money(paidTotal, currency)}
      </Text>
      <Text size="sm" fw={600}>
        {t(`${texts}.view.remaining`)}: {format.money(remaining, currency)}
      </Text>
      {onOpenPayments && (
        <Button variant="subtle" size="compact-sm" onClick={onOpenPayments} data-testid="view-payments">
          {t(`${texts}.actions.payments`)}
        </Button>
      )}
      {children}
    </Group>
  );
}
