import { daysOverdue, remainingToPay } from '@app/domain/invoicing/payment-state';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { dashboardLists, type InvoiceItem, listAddress, OVERDUE_INVOICES_FILTERS } from './dashboard-lists';
import { ListWidget } from './ListWidget';

/** Issued client invoices past their due date and not fully paid, the oldest due first. */
export function OverdueInvoicesWidget({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const today = todayInRomania();
  return (
    <ListWidget<InvoiceItem>
      title={t('dashboard.overdue-invoices.title')}
      viewAllTo={listAddress('/clients/invoices', OVERDUE_INVOICES_FILTERS)}
      emptyText={t('dashboard.overdue-invoices.empty')}
      queryKey={['dashboard', companyId, 'overdue-invoices']}
      fetchRows={(signal) => dashboardLists.overdueInvoices(companyId, signal)}
      line={(invoice) => ({
        key: invoice.id,
        to: `/clients/invoices/view/${invoice.id}`,
        title: `${invoice.seriesNumber ?? ''} · ${invoice.partnerName}`,
        detail: t('dashboard.overdue-invoices.detail', {
          date: format.date(invoice.dueDate),
          count: daysOverdue(invoice.dueDate, today),
        }),
        figure: format.money(remainingToPay(invoice.amountDue, invoice.paidTotal), invoice.currency),
      })}
      data-testid="widget-overdue-invoices"
    />
  );
}
