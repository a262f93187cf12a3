import type { CompanyStatus } from '@app/domain/companies/company.schemas';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CompanyStatus, string> = {
  active: 'green',
  pending: 'yellow',
  unauthorized: 'orange',
  expired: 'red',
  inactive: 'gray',
};

/** The tax connection (SPV) status of a company. */
export function SpvStatusBadge({ status }: { status: CompanyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" data-testid="spv-status">
      {t(`companies.spv.status.${status}`)}
    </Badge>
  );
}
