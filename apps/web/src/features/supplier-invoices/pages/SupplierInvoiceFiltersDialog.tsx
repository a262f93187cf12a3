import { OFFERED_CURRENCIES } from '@app/domain/exchange-rates/currencies';
import { PAYMENT_STATES } from '@app/domain/invoicing/payment-state';
import { SUPPLIER_INVOICE_STATUSES } from '@app/domain/invoicing/supplier-invoice.schemas';
import { Button, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { filterText } from '../../../shared/invoicing/filter-text';
import { PartnerFilter } from '../../../shared/invoicing/PartnerFilter';
import type { ListFiltersDialogProps } from '../../../shared/list/ListScreen';
import { withFilter } from '../../../shared/list/list-state';
import { useSupplierInvoicesCompany } from '../useSupplierInvoicesCompany';

/**
 * Filters of the supplier invoice list: supplier, issue and due date ranges, status, payment state,
 * currency. The product filter comes from a product's row menu and shows above the list.
 */
export default function SupplierInvoiceFiltersDialog({ value, onApply, onClose }: ListFiltersDialogProps) {
  const { t } = useTranslation();
  const { companyId } = useSupplierInvoicesCompany();
  const [partnerId, setPartnerId] = useState(filterText(value, 'partnerId'));
  const [issuedFrom, setIssuedFrom] = useState(filterText(value, 'issueDate', 'gte'));
  const [issuedTo, setIssuedTo] = useState(filterText(value, 'issueDate', 'lte'));
  const [dueFrom, setDueFrom] = useState(filterText(value, 'dueDate', 'gte'));
  const [dueTo, setDueTo] = useState(filterText(value, 'dueDate', 'lte'));
  const [status, setStatus] = useState(filterText(value, 'status'));
  const [paymentState, setPaymentState] = useState(filterText(value, 'paymentState'));
  const [currency, setCurrency] = useState(filterText(value, 'currency'));

  const apply = () => {
    let filters = withFilter(value, 'partnerId', 'eq', partnerId);
    filters = withFilter(filters, 'issueDate', 'gte', issuedFrom);
    filters = withFilter(filters, 'issueDate', 'lte', issuedTo);
    filters = withFilter(filters, 'dueDate', 'gte', dueFrom);
    filters = withFilter(filters, 'dueDate', 'lte', dueTo);
    filters = withFilter(filters, 'status', 'eq', status);
    filters = withFilter(filters, 'paymentState', 'eq', paymentState);
    filters = withFilter(filters, 'currency', 'eq', currency);
    onApply(filters);
  };

  return (
    <Modal opened onClose={onClose} title={t('list.filters.title')} data-testid="document-filters">
      <Stack gap="md">
        <PartnerFilter
          companyId={companyId}
          value={partnerId}
          onChange={setPartnerId}
          labelKey="supplier-invoices.columns.supplier"
          nothingFoundKey="supplier-invoices.form.no-suppliers"
        />
        <SimpleGrid cols={2}>
          <CalendarDateInput
            label={t('supplier-invoices.filters.issued-from')}
            value={issuedFrom}
            onChange={setIssuedFrom}
          />
          <CalendarDateInput
            label={t('supplier-invoices.filters.issued-to')}
            value={issuedTo}
            onChange={setIssuedTo}
          />
          <CalendarDateInput
            label={t('supplier-invoices.filters.due-from')}
            value={dueFrom}
            onChange={setDueFrom}
          />
          <CalendarDateInput
            label={t('supplier-invoices.filters.due-to')}
            value={dueTo}
            onChange={setDueTo}
          />
        </SimpleGrid>
        <Select
          label={t('supplier-invoices.columns.status')}
          data={SUPPLIER_INVOICE_STATUSES.map((option) => ({
            value: option,
            label: t(`supplier-invoices.status.${option}`),
          }))}
          value={status || null}
          onChange={(next) => setStatus(next ?? '')}
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="filter-status"
        />
        <Select
          label={t('supplier-invoices.columns.payment-state')}
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
        <Select
          label={t('supplier-invoices.columns.currency')}
          data={[...OFFERED_CURRENCIES]}
          value={currency || null}
          onChange={(next) => setCurrency(next ?? '')}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="filter-currency"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('supplier-invoices.actions.cancel')}
          </Button>
          <Button onClick={apply} data-testid="filters-apply">
            {t('supplier-invoices.filters.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
