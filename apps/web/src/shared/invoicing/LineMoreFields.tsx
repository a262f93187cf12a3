import { STANDARD_CODE_SCHEME_OPTIONS } from '@app/domain/products/product-codes';
import { SimpleGrid, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../forms/DateField';
import { SelectField, SwitchField, TextField } from '../forms/FormFields';
import { NumberField } from '../forms/NumberField';
import type { LineFormValues } from './line-form-values';

/**
 * The line's less used fields, folded under "more" in the line dialog: codes, references, the
 * standard code and its scheme, the currency price description, the high fiscal risk codes and the
 * billing period.
 */
export function LineMoreFields({ partnerCodeLabel }: { partnerCodeLabel?: string }) {
  const { t } = useTranslation();
  const field = (name: string) => t(`client-invoices.line-fields.${name}`);
  const form = useFormContext<LineFormValues>();
  const [standardCode, currency, isHighFiscalRisk] = useWatch({
    control: form.control,
    name: ['standardCode', 'currency', 'isHighFiscalRisk'],
  });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="productCode" label={field('productCode')} maxLength={255} />
        <TextField
          name="partnerProductCode"
          label={partnerCodeLabel ?? field('partnerProductCode')}
          maxLength={255}
        />
        <TextField
          name="clientAccountingReference"
          label={field('clientAccountingReference')}
          maxLength={200}
        />
        <NumberField name="packagingQuantity" label={field('packagingQuantity')} />
        <TextField
          name="standardCode"
          label={field('standardCode')}
          maxLength={200}
          data-testid="line-standard-code"
        />
        <SelectField
          name="standardCodeScheme"
          label={field('standardCodeScheme')}
          required={Boolean(standardCode?.trim())}
          clearable
          searchable
          data={[...STANDARD_CODE_SCHEME_OPTIONS]}
          // The form keeps '' for no scheme, as for every other text it holds.
          toOption={(value) => (value as string) || null}
          fromOption={(option) => option ?? ''}
          data-testid="line-standard-code-scheme"
        />
      </SimpleGrid>
      {currency && (
        <TextField
          name="currencyPriceDescription"
          label={field('currencyPriceDescription')}
          maxLength={200}
        />
      )}
      <SwitchField name="isHighFiscalRisk" label={field('isHighFiscalRisk')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          name="cpvCode"
          label={field('cpvCode')}
          required={isHighFiscalRisk}
          placeholder="03111000-2"
        />
        <TextField
          name="ncCode"
          label={field('ncCode')}
          required={isHighFiscalRisk}
          placeholder="8471 30 00"
        />
        <DateField name="billingPeriodStart" label={field('billingPeriodStart')} />
        <DateField name="billingPeriodEnd" label={field('billingPeriodEnd')} />
      </SimpleGrid>
    </Stack>
  );
}
