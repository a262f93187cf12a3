import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import { efacturaApi } from '../../efactura/efactura.api';
import { efacturaKeys } from '../../efactura/efactura.queries';
import { WidgetFrame } from './WidgetFrame';

/** The latest supplier invoices imported from RO e-Factura (spec 02 §2 Dashboard), newest first. */
export function ImportedSupplierInvoicesWidget({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery({
    queryKey: efacturaKeys.imported(companyId),
    queryFn: ({ signal }) => efacturaApi.imported(companyId, signal),
    meta: { silent: true },
    retry: 1,
  });
  const items = query.data?.items ?? [];
  return (
    <div data-testid="widget-imported-supplier-invoices">
      <WidgetFrame
        title={t('efactura.dashboard.imported.title')}
        viewAllTo="/suppliers/invoices"
        isLoading={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        isEmpty={items.length === 0}
        emptyText={t('efactura.dashboard.imported.empty')}
      >
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/suppliers/invoices/view/${item.id}`} size="sm" truncate>
                  {`${item.seriesNumber} · ${item.partnerName}`}
                </Anchor>
                <Text size="xs" c="dimmed" truncate>
                  {t('efactura.dashboard.imported.detail', {
                    date: format.date(item.issueDate),
                    status: t(`supplier-invoices.status.${item.status}`),
                  })}
                </Text>
              </Stack>
              <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {format.money(item.grossTotal, item.currency)}
              </Text>
            </Group>
          ))}
        </Stack>
      </WidgetFrame>
    </div>
  );
}
