import type { EfacturaMessageState, EfacturaState } from '@app/domain/efactura/efactura-states';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const INVOICE_COLORS: Record<EfacturaState | 'none', string> = {
  none: 'gray',
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
};

// Dot badges: the text keeps the page's text colour (readable in both themes), the dot says the state.

/** A client invoice's state in RO e-Factura: not sent, pending at ANAF, accepted or rejected. */
export function EfacturaStatusBadge({ status }: { status: EfacturaState | null }) {
  const { t } = useTranslation();
  const value = status ?? 'none';
  return (
    <Badge variant="dot" color={INVOICE_COLORS[value]} data-testid="efactura-status" data-status={value}>
      {t(`efactura.status.${value}`)}
    </Badge>
  );
}

const MESSAGE_COLORS: Record<EfacturaMessageState, string> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
  sent: 'blue',
  failed: 'red',
  received: 'grape',
};

/** A registry row's state: an invoice pending, accepted, rejected or received; a reply sent or failed. */
export function EfacturaMessageStateBadge({ state }: { state: EfacturaMessageState }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="dot"
      color={MESSAGE_COLORS[state]}
      data-testid="efactura-message-state"
      data-state={state}
    >
      {t(`efactura.message-state.${state}`)}
    </Badge>
  );
}
