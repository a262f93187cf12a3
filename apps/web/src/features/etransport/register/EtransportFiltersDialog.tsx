import { COMBINED_STATES, ETRANSPORT_KINDS } from '@app/domain/etransport/etransport-states';
import { Modal, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { FilterSelect, FiltersDialogButtons } from '../../../shared/list/FilterFields';
import type { ListFiltersDialogProps } from '../../../shared/list/ListScreen';
import { type RegisterFilters, registerFiltersOf, toRegisterFilters } from './register-filters';

/** The register's filters: document type, combined state, transport date range. */
export default function EtransportFiltersDialog({ value, onApply, onClose }: ListFiltersDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<RegisterFilters>(() => registerFiltersOf(value));
  const set = (patch: Partial<RegisterFilters>) => setValues((current) => ({ ...current, ...patch }));

  return (
    <Modal opened onClose={onClose} title={t('list.filters.title')} data-testid="etransport-filters">
      <Stack gap="md">
        <FilterSelect
          label={t('etransport.filters.type')}
          data={ETRANSPORT_KINDS.map((kind) => ({ value: kind, label: t(`etransport.kinds.${kind}`) }))}
          value={values.type}
          onChange={(type) => set({ type: type as RegisterFilters['type'] })}
          data-testid="filter-type"
        />
        <FilterSelect
          label={t('etransport.filters.state')}
          data={COMBINED_STATES.map((state) => ({ value: state, label: t(`etransport.states.${state}`) }))}
          value={values.state}
          onChange={(state) => set({ state: state as RegisterFilters['state'] })}
          data-testid="filter-state"
        />
        <SimpleGrid cols={2}>
          <CalendarDateInput
            label={t('etransport.filters.delivered-from')}
            value={values.deliveredFrom}
            onChange={(deliveredFrom) => set({ deliveredFrom })}
            data-testid="filter-delivered-from"
          />
          <CalendarDateInput
            label={t('etransport.filters.delivered-to')}
            value={values.deliveredTo}
            onChange={(deliveredTo) => set({ deliveredTo })}
            data-testid="filter-delivered-to"
          />
        </SimpleGrid>
        <FiltersDialogButtons
          cancelLabel={t('etransport.filters.cancel')}
          applyLabel={t('etransport.filters.apply')}
          onCancel={onClose}
          onApply={() => onApply(toRegisterFilters(value, values))}
          applyTestId="filters-apply"
        />
      </Stack>
    </Modal>
  );
}
