import { OFFERED_CURRENCIES } from '@app/domain/exchange-rates/currencies';
import { type InvoiceLinePayload, invoiceLineInputSchema } from '@app/domain/invoicing/invoice-line.schemas';
import { lineNeedsRate } from '@app/domain/invoicing/line-currency';
import type { MeasurementUnit } from '@app/domain/measurement-units/measurement-unit.schemas';
import type { Product } from '@app/domain/products/product.schemas';
import type { VatRate } from '@app/domain/vat-rates/vat-rate.schemas';
import { Accordion, Alert, Badge, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/useFormat';
import { SelectField, TextareaField, TextField } from '../forms/FormFields';
import { CODE_SEPARATOR } from '../forms/field-errors';
import { NumberField } from '../forms/NumberField';
import { schemaResolver } from '../forms/schema-resolver';
import { sourcesApi } from './document-sources.api';
import { LineFindings } from './EInvoiceFindings';
import type { FormFinding } from './einvoice-finding-types';
import { LineMoreFields } from './LineMoreFields';
import { vatRateLabel } from './labels';
import {
  bestOffer,
  freeLine,
  type LineFormValues,
  lineFromProduct,
  standardCodeOf,
} from './line-form-values';
import { linePriceInDocumentCurrency, liveTotals, type RateFacts } from './live-totals';
import { ProductPicker } from './ProductPicker';
import type { PartnerSide } from './partner-side';
import { documentRuleCode, withDocumentCodes } from './rule-codes';
import { sourceKeys } from './source-keys';
import { useLineCurrencyRate } from './useLineCurrencyRate';

const resolver = withDocumentCodes(
  schemaResolver<LineFormValues, InvoiceLinePayload>(invoiceLineInputSchema),
);

/** Fields of the folded "more" part, opened when one holds a value or an error. */
const MORE_FIELDS: (keyof LineFormValues)[] = [
  'productCode',
  'partnerProductCode',
  'clientAccountingReference',
  'standardCode',
  'standardCodeScheme',
  'packagingQuantity',
  'currencyPriceDescription',
  'cpvCode',
  'ncCode',
  'billingPeriodStart',
  'billingPeriodEnd',
];

export interface LineModalProps {
  companyId: string;
  /** Whose offers and codes a catalogue product brings: the client's (default) or the supplier's. */
  partnerSide?: PartnerSide;
  /** The label of the partner's own product code ("Client's code" by default). */
  partnerCodeLabel?: string;
  /** The document's client (for its offers and product codes) and currency. */
  partnerId: string;
  documentCurrency: string;
  /** The document's RON rate as typed ('' for none) and its issue date, to fill a line's rate. */
  documentRate: string;
  issueDate: string;
  pricesIncludeVat: boolean;
  initial: LineFormValues;
  /** The line's errors on the document form (a 422 answer), shown on the fields. */
  initialErrors: Record<string, string[]>;
  /** The line's e-Factura findings as the invoice stood when the modal opened. */
  findings?: readonly { field: string; finding: FormFinding }[];
  isNew: boolean;
  /** Rates a line may take, and every rate of the company (to compute with). */
  offeredRates: VatRate[];
  rates: ReadonlyMap<string, RateFacts>;
  units: MeasurementUnit[];
  onSave: (line: LineFormValues) => void;
  onClose: () => void;
}

/**
 * One line of the document: a catalogue product (filling name, unit, price, VAT rate and codes) or a
 * free line, checked with the line schema the server applies; its amounts show as they are typed.
 */
export function LineModal(props: LineModalProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const client = useQueryClient();
  const form = useForm<LineFormValues, unknown, InvoiceLinePayload>({
    resolver,
    defaultValues: props.initial,
  });
  const values = useWatch({ control: form.control }) as LineFormValues;
  const [picking, setPicking] = useState(false);
  const field = (name: string) => t(`client-invoices.line-fields.${name}`);
  useLineCurrencyRate(form, {
    companyId: props.companyId,
    documentCurrency: props.documentCurrency,
    documentRate: props.documentRate,
    issueDate: props.issueDate,
  });
  const foreign = lineNeedsRate(values.currency, props.documentCurrency);
  const converted = foreign ? linePriceInDocumentCurrency(values, props.documentCurrency) : null;

  // The document's errors of this line show on its fields from the start.
  useEffect(() => {
    for (const [name, codes] of Object.entries(props.initialErrors)) {
      form.setError(name as keyof LineFormValues, {
        type: 'server',
        message: codes.map(documentRuleCode).join(CODE_SEPARATOR),
      });
    }
  }, [form, props.initialErrors]);

  const [moreOpen, setMoreOpen] = useState<string | null>(() =>
    MORE_FIELDS.some((name) => Boolean(props.initial[name]) || props.initialErrors[name]) ||
    props.initial.isHighFiscalRisk
      ? 'more'
      : null,
  );

  const side = props.partnerSide ?? 'client';
  const pick = async (product: Product) => {
    setPicking(true);
    const [offers, codes] = await Promise.all([
      client
        .fetchQuery({
          queryKey: sourceKeys(props.companyId, 'product', product.id, `${side}-offers`),
          queryFn: ({ signal }) => sourcesApi.productOffers(props.companyId, product.id, signal, side),
          meta: { silent: true },
        })
        .then((page) => page.items)
        .catch(() => []),
      client
        .fetchQuery({
          queryKey: sourceKeys(props.companyId, 'product', product.id, `${side}-codes`),
          queryFn: ({ signal }) => sourcesApi.productCodes(props.companyId, product.id, signal, side),
          meta: { silent: true },
        })
        .then((page) => page.items)
        .catch(() => []),
    ]);
    setPicking(false);
    const clientCode = codes.find((code) => code.partnerId === props.partnerId)?.code ?? null;
    form.reset(
      lineFromProduct(form.getValues(), product, {
        offer: bestOffer(offers, props.partnerId, props.documentCurrency),
        partnerProductCode: clientCode,
        standardCode: standardCodeOf(codes, props.partnerId),
        documentCurrency: props.documentCurrency,
      }),
    );
  };

  const preview = useMemo(
    () =>
      liveTotals(
        {
          lines: [values],
          pricesIncludeVat: props.pricesIncludeVat,
          discountType: null,
          discountValue: '',
          currency: props.documentCurrency,
          currencyRate: '',
        },
        props.rates,
      ).lines[0] ?? null,
    [values, props.pricesIncludeVat, props.documentCurrency, props.rates],
  );

  const rateOptions = props.offeredRates.map((rate) => ({
    value: rate.id,
    label: vatRateLabel(rate, i18n.language, (code) => t(`client-invoices.vat-categories.${code}`)),
  }));
  const unitOptions = props.units.map((unit) => ({
    value: unit.code,
    label: `${unit.code} — ${unit.name} (${unit.symbol})`,
  }));
  if (values.unitCode && !props.units.some((unit) => unit.code === values.unitCode)) {
    unitOptions.push({ value: values.unitCode, label: values.unitCode });
  }
  const catalogued = values.productId !== '';

  const submit = form.handleSubmit(() => {
    const line = form.getValues();
    // A price in another currency is billed only through its rate (the server refuses it too).
    if (lineNeedsRate(line.currency, props.documentCurrency) && line.currencyRate.trim() === '') {
      form.setError('currencyRate', { type: 'required', message: 'required' }, { shouldFocus: true });
      return;
    }
    props.onSave(line);
  });

  return (
    <Modal
      opened
      onClose={props.onClose}
      size="xl"
      title={props.isNew ? t('client-invoices.lines.add-title') : t('client-invoices.lines.edit-title')}
      data-testid="line-modal"
    >
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => {
            // The modal sits inside the document's form in React's tree: its submit stays here.
            event.stopPropagation();
            void submit(event);
          }}
          data-testid="line-form"
        >
          <Stack gap="md">
            {props.findings && props.findings.length > 0 && (
              <Alert color="orange" variant="light" data-testid="line-modal-einvoice">
                <LineFindings findings={props.findings} testId="line-modal-findings" />
              </Alert>
            )}
            <Group align="flex-end" wrap="nowrap">
              <div style={{ flex: 1 }}>
                <ProductPicker
                  companyId={props.companyId}
                  value={values.productId}
                  currentName={values.name}
                  onPick={(product) => void pick(product)}
                  disabled={picking}
                />
              </div>
              {catalogued && (
                <Button
                  variant="default"
                  onClick={() => form.reset(freeLine(form.getValues()))}
                  data-testid="line-free"
                >
                  {t('client-invoices.lines.make-free')}
                </Button>
              )}
            </Group>
            {catalogued && (
              <Badge variant="light" w="fit-content">
                {t('client-invoices.lines.from-catalogue')}
              </Badge>
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
                description={catalogued ? t('client-invoices.lines.unit-locked') : undefined}
                disabled={catalogued}
                data-testid="line-unit"
              />
              <NumberField
                name="price"
                label={props.pricesIncludeVat ? field('price-with-vat') : field('price')}
                required
                rightSection={
                  <Text size="xs" c="dimmed">
                    {values.currency ?? props.documentCurrency}
                  </Text>
                }
                data-testid="line-price"
              />
              <NumberField
                name="discountPercent"
                label={field('discountPercent')}
                data-testid="line-discount"
              />
              <SelectField
                name="vatRateId"
                label={field('vatRateId')}
                required
                data={rateOptions}
                data-testid="line-vat-rate"
              />
              <NumberField
                name="baseQuantity"
                label={field('baseQuantity')}
                placeholder="1"
                description={t('client-invoices.lines.base-quantity-hint')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
              <SelectField
                name="currency"
                label={field('currency')}
                clearable
                searchable
                placeholder={t('client-invoices.lines.document-currency', {
                  currency: props.documentCurrency,
                })}
                data={OFFERED_CURRENCIES.filter((code) => code !== props.documentCurrency)}
                fromOption={(option) => option ?? null}
                data-testid="line-currency"
              />
              {foreign && (
                <NumberField
                  name="currencyRate"
                  label={field('currencyRate')}
                  required
                  description={t('client-invoices.lines.currency-rate-hint', {
                    currency: values.currency,
                    document: props.documentCurrency,
                  })}
                  data-testid="line-currency-rate"
                />
              )}
              {foreign && (
                <Stack gap={2} justify="flex-end" data-testid="line-converted-price">
                  <Text size="sm" c="dimmed">
                    {t('client-invoices.lines.converted-price')}
                  </Text>
                  <Text size="sm" fw={500}>
                    {converted
                      ? format.money(converted, props.documentCurrency, { decimals: 4, trimZeros: true })
                      : '—'}
                  </Text>
                </Stack>
              )}
            </SimpleGrid>
            <TextareaField name="description" label={field('description')} maxLength={200} />
            <Accordion variant="separated" value={moreOpen} onChange={setMoreOpen}>
              <Accordion.Item value="more">
                <Accordion.Control data-testid="line-more">
                  {t('client-invoices.lines.more')}
                </Accordion.Control>
                <Accordion.Panel>
                  <LineMoreFields partnerCodeLabel={props.partnerCodeLabel} />
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
            <Group justify="space-between" align="center">
              <Text size="sm" c="dimmed" data-testid="line-preview">
                {preview
                  ? t('client-invoices.lines.preview', {
                      net: format.money(preview.net, props.documentCurrency),
                      vat: format.money(preview.vat, props.documentCurrency),
                      gross: format.money(preview.gross, props.documentCurrency),
                    })
                  : t('client-invoices.lines.preview-incomplete')}
              </Text>
              <Group gap="xs">
                <Button variant="default" onClick={props.onClose}>
                  {t('client-invoices.actions.cancel')}
                </Button>
                <Button type="submit" loading={picking} data-testid="line-save">
                  {t('client-invoices.lines.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
