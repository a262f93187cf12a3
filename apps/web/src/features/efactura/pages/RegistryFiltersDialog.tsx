import {
  EFACTURA_DIRECTIONS,
  EFACTURA_MESSAGE_KINDS,
  EFACTURA_MESSAGE_STATES,
} from '@app/domain/efactura/efactura-states';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { filterText as textOf } from '../../../shared/invoicing/filter-text';
import { FilterSelect, FiltersDialogButtons } from '../../../shared/list/FilterFields';
import type { ListFiltersDialogProps } from '../../../shared/list/ListScreen';
import { withFilters } from '../../../shared/list/with-filters';

/**
 * Filters of the e-invoicing registry: direction, kind, state, partner (its CUI or part of its
 * name) and the days ANAF created the messages (from, to).
 */
export default function RegistryFiltersDialog({ value, onApply, onClose }: ListFiltersDialogProps) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState(textOf(value, 'direction'));
  const [kind, setKind] = useState(textOf(value, 'kind'));
  const [state, setState] = useState(textOf(value, 'state'));
  const [partner, setPartner] = useState(textOf(value, 'partner'));
  const [from, setFrom] = useState(textOf(value, 'date', 'gte'));
  const [to, setTo] = useState(textOf(value, 'date', 'lte'));
  const options = (values: readonly string[], prefix: string) =>
    values.map((option) => ({ value: option, label: t(`efactura.${prefix}.${option}`) }));

  const apply = () =>
    onApply(
      withFilters(value, [
        ['direction', 'eq', direction],
        ['kind', 'eq', kind],
        ['state', 'eq', state],
        ['partner', 'eq', partner.trim()],
        ['date', 'gte', from],
        ['date', 'lte', to],
      ]),
    );

  return (
    <Modal opened onClose={onClose} title={t('list.filters.title')} data-testid="efactura-filters">
      <Stack gap="md">
        <FilterSelect
          label={t('efactura.columns.direction')}
          data={options(EFACTURA_DIRECTIONS, 'direction')}
          value={direction}
          onChange={setDirection}
          data-testid="filter-direction"
        />
        <FilterSelect
          label={t('efactura.columns.kind')}
          data={options(EFACTURA_MESSAGE_KINDS, 'kind')}
          value={kind}
          onChange={setKind}
          data-testid="filter-kind"
        />
        <FilterSelect
          label={t('efactura.columns.state')}
          data={options(EFACTURA_MESSAGE_STATES, 'message-state')}
          value={state}
          onChange={setState}
          data-testid="filter-state"
        />
        <TextInput
          label={t('efactura.columns.partner')}
          description={t('efactura.filters.partner-hint')}
          value={partner}
          onChange={(event) => setPartner(event.currentTarget.value)}
          data-testid="filter-partner"
        />
        <SimpleGrid cols={2}>
          <CalendarDateInput label={t('efactura.filters.from')} value={from} onChange={setFrom} />
          <CalendarDateInput label={t('efactura.filters.to')} value={to} onChange={setTo} />
        </SimpleGrid>
        <FiltersDialogButtons
          cancelLabel={t('efactura.actions.cancel')}
          applyLabel={t('efactura.filters.apply')}
          onCancel={onClose}
          onApply={apply}
          applyTestId="filters-apply"
        />
      </Stack>
    </Modal>
  );
}
