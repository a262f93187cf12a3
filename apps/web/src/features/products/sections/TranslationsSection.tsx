import { LOCALES } from '@app/domain/auth/locale';
import {
  type ProductTranslation,
  translationInputSchema,
} from '@app/domain/products/product-sections.schemas';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectField, TextareaField, TextField } from '../../../shared/forms/FormFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { sectionApi } from './product-section';
import { SectionFormPage } from './SectionFormPage';
import { SectionList } from './SectionList';

type Payload = z.output<typeof translationInputSchema>;
type Values = { locale: string; name: string; description: string };

const api = sectionApi<ProductTranslation, Payload>('translations');
const resolver = schemaResolver<Values, Payload>(translationInputSchema);

/** /products/:productId/translations: the product's name and description in another language. */
export function TranslationsTab() {
  const { t } = useTranslation();
  return (
    <SectionList<ProductTranslation>
      api={api}
      describe={(row) => row.name}
      columns={[
        {
          key: 'locale',
          header: t('products.translations.fields.locale'),
          sortable: true,
          width: '10rem',
          render: (row) => t(`products.locales.${row.locale}`),
        },
        { key: 'name', header: t('products.translations.fields.name'), sortable: true },
        { key: 'description', header: t('products.translations.fields.description') },
      ]}
    />
  );
}

export function TranslationPage() {
  const { t } = useTranslation();
  return (
    <SectionFormPage<ProductTranslation, Values, Payload>
      api={api}
      param="translationId"
      resolver={resolver}
      empty={() => ({ locale: '', name: '', description: '' })}
      toValues={(row) => ({ locale: row.locale, name: row.name, description: row.description ?? '' })}
    >
      {() => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField
              name="locale"
              label={t('products.translations.fields.locale')}
              required
              data={LOCALES.map((locale) => ({ value: locale, label: t(`products.locales.${locale}`) }))}
            />
            <TextField name="name" label={t('products.translations.fields.name')} required maxLength={100} />
          </SimpleGrid>
          <TextareaField
            name="description"
            label={t('products.translations.fields.description')}
            maxLength={200}
          />
        </>
      )}
    </SectionFormPage>
  );
}
