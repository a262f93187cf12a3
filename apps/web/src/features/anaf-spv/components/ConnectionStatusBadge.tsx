import type { SpvConnectionStatus } from '@app/domain/efactura/efactura-states';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const STATUS_COLORS: Record<SpvConnectionStatus, string> = {
  active: 'green',
  pending: 'yellow',
  unauthorized: 'orange',
  expired: 'red',
  inactive: 'gray',
};

/** The SPV connection's status; StatusSection says what it means. */
export function ConnectionStatusBadge({ status }: { status: SpvConnectionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      size="lg"
      data-testid="spv-connection-status"
      data-status={status}
    >
      {t(`anaf-spv.status.${status}`)}
    </Badge>
  );
}
