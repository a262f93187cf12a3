import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { numberOfPayment } from '../../../shared/payments/payment-side';
import { dashboardLists, type PaymentItem } from './dashboard-lists';
import { ListWidget } from './ListWidget';

/** The latest receipts received from suppliers (cash paid against their receipt), newest first. */
export function SupplierReceiptsWidget({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ListWidget<PaymentItem>
      title={t('dashboard.supplier-receipts.title')}
      viewAllTo="/suppliers/receipts"
      emptyText={t('dashboard.supplier-receipts.empty')}
      queryKey={['dashboard', companyId, 'supplier-receipts']}
      fetchRows={(signal) => dashboardLists.supplierReceipts(companyId, signal)}
      line={(receipt) => ({
        key: receipt.id,
        to: `/suppliers/receipts/${receipt.id}`,
        title: [numberOfPayment(receipt), receipt.partnerName].filter(Boolean).join(' · '),
        detail: format.date(receipt.date),
        figure: format.money(receipt.amount, receipt.currency),
      })}
      data-testid="widget-supplier-receipts"
    />
  );
}
