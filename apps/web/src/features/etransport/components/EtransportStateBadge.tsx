import type { CombinedState } from '@app/domain/etransport/etransport-states';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CombinedState, string> = {
  draft: 'gray',
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
  canceled: 'dark',
  corrected: 'violet',
  imported: 'blue',
};

/** The combined state users see (spec 03 §4): draft, being processed, uploaded, rejected... */
export function EtransportStateBadge({ state }: { state: CombinedState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[state]} data-testid="etransport-state" data-state={state}>
      {t(`etransport.states.${state}`)}
    </Badge>
  );
}
