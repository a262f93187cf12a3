import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { useCan } from '../../../shared/permissions/permissions';
import { DRAFT_INVOICES_FILTERS, dashboardLists, type InvoiceItem, listAddress } from './dashboard-lists';
import { ListWidget } from './ListWidget';

/** The latest draft client invoices, each opening in its form (or its view for a reader). */
export function DraftInvoicesWidget({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const canWrite = useCan('client-invoices.write');
  return (
    <ListWidget<InvoiceItem>
      title={t('dashboard.draft-invoices.title')}
      viewAllTo={listAddress('/clients/invoices', DRAFT_INVOICES_FILTERS)}
      emptyText={t('dashboard.draft-invoices.empty')}
      queryKey={['dashboard', companyId, 'draft-invoices']}
      fetchRows={(signal) => dashboardLists.draftInvoices(companyId, signal)}
      line={(invoice) => ({
        key: invoice.id,
        to: canWrite ? `/clients/invoices/${invoice.id}` : `/clients/invoices/view/${invoice.id}`,
        title: invoice.partnerName,
        detail: t('dashboard.draft-invoices.detail', { date: format.date(invoice.issueDate) }),
        figure: format.money(invoice.grossTotal, invoice.currency),
      })}
      data-testid="widget-draft-invoices"
    />
  );
}
