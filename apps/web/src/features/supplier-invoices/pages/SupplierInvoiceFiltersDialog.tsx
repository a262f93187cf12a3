import { SUPPLIER_INVOICE_STATUSES } from '@app/domain/invoicing/supplier-invoice.schemas';
import { Modal, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { filterText } from '../../../shared/invoicing/filter-text';
import { CurrencyFilter, PaymentStateFilter } from '../../../shared/invoicing/InvoiceFilterFields';
import { PartnerFilter } from '../../../shared/invoicing/PartnerFilter';
import { FilterSelect, FiltersDialogButtons } from '../../../shared/list/FilterFields';
import type { ListFiltersDialogProps } from '../../../shared/list/ListScreen';
import { withFilters } from '../../../shared/list/with-filters';
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
    onApply(
      withFilters(value, [
        ['partnerId', 'eq', partnerId],
        ['issueDate', 'gte', issuedFrom],
        ['issueDate', 'lte', issuedTo],
        ['dueDate', 'gte', dueFrom],
        ['dueDate', 'lte', dueTo],
        ['status', 'eq', status],
        ['paymentState', 'eq', paymentState],
        ['currency', 'eq', currency],
      ]),
    );
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
        <FilterSelect
          label={t('supplier-invoices.columns.status')}
          data={SUPPLIER_INVOICE_STATUSES.map((option) => ({
            value: option,
            label: t(`supplier-invoices.status.${option}`),
          }))}
          value={status}
          onChange={setStatus}
          data-testid="filter-status"
        />
        <PaymentStateFilter
          label={t('supplier-invoices.columns.payment-state')}
          value={paymentState}
          onChange={setPaymentState}
          side="supplier"
        />
        <CurrencyFilter
          label={t('supplier-invoices.columns.currency')}
          value={currency}
          onChange={setCurrency}
          data-testid="filter-currency"
        />
        <FiltersDialogButtons
          cancelLabel={t('supplier-invoices.actions.cancel')}
          applyLabel={t('supplier-invoices.filters.apply')}
          onCancel={onClose}
          onApply={apply}
          applyTestId="filters-apply"
        />
      </Stack>
    </Modal>
  );
}
