import type { DocumentStatus } from '@app/domain/invoicing/client-document.schemas';
import type { PaymentState } from '@app/domain/invoicing/payment-state';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<DocumentStatus, string> = { draft: 'gray', published: 'blue', voided: 'red' };
const PAYMENT_COLORS: Record<PaymentState, string> = {
  paid: 'green',
  'partially-paid': 'yellow',
  'not-paid': 'gray',
  overdue: 'red',
};

/** Draft ("Ciornă"), issued ("Emisă") or voided ("Anulată"). */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} data-testid="document-status">
      {t(`client-invoices.status.${status}`)}
    </Badge>
  );
}

/** Paid, partially paid, not paid or overdue; nothing for drafts, voided invoices and proformas. */
export function PaymentStateBadge({ state }: { state: PaymentState | null }) {
  const { t } = useTranslation();
  if (state === null) return null;
  return (
    <Badge variant="dot" color={PAYMENT_COLORS[state]} data-testid="document-payment-state">
      {t(`client-invoices.payment-states.${state}`)}
    </Badge>
  );
}
