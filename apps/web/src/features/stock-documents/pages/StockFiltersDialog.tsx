import { STOCK_DOCUMENT_STATUSES } from '@app/domain/stock/stock-kinds';
import { Modal, SimpleGrid, Stack } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { filterText } from '../../../shared/invoicing/filter-text';
import { PartnerFilter } from '../../../shared/invoicing/PartnerFilter';
import { FilterSelect, FiltersDialogButtons } from '../../../shared/list/FilterFields';
import type { ListFiltersDialogProps } from '../../../shared/list/ListScreen';
import { withFilters } from '../../../shared/list/with-filters';
import { STOCK_DOCUMENT_KINDS, STOCK_KINDS, type StockDocumentKind } from '../stock-document-kinds';
import { useWarehouses } from '../stock-documents.queries';
import { useStockDocumentsCompany } from '../useStockDocumentsCompany';

/** Filters of a stock document list: warehouse, partner (notes and advices), status, issue dates. */
function StockFiltersDialog({
  kind,
  value,
  onApply,
  onClose,
}: ListFiltersDialogProps & { kind: StockDocumentKind }) {
  const { t } = useTranslation();
  const { companyId } = useStockDocumentsCompany(kind);
  const warehouses = useWarehouses(companyId);
  const partner = STOCK_KINDS[kind].partner;
  const [warehouseId, setWarehouseId] = useState(filterText(value, 'warehouseId'));
  const [partnerId, setPartnerId] = useState(filterText(value, 'partnerId'));
  const [status, setStatus] = useState(filterText(value, 'status'));
  const [issuedFrom, setIssuedFrom] = useState(filterText(value, 'issueDate', 'gte'));
  const [issuedTo, setIssuedTo] = useState(filterText(value, 'issueDate', 'lte'));

  const apply = () =>
    onApply(
      withFilters(value, [
        ['warehouseId', 'eq', warehouseId],
        ['partnerId', 'eq', partner ? partnerId : ''],
        ['status', 'eq', status],
        ['issueDate', 'gte', issuedFrom],
        ['issueDate', 'lte', issuedTo],
      ]),
    );

  return (
    <Modal opened onClose={onClose} title={t('list.filters.title')} data-testid="document-filters">
      <Stack gap="md">
        <FilterSelect
          label={t('stock-documents.fields.warehouseId')}
          data={(warehouses.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
          value={warehouseId}
          onChange={setWarehouseId}
          searchable
          data-testid="filter-warehouse"
        />
        {partner && (
          <PartnerFilter
            companyId={companyId}
            value={partnerId}
            onChange={setPartnerId}
            labelKey={`stock-documents.fields.partner-${partner}`}
            nothingFoundKey={`stock-documents.form.no-partners-${partner}`}
          />
        )}
        <FilterSelect
          label={t('stock-documents.columns.status')}
          data={STOCK_DOCUMENT_STATUSES.map((option) => ({
            value: option,
            label: t(`stock-documents.status.${option}`),
          }))}
          value={status}
          onChange={setStatus}
          data-testid="filter-status"
        />
        <SimpleGrid cols={2}>
          <CalendarDateInput
            label={t('stock-documents.filters.issued-from')}
            value={issuedFrom}
            onChange={setIssuedFrom}
          />
          <CalendarDateInput
            label={t('stock-documents.filters.issued-to')}
            value={issuedTo}
            onChange={setIssuedTo}
          />
        </SimpleGrid>
        <FiltersDialogButtons
          cancelLabel={t('stock-documents.actions.cancel')}
          applyLabel={t('stock-documents.filters.apply')}
          onCancel={onClose}
          onApply={apply}
          applyTestId="filters-apply"
        />
      </Stack>
    </Modal>
  );
}

/** One dialog component per kind, made once so the list keeps the same component between renders. */
export const STOCK_FILTER_DIALOGS = Object.fromEntries(
  STOCK_DOCUMENT_KINDS.map((kind) => [
    kind,
    (props: ListFiltersDialogProps) => <StockFiltersDialog {...props} kind={kind} />,
  ]),
) as Record<StockDocumentKind, ComponentType<ListFiltersDialogProps>>;
