import { attributeInputSchema, type ProductAttribute } from '@app/domain/products/product-sections.schemas';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../shared/forms/FormFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { sectionApi } from './product-section';
import { SectionFormPage } from './SectionFormPage';
import { SectionList } from './SectionList';

type Payload = z.output<typeof attributeInputSchema>;
type Values = { name: string; value: string };

const api = sectionApi<ProductAttribute, Payload>('attributes');
const resolver = schemaResolver<Values, Payload>(attributeInputSchema);

/** /products/:productId/attributes: name and value pairs (colour: blue). */
export function AttributesTab() {
  const { t } = useTranslation();
  return (
    <SectionList<ProductAttribute>
      api={api}
      describe={(row) => `${row.name}: ${row.value}`}
      columns={[
        { key: 'name', header: t('products.attributes.fields.name'), sortable: true },
        { key: 'value', header: t('products.attributes.fields.value'), sortable: true },
      ]}
    />
  );
}

export function AttributePage() {
  const { t } = useTranslation();
  return (
    <SectionFormPage<ProductAttribute, Values, Payload>
      api={api}
      param="attributeId"
      resolver={resolver}
      empty={() => ({ name: '', value: '' })}
      toValues={(row) => ({ name: row.name, value: row.value })}
    >
      {() => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name="name" label={t('products.attributes.fields.name')} required maxLength={100} />
          <TextField name="value" label={t('products.attributes.fields.value')} required maxLength={100} />
        </SimpleGrid>
      )}
    </SectionFormPage>
  );
}
