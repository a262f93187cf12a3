import { OFFERED_CURRENCIES } from '@app/domain/exchange-rates/currencies';
import { DOCUMENT_STATUSES } from '@app/domain/invoicing/client-document.schemas';
import { PAYMENT_STATES } from '@app/domain/invoicing/payment-state';
import { Button, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { filterText as textOf } from '../../../shared/invoicing/filter-text';
import { PartnerFilter } from '../../../shared/invoicing/PartnerFilter';
import type { ListFiltersDialogProps } from '../../../shared/list/ListScreen';
import { withFilter } from '../../../shared/list/list-state';
import type { DocumentKind } from '../document-kind';
import { useDocumentsCompany } from '../useDocumentsCompany';

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
  const { companyId } = useDocumentsCompany();
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
        <PartnerFilter
          companyId={companyId}
          value={partnerId}
          onChange={setPartnerId}
          labelKey="client-invoices.columns.client"
          nothingFoundKey="client-invoices.choosers.no-clients"
        />
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
