import {
  PRODUCT_CODE_TYPES,
  STANDARD_CODE_SCHEME_OPTIONS,
  STANDARD_CODE_TYPE,
  standardCodeSchemeLabel,
} from '@app/domain/products/product-codes';
import { type ProductCode, productCodeInputSchema } from '@app/domain/products/product-sections.schemas';
import { SimpleGrid } from '@mantine/core';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectField, TextField } from '../../../shared/forms/FormFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { PackagingField } from '../components/CatalogueFields';
import { PartnerField } from '../components/PartnerField';
import { useProductOutlet } from '../pages/ProductLayout';
import { sectionApi } from './product-section';
import { SectionFormPage } from './SectionFormPage';
import { SectionList } from './SectionList';

type Payload = z.output<typeof productCodeInputSchema>;
type Values = {
  partnerId: string;
  productPackagingId: string;
  code: string;
  type: string;
  standardCodeType: string;
};
type Side = 'client' | 'supplier';

const apis = {
  client: sectionApi<ProductCode, Payload>('clients-codes'),
  supplier: sectionApi<ProductCode, Payload>('suppliers-codes'),
};
const resolver = schemaResolver<Values, Payload>(productCodeInputSchema);

function CodesList({ side }: { side: Side }) {
  const { t } = useTranslation();
  return (
    <SectionList<ProductCode>
      api={apis[side]}
      describe={(row) => `${row.code} (${row.partnerName})`}
      columns={[
        { key: 'partnerName', header: t(`products.partner.${side}`), sortable: true },
        { key: 'code', header: t('products.codes.fields.code'), sortable: true },
        {
          key: 'type',
          header: t('products.codes.fields.type'),
          sortable: true,
          render: (row) => t(`products.code-types.${row.type}`),
        },
        {
          key: 'standardCodeType',
          header: t('products.codes.fields.standardCodeType'),
          render: (row) => (row.standardCodeType ? standardCodeSchemeLabel(row.standardCodeType) : ''),
        },
      ]}
    />
  );
}

/** The scheme is asked for (and sent) only for a standard code; switching away clears it. */
function SchemeField() {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<Values>();
  const type = useWatch({ control, name: 'type' });
  const standard = type === STANDARD_CODE_TYPE;
  useEffect(() => {
    if (!standard && getValues('standardCodeType') !== '') setValue('standardCodeType', '');
  }, [standard, getValues, setValue]);
  if (!standard) return null;
  return (
    <SelectField
      name="standardCodeType"
      label={t('products.codes.fields.standardCodeType')}
      required
      searchable
      data={[...STANDARD_CODE_SCHEME_OPTIONS]}
      data-testid="code-scheme"
    />
  );
}

function CodePage({ side }: { side: Side }) {
  const { t } = useTranslation();
  const { companyId, product } = useProductOutlet();
  return (
    <SectionFormPage<ProductCode, Values, Payload>
      api={apis[side]}
      param="id"
      resolver={resolver}
      empty={() => ({ partnerId: '', productPackagingId: '', code: '', type: '', standardCodeType: '' })}
      toValues={(row) => ({
        partnerId: row.partnerId,
        productPackagingId: row.productPackagingId ?? '',
        code: row.code,
        type: row.type,
        standardCodeType: row.standardCodeType ?? '',
      })}
    >
      {(row) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PartnerField
            name="partnerId"
            label={t(`products.partner.${side}`)}
            companyId={companyId}
            side={side}
            current={row ? { id: row.partnerId, name: row.partnerName } : null}
            required
            data-testid="code-partner"
          />
          <PackagingField
            name="productPackagingId"
            label={t('products.fields.packaging')}
            companyId={companyId}
            productId={product.id}
          />
          <SelectField
            name="type"
            label={t('products.codes.fields.type')}
            required
            data={PRODUCT_CODE_TYPES.map((type) => ({
              value: type,
              label: t(`products.code-types.${type}`),
            }))}
            data-testid="code-type"
          />
          <TextField name="code" label={t('products.codes.fields.code')} required maxLength={255} />
          <SchemeField />
        </SimpleGrid>
      )}
    </SectionFormPage>
  );
}

export const ClientCodesTab = () => <CodesList side="client" />;
export const ClientCodePage = () => <CodePage side="client" />;
export const SupplierCodesTab = () => <CodesList side="supplier" />;
export const SupplierCodePage = () => <CodePage side="supplier" />;
