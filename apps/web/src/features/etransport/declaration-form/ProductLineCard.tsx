import { ETRANSPORT_LIMITS } from '@app/domain/etransport/etransport-fields';
import type { MeasurementUnit } from '@app/domain/measurement-units/measurement-unit.schemas';
import type { Product } from '@app/domain/products/product.schemas';
import { CloseButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { SelectField, TextField } from '../../../shared/forms/FormFields';
import { NumberField } from '../../../shared/forms/NumberField';
import { formDecimal } from '../../../shared/invoicing/line-form-values';
import { ProductPicker } from '../../../shared/invoicing/ProductPicker';
import { type DeclarationFormValues, lineTotal } from './declaration-form-values';

interface ProductLineCardProps {
  index: number;
  companyId: string;
  currency: string;
  purposeOptions: { value: string; label: string }[];
  units: MeasurementUnit[];
  /** Change of transport or deposit (60, 70): no price, net weight or tariff code needed. */
  transhipment: boolean;
  canRemove: boolean;
  onRemove: (index: number) => void;
}

/**
 * One product line: picked from the catalogue (its name, unit, tariff code and weights when the
 * product has them) or typed, with its purpose among the operation's, quantity, unit price in the
 * declaration's currency, unit weights and the line's totals.
 */
export const ProductLineCard = memo(function ProductLineCard({
  index,
  companyId,
  currency,
  purposeOptions,
  units,
  transhipment,
  canRemove,
  onRemove,
}: ProductLineCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const form = useFormContext<DeclarationFormValues>();
  const prefix = `products.${index}` as const;
  const line = useWatch({ control: form.control, name: prefix });
  const field = (name: string) => t(`etransport.form.lines.${name}`);
  if (!line) return null;

  const pick = (product: Product) => {
    const set = (name: string, value: string) =>
      form.setValue(`${prefix}.${name}` as `products.${number}.productName`, value, { shouldDirty: true });
    set('productId', product.id);
    set('productName', product.name.slice(0, ETRANSPORT_LIMITS.productName));
    set('measurementUnitCode', product.measurementUnitCode);
    // The catalogue's facts fill what the product has; what it lacks stays as typed.
    if (product.euCnClassificationCode) set('productEuCnClassificationCode', product.euCnClassificationCode);
    if (product.netWeight) set('netWeight', formDecimal(product.netWeight));
    if (product.grossWeight) set('grossWeight', formDecimal(product.grossWeight));
  };

  const unitOptions = units.map((unit) => ({ value: unit.code, label: `${unit.name} (${unit.symbol})` }));
  if (line.measurementUnitCode && !units.some((unit) => unit.code === line.measurementUnitCode))
    unitOptions.unshift({ value: line.measurementUnitCode, label: line.measurementUnitCode });
  const total = (unit: string) => {
    const value = lineTotal(line.quantity, unit);
    return value === null ? '—' : format.number(value, { decimals: 2 });
  };

  return (
    <Paper withBorder p="sm" data-testid="line-card">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {t('etransport.form.lines.title', { n: index + 1 })}
          </Text>
          <CloseButton
            disabled={!canRemove}
            onClick={() => onRemove(index)}
            aria-label={t('etransport.form.lines.remove', { n: index + 1 })}
            data-testid="line-remove"
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <ProductPicker
            companyId={companyId}
            value={line.productId}
            currentName={line.productName}
            onPick={pick}
          />
          <TextField
            name={`${prefix}.productName`}
            label={field('productName')}
            required
            maxLength={ETRANSPORT_LIMITS.productName}
            data-testid="line-name"
          />
          <SelectField
            name={`${prefix}.operationType`}
            label={field('operationType')}
            required
            searchable
            disabled={purposeOptions.length === 1}
            data={purposeOptions}
            data-testid="line-purpose"
          />
          <TextField
            name={`${prefix}.productEuCnClassificationCode`}
            label={field('productEuCnClassificationCode')}
            required={!transhipment}
            maxLength={ETRANSPORT_LIMITS.ncCodeMax}
            data-testid="line-nc-code"
          />
          <NumberField
            name={`${prefix}.quantity`}
            label={field('quantity')}
            required
            data-testid="line-quantity"
          />
          <SelectField
            name={`${prefix}.measurementUnitCode`}
            label={field('measurementUnitCode')}
            required
            searchable
            data={unitOptions}
            data-testid="line-unit"
          />
          <NumberField
            name={`${prefix}.price`}
            label={t('etransport.form.lines.price', { currency })}
            required={!transhipment}
            data-testid="line-price"
          />
          <TextField
            name={`${prefix}.referenceCode`}
            label={field('referenceCode')}
            maxLength={ETRANSPORT_LIMITS.referenceCode}
          />
          <NumberField
            name={`${prefix}.netWeight`}
            label={field('netWeight')}
            required={!transhipment}
            data-testid="line-net-weight"
          />
          <NumberField
            name={`${prefix}.grossWeight`}
            label={field('grossWeight')}
            required
            data-testid="line-gross-weight"
          />
        </SimpleGrid>
        <Group gap="lg" data-testid="line-totals">
          <Text size="sm">
            {field('netTotal')}: <b>{total(line.price)}</b> {currency}
          </Text>
          <Text size="sm">
            {field('netWeightTotal')}: <b>{total(line.netWeight)}</b>
          </Text>
          <Text size="sm">
            {field('grossWeightTotal')}: <b>{total(line.grossWeight)}</b>
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
});
