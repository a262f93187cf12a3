import { type ProductPackaging, packagingInputSchema } from '@app/domain/products/product-sections.schemas';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '../../../shared/forms/FormFields';
import { NumberField } from '../../../shared/forms/NumberField';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useUnitSymbols } from '../../../shared/units/useUnitSymbols';
import { packagingLabel, UnitField } from '../components/CatalogueFields';
import { decimalText, trimDecimal } from '../decimal-text';
import { useProductOutlet } from '../pages/ProductLayout';
import { fetchPackagingWarnings } from '../products.api';
import { sectionApi } from './product-section';
import { SectionFormPage } from './SectionFormPage';
import { SectionList } from './SectionList';

type Payload = z.output<typeof packagingInputSchema>;
type Values = {
  measurementUnitCode: string;
  ratio: string;
  productCode: string;
  grossWeight: string;
  netWeight: string;
};

const api = sectionApi<ProductPackaging, Payload>('packaging');
const resolver = schemaResolver<Values, Payload>(packagingInputSchema);

/** /products/:productId/packaging: how the product is sold or bought in packs (a box of 12...). */
export function PackagingTab() {
  const { t } = useTranslation();
  const { companyId, product } = useProductOutlet();
  const symbol = useUnitSymbols(companyId);
  const weight = (value: string | null) => (value === null ? '' : `${trimDecimal(value)} kg`);
  return (
    <SectionList<ProductPackaging>
      api={api}
      describe={(row) => packagingLabel(row, symbol)}
      deletionWarnings={async (row) => (await fetchPackagingWarnings(companyId, product.id, row.id)).warnings}
      columns={[
        {
          key: 'measurementUnitCode',
          header: t('products.packaging.fields.measurementUnitCode'),
          sortable: true,
          render: (row) => symbol(row.measurementUnitCode),
        },
        {
          key: 'ratio',
          header: t('products.packaging.fields.ratio'),
          sortable: true,
          align: 'right',
          render: (row) => trimDecimal(row.ratio),
        },
        { key: 'productCode', header: t('products.packaging.fields.productCode'), sortable: true },
        {
          key: 'grossWeight',
          header: t('products.fields.grossWeight'),
          render: (row) => weight(row.grossWeight),
        },
        { key: 'netWeight', header: t('products.fields.netWeight'), render: (row) => weight(row.netWeight) },
      ]}
    />
  );
}

export function PackagingPage() {
  const { t } = useTranslation();
  const { companyId, product } = useProductOutlet();
  return (
    <SectionFormPage<ProductPackaging, Values, Payload>
      api={api}
      param="packagingId"
      resolver={resolver}
      empty={() => ({ measurementUnitCode: '', ratio: '', productCode: '', grossWeight: '', netWeight: '' })}
      toValues={(row) => ({
        measurementUnitCode: row.measurementUnitCode,
        ratio: trimDecimal(row.ratio),
        productCode: row.productCode ?? '',
        grossWeight: decimalText(row.grossWeight),
        netWeight: decimalText(row.netWeight),
      })}
    >
      {() => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <UnitField
            name="measurementUnitCode"
            label={t('products.packaging.fields.measurementUnitCode')}
            companyId={companyId}
            required
            data-testid="packaging-unit"
          />
          <NumberField
            name="ratio"
            label={t('products.packaging.fields.ratio')}
            description={t('products.packaging.ratio-hint', { unit: product.measurementUnitCode })}
            required
            data-testid="packaging-ratio"
          />
          <TextField
            name="productCode"
            label={t('products.packaging.fields.productCode')}
            maxLength={255}
            data-testid="packaging-code"
          />
          <NumberField name="grossWeight" label={t('products.fields.grossWeight')} />
          <NumberField name="netWeight" label={t('products.fields.netWeight')} />
        </SimpleGrid>
      )}
    </SectionFormPage>
  );
}
