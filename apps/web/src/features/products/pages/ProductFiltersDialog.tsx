import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foldedFilter } from '../../../shared/forms/FormFields';
import type { ListFiltersDialogProps } from '../../../shared/list/ListScreen';
import { filterValue, withFilter } from '../../../shared/list/list-state';
import { useCategoryChoices } from '../products.queries';
import { useProductsCompany } from '../useProductsCompany';

const asText = (value: unknown) => (value === undefined || value === null ? null : String(value));

/** Filters of the product list: category, and goods or services (loaded on demand). */
export default function ProductFiltersDialog({ value, onApply, onClose }: ListFiltersDialogProps) {
  const { t } = useTranslation();
  const { companyId } = useProductsCompany();
  const categories = useCategoryChoices(companyId);
  const [category, setCategory] = useState(asText(filterValue(value, 'productCategoryId', 'eq')));
  const [isService, setIsService] = useState(asText(filterValue(value, 'isService', 'eq')));

  const apply = () => {
    let filters = withFilter(value, 'productCategoryId', 'eq', category ?? undefined);
    filters = withFilter(filters, 'isService', 'eq', isService === null ? undefined : isService === 'true');
    onApply(filters);
  };

  return (
    <Modal opened onClose={onClose} title={t('list.filters.title')}>
      <Stack gap="md">
        <Select
          label={t('products.fields.productCategoryId')}
          data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.path }))}
          value={category}
          onChange={setCategory}
          searchable
          filter={foldedFilter}
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="product-filter-category"
        />
        <Select
          label={t('products.fields.kind')}
          data={[
            { value: 'false', label: t('products.kinds.goods') },
            { value: 'true', label: t('products.kinds.service') },
          ]}
          value={isService}
          onChange={setIsService}
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="product-filter-kind"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('products.actions.cancel')}
          </Button>
          <Button onClick={apply} data-testid="product-filters-apply">
            {t('products.actions.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
