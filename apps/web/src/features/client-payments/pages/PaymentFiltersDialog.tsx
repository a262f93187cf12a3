import { OFFERED_CURRENCIES } from '@app/domain/exchange-rates/currencies';
import { DOCUMENT_STATUSES } from '@app/domain/invoicing/client-document.schemas';
import { PAYMENT_TYPES } from '@app/domain/invoicing/client-payment.schemas';
import { Button, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import type { ListFiltersDialogProps, ListingFilter } from '../../../shared/list/ListScreen';
import { filterValue, withFilter } from '../../../shared/list/list-state';
import { paymentsApi } from '../client-payments.api';
import { paymentKeys } from '../client-payments.queries';
import { useClientPaymentsCompany } from '../useClientPaymentsCompany';

const textOf = (filters: ListingFilter[], field: string, operator: ListingFilter['operator'] = 'eq') => {
  const value = filterValue(filters, field, operator);
  return typeof value === 'string' ? value : '';
};

/** Filters of the payments list: type, status, client, date range and currency (loaded on demand). */
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
  const [type, setType] = useState(textOf(value, 'type'));
  const [status, setStatus] = useState(textOf(value, 'status'));
  const [partnerId, setPartnerId] = useState(textOf(value, 'partnerId'));
  const [from, setFrom] = useState(textOf(value, 'date', 'gte'));
  const [to, setTo] = useState(textOf(value, 'date', 'lte'));
  const [currency, setCurrency] = useState(textOf(value, 'currency'));

  const apply = () => {
    let filters = withFilter(value, 'type', 'eq', withType ? type : '');
    filters = withFilter(filters, 'status', 'eq', status);
    filters = withFilter(filters, 'partnerId', 'eq', partnerId);
    filters = withFilter(filters, 'date', 'gte', from);
    filters = withFilter(filters, 'date', 'lte', to);
    filters = withFilter(filters, 'currency', 'eq', currency);
    onApply(filters);
  };

  return (
    <Modal opened onClose={onClose} title={t('list.filters.title')} data-testid="payment-filters">
      <Stack gap="md">
        {withType && (
          <Select
            label={t('client-payments.columns.type')}
            data={PAYMENT_TYPES.map((option) => ({
              value: option,
              label: t(`client-payments.types.${option}`),
            }))}
            value={type || null}
            onChange={(next) => setType(next ?? '')}
            clearable
            comboboxProps={{ withinPortal: true }}
            data-testid="payment-filter-type"
          />
        )}
        <Select
          label={t('client-payments.columns.status')}
          data={DOCUMENT_STATUSES.map((option) => ({
            value: option,
            label: t(`client-payments.status.${option}`),
          }))}
          value={status || null}
          onChange={(next) => setStatus(next ?? '')}
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="payment-filter-status"
        />
        <ClientFilter value={partnerId} onChange={setPartnerId} />
        <SimpleGrid cols={2}>
          <CalendarDateInput
            label={t('client-payments.filters.from')}
            value={from}
            onChange={setFrom}
            data-testid="payment-filter-from"
          />
          <CalendarDateInput
            label={t('client-payments.filters.to')}
            value={to}
            onChange={setTo}
            data-testid="payment-filter-to"
          />
        </SimpleGrid>
        <Select
          label={t('client-payments.fields.currency')}
          data={[...OFFERED_CURRENCIES]}
          value={currency || null}
          onChange={(next) => setCurrency(next ?? '')}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('client-payments.actions.cancel')}
          </Button>
          <Button onClick={apply} data-testid="payment-filters-apply">
            {t('client-payments.actions.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A client of the company, searched on the server; the chosen one stays an option. */
function ClientFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const { companyId } = useClientPaymentsCompany();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const partners = useQuery({
    queryKey: paymentKeys.partners(companyId, debounced),
    queryFn: ({ signal }) => paymentsApi.partners(companyId, debounced, signal),
  });
  const options = new Map<string, string>();
  if (chosen) options.set(chosen.id, chosen.name);
  for (const partner of partners.data?.items ?? []) options.set(partner.id, partner.name);
  if (value !== '' && !options.has(value)) options.set(value, t('client-payments.filters.chosen-client'));
  return (
    <Select
      label={t('client-payments.fields.partnerId')}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      value={value || null}
      searchable
      clearable
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      onChange={(next) => {
        setChosen(next ? { id: next, name: options.get(next) ?? '' } : null);
        onChange(next ?? '');
      }}
      nothingFoundMessage={t('client-payments.form.no-clients')}
      comboboxProps={{ withinPortal: true }}
      data-testid="payment-filter-partner"
    />
  );
}
