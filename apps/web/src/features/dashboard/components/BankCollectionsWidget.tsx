import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { BANK_COLLECTIONS_FILTERS, dashboardLists, listAddress, type PaymentItem } from './dashboard-lists';
import { ListWidget } from './ListWidget';

/** The latest money received from clients by bank transfer (a refund shows as a negative amount). */
export function BankCollectionsWidget({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ListWidget<PaymentItem>
      title={t('dashboard.bank-collections.title')}
      viewAllTo={listAddress('/clients/payments', BANK_COLLECTIONS_FILTERS)}
      emptyText={t('dashboard.bank-collections.empty')}
      queryKey={['dashboard', companyId, 'bank-collections']}
      fetchRows={(signal) => dashboardLists.bankCollections(companyId, signal)}
      line={(payment) => ({
        key: payment.id,
        to: `/clients/payments/${payment.id}`,
        title: payment.partnerName,
        detail: [format.date(payment.date), payment.description].filter(Boolean).join(' · '),
        figure: format.money(payment.amount, payment.currency),
      })}
      data-testid="widget-bank-collections"
    />
  );
}
