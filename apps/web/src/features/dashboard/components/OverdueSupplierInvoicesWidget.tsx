import { daysOverdue, remainingToPay } from '@app/domain/invoicing/payment-state';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { dashboardLists, type InvoiceItem, listAddress, OVERDUE_INVOICES_FILTERS } from './dashboard-lists';
import { ListWidget } from './ListWidget';

/** Supplier invoices past their due date and not fully paid, the oldest due first. */
export function OverdueSupplierInvoicesWidget({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const today = todayInRomania();
  return (
    <ListWidget<InvoiceItem>
      title={t('dashboard.overdue-supplier-invoices.title')}
      viewAllTo={listAddress('/suppliers/invoices', OVERDUE_INVOICES_FILTERS)}
      emptyText={t('dashboard.overdue-supplier-invoices.empty')}
      queryKey={['dashboard', companyId, 'overdue-supplier-invoices']}
      fetchRows={(signal) => dashboardLists.overdueSupplierInvoices(companyId, signal)}
      line={(invoice) => ({
        key: invoice.id,
        to: `/suppliers/invoices/view/${invoice.id}`,
        title: `${invoice.seriesNumber ?? ''} · ${invoice.partnerName}`,
        detail: t('dashboard.overdue-invoices.detail', {
          date: format.date(invoice.dueDate),
          count: daysOverdue(invoice.dueDate, today),
        }),
        figure: format.money(remainingToPay(invoice.amountDue, invoice.paidTotal), invoice.currency),
      })}
      data-testid="widget-overdue-supplier-invoices"
    />
  );
}
