import type { DocumentStatus } from '@app/domain/invoicing/client-document.schemas';
import type { AllocationState } from '@app/domain/invoicing/payment-state';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePaymentSide } from '../payment-side-context';

const ALLOCATION_COLORS: Record<AllocationState, string> = {
  unallocated: 'gray',
  'partially-allocated': 'yellow',
  'fully-allocated': 'green',
};
const STATUS_COLORS: Record<DocumentStatus, string> = { draft: 'gray', published: 'blue', voided: 'red' };

/** Unallocated, partially or fully allocated to invoices (spec 02 §4). */
export function AllocationStateBadge({ state }: { state: AllocationState }) {
  const { t } = useTranslation();
  const { texts } = usePaymentSide();
  return (
    <Badge variant="dot" color={ALLOCATION_COLORS[state]} data-testid="payment-allocation-state">
      {t(`${texts}.allocation-states.${state}`)}
    </Badge>
  );
}

/** A receipt's draft, issued or voided state. */
export function ReceiptStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  const { texts } = usePaymentSide();
  return (
    <Badge variant="filled" color={STATUS_COLORS[status]} data-testid="receipt-status">
      {t(`${texts}.status.${status}`)}
    </Badge>
  );
}
