import { type ProductValues, productInputSchema } from '@app/domain/products/product.schemas';
import { SimpleGrid, Stack } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchField, TextareaField, TextField } from '../../../shared/forms/FormFields';
import { NumberField } from '../../../shared/forms/NumberField';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { CategoryField, UnitField, VatRateField } from '../components/CatalogueFields';
import { FormShell } from '../components/FormShell';
import { useFormOptions } from '../products.queries';
import type { ProductFormValues } from './product-form-values';

const resolver = schemaResolver<ProductFormValues, ProductValues>(productInputSchema);

interface ProductFormProps {
  companyId: string;
  defaultValues: ProductFormValues;
  readOnly: boolean;
  cancelTo: string;
  onSave: (payload: ProductValues) => Promise<unknown>;
}

/**
 * The details of a product or service (spec 02 §3 Product), checked with the server's schema; the
 * server's own refusals (a name already used, a unit that does not exist...) land under their fields.
 */
export function ProductForm({ companyId, defaultValues, readOnly, cancelTo, onSave }: ProductFormProps) {
  const { t } = useTranslation();
  const form = useForm<ProductFormValues, unknown, ProductValues>({ resolver, defaultValues });
  const options = useFormOptions(companyId);
  const highRisk = useWatch({ control: form.control, name: 'isHighFiscalRisk' });
  const field = (name: keyof ProductFormValues) => t(`products.fields.${name}`);

  return (
    <FormShell form={form} onSave={onSave} readOnly={readOnly} cancelTo={cancelTo} testId="product">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="name" label={field('name')} required maxLength={100} data-testid="product-name" />
        <TextField name="productCode" label={field('productCode')} maxLength={255} />
        <UnitField
          name="measurementUnitCode"
          label={field('measurementUnitCode')}
          companyId={companyId}
          required
          data-testid="product-unit"
        />
        <VatRateField
          name="vatRateId"
          label={field('vatRateId')}
          companyId={companyId}
          required={options.data?.vatPayer ?? true}
          description={options.data?.vatPayer === false ? t('products.details.non-payer-vat') : undefined}
          data-testid="product-vat-rate"
        />
        <CategoryField name="productCategoryId" label={field('productCategoryId')} companyId={companyId} />
        <Stack gap="xs" justify="center">
          <SwitchField name="isService" label={field('isService')} />
          <SwitchField name="isHighFiscalRisk" label={field('isHighFiscalRisk')} />
        </Stack>
        <TextField
          name="cpvClassificationCode"
          label={field('cpvClassificationCode')}
          required={highRisk}
          placeholder="03111000-2"
          maxLength={10}
        />
        <TextField
          name="euCnClassificationCode"
          label={field('euCnClassificationCode')}
          required={highRisk}
          placeholder="8471 30 00"
          maxLength={12}
        />
        <NumberField name="grossWeight" label={field('grossWeight')} data-testid="product-gross-weight" />
        <NumberField name="netWeight" label={field('netWeight')} />
      </SimpleGrid>
      <TextareaField name="description" label={field('description')} maxLength={200} />
    </FormShell>
  );
}
