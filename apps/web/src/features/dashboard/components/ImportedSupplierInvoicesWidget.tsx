import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { efacturaApi } from '../../efactura/efactura.api';
import { efacturaKeys } from '../../efactura/efactura.queries';
import { ListWidget } from './ListWidget';

/** The latest supplier invoices imported from RO e-Factura (spec 02 §2 Dashboard), newest first. */
export function ImportedSupplierInvoicesWidget({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ListWidget
      data-testid="widget-imported-supplier-invoices"
      title={t('efactura.dashboard.imported.title')}
      viewAllTo="/suppliers/invoices"
      emptyText={t('efactura.dashboard.imported.empty')}
      queryKey={efacturaKeys.imported(companyId)}
      fetchRows={(signal) => efacturaApi.imported(companyId, signal)}
      line={(item) => ({
        key: item.id,
        to: `/suppliers/invoices/view/${item.id}`,
        title: `${item.seriesNumber} · ${item.partnerName}`,
        detail: t('efactura.dashboard.imported.detail', {
          date: format.date(item.issueDate),
          status: t(`supplier-invoices.status.${item.status}`),
        }),
        figure: format.money(item.grossTotal, item.currency),
      })}
    />
  );
}
