import { DOCUMENT_STATUSES } from '@app/domain/invoicing/client-document.schemas';
import { Modal, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { filterText as textOf } from '../../../shared/invoicing/filter-text';
import { CurrencyFilter, PaymentStateFilter } from '../../../shared/invoicing/InvoiceFilterFields';
import { PartnerFilter } from '../../../shared/invoicing/PartnerFilter';
import { FilterSelect, FiltersDialogButtons } from '../../../shared/list/FilterFields';
import type { ListFiltersDialogProps } from '../../../shared/list/ListScreen';
import { withFilters } from '../../../shared/list/with-filters';
import { EfacturaStatusFilter } from '../../efactura/components/EfacturaStatusFilter';
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
  const [efactura, setEfactura] = useState(textOf(value, 'efacturaStatus'));

  const apply = () => {
    onApply(
      withFilters(value, [
        ['status', 'eq', status],
        ['partnerId', 'eq', partnerId],
        ['issueDate', 'gte', from],
        ['issueDate', 'lte', to],
        ['paymentState', 'eq', kind === 'invoice' ? paymentState : ''],
        ['currency', 'eq', currency],
        ['efacturaStatus', 'eq', kind === 'invoice' ? efactura : ''],
      ]),
    );
  };
  const statuses = DOCUMENT_STATUSES.filter((option) => kind === 'invoice' || option !== 'draft');

  return (
    <Modal opened onClose={onClose} title={t('list.filters.title')} data-testid="document-filters">
      <Stack gap="md">
        <FilterSelect
          label={t('client-invoices.columns.status')}
          data={statuses.map((option) => ({ value: option, label: t(`client-invoices.status.${option}`) }))}
          value={status}
          onChange={setStatus}
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
          <PaymentStateFilter
            label={t('client-invoices.columns.payment-state')}
            value={paymentState}
            onChange={setPaymentState}
          />
        )}
        <CurrencyFilter
          label={t('client-invoices.columns.currency')}
          value={currency}
          onChange={setCurrency}
        />
        {kind === 'invoice' && <EfacturaStatusFilter value={efactura} onChange={setEfactura} />}
        <FiltersDialogButtons
          cancelLabel={t('client-invoices.actions.cancel')}
          applyLabel={t('client-invoices.filters.apply')}
          onCancel={onClose}
          onApply={apply}
          applyTestId="filters-apply"
        />
      </Stack>
    </Modal>
  );
}
