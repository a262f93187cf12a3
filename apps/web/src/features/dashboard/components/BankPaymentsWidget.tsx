import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { BANK_COLLECTIONS_FILTERS, dashboardLists, listAddress, type PaymentItem } from './dashboard-lists';
import { ListWidget } from './ListWidget';

/** The latest money paid to suppliers by bank transfer (a refund received shows as a negative amount). */
export function BankPaymentsWidget({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ListWidget<PaymentItem>
      title={t('dashboard.bank-payments.title')}
      viewAllTo={listAddress('/suppliers/payments', BANK_COLLECTIONS_FILTERS)}
      emptyText={t('dashboard.bank-payments.empty')}
      queryKey={['dashboard', companyId, 'bank-payments']}
      fetchRows={(signal) => dashboardLists.bankPayments(companyId, signal)}
      line={(payment) => ({
        key: payment.id,
        to: `/suppliers/payments/${payment.id}`,
        title: payment.partnerName,
        detail: [format.date(payment.date), payment.description].filter(Boolean).join(' · '),
        figure: format.money(payment.amount, payment.currency),
      })}
      data-testid="widget-bank-payments"
    />
  );
}
