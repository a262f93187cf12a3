import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFiltersDialogProps } from '../../../shared/list/ListScreen';
import { filterValue, withFilter } from '../../../shared/list/list-state';

export interface FilterChoice {
  /** The listing's filter field ('type', 'code'...). */
  field: string;
  label: string;
  options: { value: string; label: string }[];
  testId: string;
}

/** A filters dialog of equality choices (each may stay empty), for the lists' lazy dialogs. */
export function SelectFilterDialog({
  value,
  onApply,
  onClose,
  choices,
}: ListFiltersDialogProps & { choices: FilterChoice[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(
      choices.map((choice) => {
        const current = filterValue(value, choice.field, 'eq');
        return [choice.field, current === undefined || current === null ? null : String(current)];
      }),
    ),
  );
  const apply = () =>
    onApply(
      choices.reduce(
        (filters, choice) => withFilter(filters, choice.field, 'eq', chosen[choice.field] ?? undefined),
        value,
      ),
    );
  return (
    <Modal opened onClose={onClose} title={t('list.filters.title')}>
      <Stack gap="md">
        {choices.map((choice) => (
          <Select
            key={choice.field}
            label={choice.label}
            data={choice.options}
            value={chosen[choice.field] ?? null}
            onChange={(next) => setChosen((current) => ({ ...current, [choice.field]: next }))}
            clearable
            comboboxProps={{ withinPortal: true }}
            data-testid={choice.testId}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('settings.actions.cancel')}
          </Button>
          <Button onClick={apply} data-testid="settings-filters-apply">
            {t('settings.actions.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
