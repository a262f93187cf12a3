import { OFFERED_CURRENCIES } from '@app/domain/exchange-rates/currencies';
import { DOCUMENT_STATUSES } from '@app/domain/invoicing/client-document.schemas';
import { PAYMENT_STATES } from '@app/domain/invoicing/payment-state';
import { Button, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { sourcesApi } from '../../../shared/invoicing/document-sources.api';
import type { ListFiltersDialogProps, ListingFilter } from '../../../shared/list/ListScreen';
import { filterValue, withFilter } from '../../../shared/list/list-state';
import { documentKeys } from '../client-documents.queries';
import type { DocumentKind } from '../document-kind';
import { useDocumentsCompany } from '../useDocumentsCompany';

const textOf = (filters: ListingFilter[], field: string, operator: ListingFilter['operator'] = 'eq') => {
  const value = filterValue(filters, field, operator);
  return typeof value === 'string' ? value : '';
};

/** Filters of the invoice list: status, client, issue date range, payment state, currency (on demand). */
export default function DocumentFiltersDialog(props: ListFiltersDialogProps) {
  return <FiltersDialog kind="invoice" {...props} />;
}

/** The proforma list's: the same without payment states (a proforma is not paid). */
export function ProformaFiltersDialog(props: ListFiltersDialogProps) {
  return <FiltersDialog kind="proforma" {...props} />;
}

function FiltersDialog({ kind, value, onApply, onClose }: ListFiltersDialogProps & { kind: DocumentKind }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState(textOf(value, 'status'));
  const [partnerId, setPartnerId] = useState(textOf(value, 'partnerId'));
  const [from, setFrom] = useState(textOf(value, 'issueDate', 'gte'));
  const [to, setTo] = useState(textOf(value, 'issueDate', 'lte'));
  const [paymentState, setPaymentState] = useState(textOf(value, 'paymentState'));
  const [currency, setCurrency] = useState(textOf(value, 'currency'));

  const apply = () => {
    let filters = withFilter(value, 'status', 'eq', status);
    filters = withFilter(filters, 'partnerId', 'eq', partnerId);
    filters = withFilter(filters, 'issueDate', 'gte', from);
    filters = withFilter(filters, 'issueDate', 'lte', to);
    filters = withFilter(filters, 'paymentState', 'eq', kind === 'invoice' ? paymentState : '');
    filters = withFilter(filters, 'currency', 'eq', currency);
    onApply(filters);
  };
  const statuses = DOCUMENT_STATUSES.filter((option) => kind === 'invoice' || option !== 'draft');

  return (
    <Modal opened onClose={onClose} title={t('list.filters.title')} data-testid="document-filters">
      <Stack gap="md">
        <Select
          label={t('client-invoices.columns.status')}
          data={statuses.map((option) => ({ value: option, label: t(`client-invoices.status.${option}`) }))}
          value={status || null}
          onChange={(next) => setStatus(next ?? '')}
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="filter-status"
        />
        <ClientFilter value={partnerId} onChange={setPartnerId} />
        <SimpleGrid cols={2}>
          <CalendarDateInput
            label={t('client-invoices.filters.issued-from')}
            value={from}
            onChange={setFrom}
          />
          <CalendarDateInput label={t('client-invoices.filters.issued-to')} value={to} onChange={setTo} />
        </SimpleGrid>
        {kind === 'invoice' && (
          <Select
            label={t('client-invoices.columns.payment-state')}
            data={PAYMENT_STATES.map((option) => ({
              value: option,
              label: t(`client-invoices.payment-states.${option}`),
            }))}
            value={paymentState || null}
            onChange={(next) => setPaymentState(next ?? '')}
            clearable
            comboboxProps={{ withinPortal: true }}
            data-testid="filter-payment-state"
          />
        )}
        <Select
          label={t('client-invoices.columns.currency')}
          data={[...OFFERED_CURRENCIES]}
          value={currency || null}
          onChange={(next) => setCurrency(next ?? '')}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('client-invoices.actions.cancel')}
          </Button>
          <Button onClick={apply} data-testid="filters-apply">
            {t('client-invoices.filters.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A client of the company, searched on the server; the chosen one stays an option. */
function ClientFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const { companyId } = useDocumentsCompany();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const current = useQuery({
    queryKey: documentKeys.sources(companyId, 'partner', value),
    queryFn: ({ signal }) => sourcesApi.partner(companyId, value, signal),
    enabled: value !== '' && chosen === null,
    meta: { silent: true },
  });
  const partners = useQuery({
    queryKey: documentKeys.sources(companyId, 'client-choices', debounced),
    queryFn: ({ signal }) => sourcesApi.partners(companyId, debounced, signal),
  });
  const options = new Map<string, string>();
  if (chosen) options.set(chosen.id, chosen.name);
  else if (current.data) options.set(current.data.id, current.data.name);
  for (const partner of partners.data?.items ?? []) options.set(partner.id, partner.name);
  return (
    <Select
      label={t('client-invoices.columns.client')}
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
      nothingFoundMessage={t('client-invoices.choosers.no-clients')}
      comboboxProps={{ withinPortal: true }}
      data-testid="filter-partner"
    />
  );
}
