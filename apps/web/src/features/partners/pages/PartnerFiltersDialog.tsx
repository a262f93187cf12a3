import { PARTNER_ROLES, PARTNER_TYPES } from '@app/domain/partners/partner.schemas';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFiltersDialogProps, ListingFilter } from '../../../shared/list/ListScreen';
import { filterValue, withFilter } from '../../../shared/list/list-state';

const textFilter = (filters: ListingFilter[], field: string) =>
  (filterValue(filters, field, 'eq') as string | undefined) ?? null;

/** Filters of the partner list: role, type and VAT payer (loaded on demand). */
export default function PartnerFiltersDialog({ value, onApply, onClose }: ListFiltersDialogProps) {
  const { t } = useTranslation();
  const [role, setRole] = useState(textFilter(value, 'role'));
  const [type, setType] = useState(textFilter(value, 'type'));
  const initialVat = filterValue(value, 'vatPayer', 'eq');
  const [vatPayer, setVatPayer] = useState<string | null>(
    initialVat === undefined || initialVat === null ? null : String(initialVat),
  );

  const apply = () => {
    let filters = withFilter(value, 'role', 'eq', role ?? undefined);
    filters = withFilter(filters, 'type', 'eq', type ?? undefined);
    filters = withFilter(filters, 'vatPayer', 'eq', vatPayer === null ? undefined : vatPayer === 'true');
    onApply(filters);
  };

  return (
    <Modal opened onClose={onClose} title={t('list.filters.title')}>
      <Stack gap="md">
        <Select
          label={t('partners.fields.role')}
          data={PARTNER_ROLES.map((option) => ({ value: option, label: t(`partners.roles.${option}`) }))}
          value={role}
          onChange={setRole}
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="partner-filter-role"
        />
        <Select
          label={t('partners.fields.type')}
          data={PARTNER_TYPES.map((option) => ({ value: option, label: t(`partners.types.${option}`) }))}
          value={type}
          onChange={setType}
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="partner-filter-type"
        />
        <Select
          label={t('partners.fields.vatPayer')}
          data={[
            { value: 'true', label: t('partners.common.yes') },
            { value: 'false', label: t('partners.common.no') },
          ]}
          value={vatPayer}
          onChange={setVatPayer}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('partners.actions.cancel')}
          </Button>
          <Button onClick={apply} data-testid="partner-filters-apply">
            {t('partners.actions.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
