import { COMPANY_STATUSES } from '@app/domain/companies/company.schemas';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFiltersDialogProps } from '../../../shared/list/ListScreen';
import { filterValue, withFilter } from '../../../shared/list/list-state';

/** Filters of the company list: VAT payer and tax connection status (loaded on demand). */
export default function CompanyFiltersDialog({ value, onApply, onClose }: ListFiltersDialogProps) {
  const { t } = useTranslation();
  const initialVat = filterValue(value, 'vatPayer', 'eq');
  const [vatPayer, setVatPayer] = useState<string | null>(
    initialVat === undefined || initialVat === null ? null : String(initialVat),
  );
  const [status, setStatus] = useState<string | null>(
    (filterValue(value, 'anafSpvStatus', 'eq') as string | undefined) ?? null,
  );

  const apply = () => {
    let filters = withFilter(value, 'vatPayer', 'eq', vatPayer === null ? undefined : vatPayer === 'true');
    filters = withFilter(filters, 'anafSpvStatus', 'eq', status ?? undefined);
    onApply(filters);
  };

  return (
    <Modal opened onClose={onClose} title={t('list.filters.title')}>
      <Stack gap="md">
        <Select
          label={t('companies.fields.vatPayer')}
          data={[
            { value: 'true', label: t('companies.common.yes') },
            { value: 'false', label: t('companies.common.no') },
          ]}
          value={vatPayer}
          onChange={setVatPayer}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('companies.fields.anafSpvStatus')}
          data={COMPANY_STATUSES.map((value) => ({ value, label: t(`companies.spv.status.${value}`) }))}
          value={status}
          onChange={setStatus}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('companies.actions.cancel')}
          </Button>
          <Button onClick={apply}>{t('companies.actions.apply')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
