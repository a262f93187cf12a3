import { DOCUMENT_STATUSES } from '@app/domain/invoicing/client-document.schemas';
import { PAYMENT_TYPES } from '@app/domain/invoicing/client-payment.schemas';
import { Modal, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../forms/CalendarDateInput';
import { ServerSearchSelect, useServerSearch } from '../../forms/ServerSearchSelect';
import { filterText as textOf } from '../../invoicing/filter-text';
import { CurrencyFilter } from '../../invoicing/InvoiceFilterFields';
import { FilterSelect, FiltersDialogButtons } from '../../list/FilterFields';
import type { ListFiltersDialogProps } from '../../list/ListScreen';
import { withFilters } from '../../list/with-filters';
import { usePaymentSide, usePaymentsCompany } from '../payment-side-context';
import { usePaymentsApi } from '../payments.queries';

/**
 * Filters of the payments list: type, status (client receipts only), partner, date range and
 * currency (loaded on demand).
 */
export default function PaymentFiltersDialog(props: ListFiltersDialogProps) {
  return <FiltersDialog withType {...props} />;
}

/** The receipts list's: the same without the type. */
export function ReceiptFiltersDialog(props: ListFiltersDialogProps) {
  return <FiltersDialog withType={false} {...props} />;
}

function FiltersDialog({
  withType,
  value,
  onApply,
  onClose,
}: ListFiltersDialogProps & { withType: boolean }) {
  const { t } = useTranslation();
  const { texts, issuedReceipts } = usePaymentSide();
  const [type, setType] = useState(textOf(value, 'type'));
  const [status, setStatus] = useState(textOf(value, 'status'));
  const [partnerId, setPartnerId] = useState(textOf(value, 'partnerId'));
  const [from, setFrom] = useState(textOf(value, 'date', 'gte'));
  const [to, setTo] = useState(textOf(value, 'date', 'lte'));
  const [currency, setCurrency] = useState(textOf(value, 'currency'));

  const apply = () => {
    onApply(
      withFilters(value, [
        ['type', 'eq', withType ? type : ''],
        ['status', 'eq', status],
        ['partnerId', 'eq', partnerId],
        ['date', 'gte', from],
        ['date', 'lte', to],
        ['currency', 'eq', currency],
      ]),
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('list.filters.title')} data-testid="payment-filters">
      <Stack gap="md">
        {withType && (
          <FilterSelect
            label={t(`${texts}.columns.type`)}
            data={PAYMENT_TYPES.map((option) => ({
              value: option,
              label: t(`${texts}.types.${option}`),
            }))}
            value={type}
            onChange={setType}
            data-testid="payment-filter-type"
          />
        )}
        {issuedReceipts && (
          <FilterSelect
            label={t(`${texts}.columns.status`)}
            data={DOCUMENT_STATUSES.map((option) => ({
              value: option,
              label: t(`${texts}.status.${option}`),
            }))}
            value={status}
            onChange={setStatus}
            data-testid="payment-filter-status"
          />
        )}
        <PartnerFilter value={partnerId} onChange={setPartnerId} />
        <SimpleGrid cols={2}>
          <CalendarDateInput
            label={t(`${texts}.filters.from`)}
            value={from}
            onChange={setFrom}
            data-testid="payment-filter-from"
          />
          <CalendarDateInput
            label={t(`${texts}.filters.to`)}
            value={to}
            onChange={setTo}
            data-testid="payment-filter-to"
          />
        </SimpleGrid>
        <CurrencyFilter label={t(`${texts}.fields.currency`)} value={currency} onChange={setCurrency} />
        <FiltersDialogButtons
          cancelLabel={t(`${texts}.actions.cancel`)}
          applyLabel={t(`${texts}.actions.apply`)}
          onCancel={onClose}
          onApply={apply}
          applyTestId="payment-filters-apply"
        />
      </Stack>
    </Modal>
  );
}

/** A partner of the side (client or supplier), searched on the server; the chosen one stays an option. */
function PartnerFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const { side, api, keys } = usePaymentsApi();
  const texts = side.texts;
  const { companyId } = usePaymentsCompany();
  const { debounced, setSearch } = useServerSearch();
  const partners = useQuery({
    queryKey: keys.partners(companyId, debounced),
    queryFn: ({ signal }) => api.partners(companyId, debounced, signal),
    select: (page) => page.items.filter((partner) => side.partnerRoles.includes(partner.role)),
  });
  return (
    <ServerSearchSelect
      label={t(`${texts}.fields.partnerId`)}
      value={value}
      onChange={onChange}
      onSearchChange={setSearch}
      found={partners.data}
      unknownLabel={t(`${texts}.filters.chosen-client`)}
      clearable
      nothingFoundMessage={t(`${texts}.form.no-clients`)}
      data-testid="payment-filter-partner"
    />
  );
}
