import type { PaymentState } from '@app/domain/invoicing/payment-state';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartnerSide } from './partner-side';

const PAYMENT_COLORS: Record<PaymentState, string> = {
  paid: 'green',
  'partially-paid': 'yellow',
  'not-paid': 'gray',
  overdue: 'red',
};

/**
 * Paid, partially paid, not paid or overdue, for client and supplier invoices, in each side's words
 * (a client's invoice is collected, a supplier's is paid); nothing for drafts, voided invoices and
 * proformas.
 */
export function PaymentStateBadge({
  state,
  side = 'client',
}: {
  state: PaymentState | null;
  side?: PartnerSide;
}) {
  const { t } = useTranslation();
  if (state === null) return null;
  return (
    <Badge variant="dot" color={PAYMENT_COLORS[state]} data-testid="document-payment-state">
      {t(`${side}-invoices.payment-states.${state}`)}
    </Badge>
  );
}
