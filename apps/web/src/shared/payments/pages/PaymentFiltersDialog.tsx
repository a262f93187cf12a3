import { OFFERED_CURRENCIES } from '@app/domain/exchange-rates/currencies';
import { DOCUMENT_STATUSES } from '@app/domain/invoicing/client-document.schemas';
import { PAYMENT_TYPES } from '@app/domain/invoicing/client-payment.schemas';
import { Button, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../forms/CalendarDateInput';
import type { ListFiltersDialogProps, ListingFilter } from '../../list/ListScreen';
import { filterValue, withFilter } from '../../list/list-state';
import { usePaymentSide, usePaymentsCompany } from '../payment-side-context';
import { usePaymentsApi } from '../payments.queries';

const textOf = (filters: ListingFilter[], field: string, operator: ListingFilter['operator'] = 'eq') => {
  const value = filterValue(filters, field, operator);
  return typeof value === 'string' ? value : '';
};

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
            label={t(`${texts}.columns.type`)}
            data={PAYMENT_TYPES.map((option) => ({
              value: option,
              label: t(`${texts}.types.${option}`),
            }))}
            value={type || null}
            onChange={(next) => setType(next ?? '')}
            clearable
            comboboxProps={{ withinPortal: true }}
            data-testid="payment-filter-type"
          />
        )}
        {issuedReceipts && (
          <Select
            label={t(`${texts}.columns.status`)}
            data={DOCUMENT_STATUSES.map((option) => ({
              value: option,
              label: t(`${texts}.status.${option}`),
            }))}
            value={status || null}
            onChange={(next) => setStatus(next ?? '')}
            clearable
            comboboxProps={{ withinPortal: true }}
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
        <Select
          label={t(`${texts}.fields.currency`)}
          data={[...OFFERED_CURRENCIES]}
          value={currency || null}
          onChange={(next) => setCurrency(next ?? '')}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(`${texts}.actions.cancel`)}
          </Button>
          <Button onClick={apply} data-testid="payment-filters-apply">
            {t(`${texts}.actions.apply`)}
          </Button>
        </Group>
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
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const partners = useQuery({
    queryKey: keys.partners(companyId, debounced),
    queryFn: ({ signal }) => api.partners(companyId, debounced, signal),
    select: (page) => page.items.filter((partner) => side.partnerRoles.includes(partner.role)),
  });
  const options = new Map<string, string>();
  if (chosen) options.set(chosen.id, chosen.name);
  for (const partner of partners.data ?? []) options.set(partner.id, partner.name);
  if (value !== '' && !options.has(value)) options.set(value, t(`${texts}.filters.chosen-client`));
  return (
    <Select
      label={t(`${texts}.fields.partnerId`)}
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
      nothingFoundMessage={t(`${texts}.form.no-clients`)}
      comboboxProps={{ withinPortal: true }}
      data-testid="payment-filter-partner"
    />
  );
}
