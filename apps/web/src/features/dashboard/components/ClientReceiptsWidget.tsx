import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { dashboardLists, type PaymentItem } from './dashboard-lists';
import { ListWidget } from './ListWidget';

/** The latest client receipts (cash against a receipt), newest first. */
export function ClientReceiptsWidget({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ListWidget<PaymentItem>
      title={t('dashboard.client-receipts.title')}
      viewAllTo="/clients/receipts"
      emptyText={t('dashboard.client-receipts.empty')}
      queryKey={['dashboard', companyId, 'client-receipts']}
      fetchRows={(signal) => dashboardLists.clientReceipts(companyId, signal)}
      line={(receipt) => ({
        key: receipt.id,
        to: `/clients/receipts/view/${receipt.id}`,
        title: `${receipt.seriesNumber ?? t('dashboard.client-receipts.draft')} · ${receipt.partnerName}`,
        detail: format.date(receipt.date),
        figure: format.money(receipt.amount, receipt.currency),
      })}
      data-testid="widget-client-receipts"
    />
  );
}
