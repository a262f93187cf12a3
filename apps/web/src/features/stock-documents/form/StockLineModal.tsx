import type { MeasurementUnit } from '@app/domain/measurement-units/measurement-unit.schemas';
import type { Product } from '@app/domain/products/product.schemas';
import { STANDARD_CODE_SCHEME_OPTIONS } from '@app/domain/products/product-codes';
import type { ProductPackaging } from '@app/domain/products/product-sections.schemas';
import {
  STOCK_DOCUMENT_LIMITS,
  type StockDocumentLinePayload,
  stockDocumentLineInputSchema,
} from '@app/domain/stock/stock-document.schemas';
import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../shared/api/api-client';
import { SelectField, TextField } from '../../../shared/forms/FormFields';
import { CODE_SEPARATOR } from '../../../shared/forms/field-errors';
import { NumberField } from '../../../shared/forms/NumberField';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { sourcesApi } from '../../../shared/invoicing/document-sources.api';
import { ProductPicker } from '../../../shared/invoicing/ProductPicker';
import { sourceKeys } from '../../../shared/invoicing/source-keys';
import { unitSymbolOf } from '../../../shared/units/useUnitSymbols';
import { STOCK_KINDS, type StockDocumentKind } from '../stock-document-kinds';
import { derivedLineChanges, type LineContext } from './line-sync';
import { lineFromProduct, packagingOptionLabel } from './product-line';
import type { StockLineFormValues } from './stock-form-values';

const resolver = schemaResolver<StockLineFormValues, StockDocumentLinePayload>(stockDocumentLineInputSchema);
const SYNCED = new Set([
  'quantity',
  'packagingQuantity',
  'price',
  'priceRon',
  'marginPercent',
  'sellingPrice',
]);

export interface StockLineModalProps {
  kind: StockDocumentKind;
  companyId: string;
  /** The document's partner (for its offers and codes), currency and rate. */
  partnerId: string;
  context: LineContext;
  vatPayer: boolean;
  vatOptions: { value: string; label: string }[];
  units: MeasurementUnit[];
  initial: StockLineFormValues;
  /** The line's errors on the document form (a 422 answer), shown on the fields. */
  initialErrors: Record<string, string[]>;
  /** A line with price corrections: its stock flag stays checked. */
  corrected: boolean;
  isNew: boolean;
  onSave: (line: StockLineFormValues) => void;
  onClose: () => void;
}

/**
 * One line of a stock document (spec 02 §3 Goods receipt note line): a catalogue product, the
 * quantity and its packaging quantity converted through the packaging's ratio both ways, the price
 * and the stock price in RON, the VAT rate (none for a company that pays no VAT), the margin and the
 * selling price it implies (goods receipt notes), the supplier's code, the product identifier code
 * and its scheme, and whether the line loads stock. Checked with the line schema the server applies.
 */
export function StockLineModal(props: StockLineModalProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const config = STOCK_KINDS[props.kind];
  const receiptNote = props.kind === 'goods-receipt-note';
  const withVat = config.partner !== null;
  const form = useForm<StockLineFormValues, unknown, StockDocumentLinePayload>({
    resolver,
    defaultValues: props.initial,
  });
  const values = useWatch({ control: form.control }) as StockLineFormValues;
  const [picking, setPicking] = useState(false);
  const field = (name: string) => t(`stock-documents.line-fields.${name}`);
  const syncing = useRef(false);

  // A typed field moves the ones derived from it (packaging quantity, RON price, margin...).
  useEffect(() => {
    const subscription = form.watch((_, { name, type }) => {
      if (syncing.current || type !== 'change' || !name || !SYNCED.has(name)) return;
      syncing.current = true;
      for (const [key, value] of Object.entries(derivedLineChanges(name, form.getValues(), props.context)))
        form.setValue(key as keyof StockLineFormValues, value as string, { shouldDirty: true });
      syncing.current = false;
    });
    return () => subscription.unsubscribe();
  }, [form, props.context]);

  useEffect(() => {
    for (const [name, codes] of Object.entries(props.initialErrors)) {
      form.setError(name as keyof StockLineFormValues, {
        type: 'server',
        message: codes.join(CODE_SEPARATOR),
      });
    }
  }, [form, props.initialErrors]);

  const packagings = useQuery({
    queryKey: sourceKeys(props.companyId, 'product', values.productId, 'packaging'),
    queryFn: ({ signal }) =>
      apiRequest<{ items: ProductPackaging[] }>(
        `/v1/my-companies/${encodeURIComponent(props.companyId)}/products/${encodeURIComponent(values.productId)}/packaging?page=1&perPage=100`,
        { signal },
      ),
    enabled: values.productId !== '',
    select: (page) => page.items,
  });
  const symbol = unitSymbolOf(props.units);

  const pick = async (product: Product) => {
    if (product.isService) {
      form.setError('productId', { type: 'server', message: 'service-prohibited' });
      return;
    }
    form.clearErrors('productId');
    setPicking(true);
    const side = config.partner;
    const fetchRows = <T,>(key: string, load: (signal: AbortSignal) => Promise<{ items: T[] }>) =>
      client
        .fetchQuery({
          queryKey: sourceKeys(props.companyId, 'product', product.id, key),
          queryFn: ({ signal }) => load(signal),
          meta: { silent: true },
        })
        .then((page) => page.items)
        .catch(() => [] as T[]);
    const [offers, codes] = side
      ? await Promise.all([
          fetchRows(`${side}-offers`, (signal) =>
            sourcesApi.productOffers(props.companyId, product.id, signal, side),
          ),
          fetchRows(`${side}-codes`, (signal) =>
            sourcesApi.productCodes(props.companyId, product.id, signal, side),
          ),
        ])
      : [[], []];
    setPicking(false);
    const line = lineFromProduct(form.getValues(), product, {
      offers,
      codes,
      partnerId: props.partnerId,
      currency: props.context.currency,
    });
    const vatRateId = props.vatPayer && withVat ? line.vatRateId : '';
    // Only a supplier's codes are supplier product codes; a client's stay on its invoices.
    const supplierProductCode =
      side === 'supplier' ? line.supplierProductCode : form.getValues('supplierProductCode');
    form.reset({
      ...line,
      vatRateId,
      supplierProductCode,
      ...derivedLineChanges('price', line, props.context),
    });
  };

  const choosePackaging = (id: string | null) => {
    const ratio = packagings.data?.find((entry) => entry.id === id)?.ratio ?? '';
    const line = { ...form.getValues(), packagingId: id ?? '', packagingRatio: ratio };
    form.reset(
      { ...line, ...derivedLineChanges('packagingRatio', line, props.context) },
      { keepErrors: true },
    );
  };

  const unitOptions = props.units.map((unit) => ({ value: unit.code, label: `${unit.code} — ${unit.name}` }));
  if (values.unitCode && !props.units.some((unit) => unit.code === values.unitCode))
    unitOptions.push({ value: values.unitCode, label: values.unitCode });
  const submit = form.handleSubmit(() => props.onSave(form.getValues()));
  const productError = form.formState.errors.productId?.message;
  const foreign = props.context.currency !== 'RON';

  return (
    <Modal
      opened
      onClose={props.onClose}
      size="xl"
      title={props.isNew ? t('stock-documents.lines.add-title') : t('stock-documents.lines.edit-title')}
      data-testid="stock-line-modal"
    >
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => {
            // The modal sits inside the document's form in React's tree: its submit stays here.
            event.stopPropagation();
            void submit(event);
          }}
          data-testid="stock-line-form"
        >
          <Stack gap="md">
            <ProductPicker
              companyId={props.companyId}
              value={values.productId}
              currentName={values.name}
              onPick={(product) => void pick(product)}
              disabled={picking || values.correctsLineId !== ''}
            />
            {productError && (
              <Alert color="red" data-testid="line-product-error">
                {t(`stock-documents.rules.${productError.split(CODE_SEPARATOR)[0]?.split(':')[0]}`, {
                  defaultValue: t('stock-documents.rules.product-required'),
                })}
              </Alert>
            )}
            <TextField name="name" label={field('name')} required maxLength={100} data-testid="line-name" />
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
              <NumberField name="quantity" label={field('quantity')} required data-testid="line-quantity" />
              <SelectField
                name="unitCode"
                label={field('unitCode')}
                required
                searchable
                data={unitOptions}
                disabled={values.productId !== ''}
                data-testid="line-unit"
              />
              <Select
                label={field('packagingId')}
                data={(packagings.data ?? []).map((entry) => ({
                  value: entry.id,
                  label: packagingOptionLabel(entry, symbol),
                }))}
                value={values.packagingId || null}
                onChange={choosePackaging}
                clearable
                disabled={values.productId === ''}
                placeholder={t('stock-documents.lines.no-packaging')}
                comboboxProps={{ withinPortal: true }}
                data-testid="line-packaging"
              />
              <NumberField
                name="packagingQuantity"
                label={field('packagingQuantity')}
                disabled={values.packagingRatio === ''}
                description={
                  values.packagingRatio
                    ? t('stock-documents.lines.packaging-ratio', {
                        ratio: Number(values.packagingRatio),
                        unit: symbol(values.unitCode),
                      })
                    : undefined
                }
                data-testid="line-packaging-quantity"
              />
              <NumberField
                name="price"
                label={field('price')}
                required
                rightSection={
                  <Text size="xs" c="dimmed">
                    {props.context.currency}
                  </Text>
                }
                data-testid="line-price"
              />
              <NumberField
                name="priceRon"
                label={field('priceRon')}
                disabled={!foreign}
                description={foreign ? t('stock-documents.lines.price-ron-hint') : undefined}
                data-testid="line-price-ron"
              />
              {withVat && (
                <SelectField
                  name="vatRateId"
                  label={field('vatRateId')}
                  required={props.vatPayer}
                  disabled={!props.vatPayer}
                  description={props.vatPayer ? undefined : t('stock-documents.lines.vat-non-payer')}
                  data={props.vatOptions}
                  data-testid="line-vat-rate"
                />
              )}
              {receiptNote && (
                <NumberField name="marginPercent" label={field('marginPercent')} data-testid="line-margin" />
              )}
              {receiptNote && (
                <NumberField
                  name="sellingPrice"
                  label={field('sellingPrice')}
                  data-testid="line-selling-price"
                />
              )}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
              {receiptNote && (
                <TextField
                  name="supplierProductCode"
                  label={field('supplierProductCode')}
                  maxLength={STOCK_DOCUMENT_LIMITS.supplierProductCode}
                  data-testid="line-supplier-code"
                />
              )}
              <TextField
                name="standardCode"
                label={field('standardCode')}
                maxLength={STOCK_DOCUMENT_LIMITS.standardCode}
                data-testid="line-standard-code"
              />
              <SelectField
                name="standardCodeScheme"
                label={field('standardCodeScheme')}
                required={values.standardCode.trim() !== ''}
                clearable
                searchable
                data={[...STANDARD_CODE_SCHEME_OPTIONS]}
                toOption={(value) => (value as string) || null}
                fromOption={(option) => option ?? ''}
                data-testid="line-standard-code-scheme"
              />
            </SimpleGrid>
            {receiptNote && (
              <Checkbox
                label={field('loadsStock')}
                checked={values.loadsStock}
                // A corrected line keeps loading stock; a correction line never loads it (spec 02 §5).
                disabled={props.corrected || values.correctsLineId !== ''}
                description={props.corrected ? t('stock-documents.lines.corrected-locked') : undefined}
                onChange={(event) =>
                  form.setValue('loadsStock', event.currentTarget.checked, { shouldDirty: true })
                }
                data-testid="line-loads-stock"
              />
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={props.onClose}>
                {t('stock-documents.actions.cancel')}
              </Button>
              <Button type="submit" loading={picking} data-testid="line-save">
                {t('stock-documents.lines.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
