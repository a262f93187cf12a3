import { OFFERED_CURRENCIES } from '@app/domain/exchange-rates/currencies';
import { PAYMENT_STATES } from '@app/domain/invoicing/payment-state';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../list/FilterFields';
import type { PartnerSide } from './partner-side';

interface InvoiceFilterProps {
  label: string;
  value: string;
  onChange: (next: string) => void;
  'data-testid'?: string;
}

/** The payment-state filter of an invoice list (client or supplier): unpaid, partly paid, paid… */
export function PaymentStateFilter({
  label,
  value,
  onChange,
  side = 'client',
}: InvoiceFilterProps & { side?: PartnerSide }) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={label}
      data={PAYMENT_STATES.map((option) => ({
        value: option,
        label: t(`${side}-invoices.payment-states.${option}`),
      }))}
      value={value}
      onChange={onChange}
      data-testid="filter-payment-state"
    />
  );
}

/** The currency filter of a document or payment list: the offered currencies, searchable. */
export function CurrencyFilter(props: InvoiceFilterProps) {
  return <FilterSelect {...props} data={[...OFFERED_CURRENCIES]} searchable />;
}
