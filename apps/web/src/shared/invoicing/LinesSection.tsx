import { lineNeedsRate } from '@app/domain/invoicing/line-currency';
import type { MeasurementUnit } from '@app/domain/measurement-units/measurement-unit.schemas';
import type { VatRate } from '@app/domain/vat-rates/vat-rate.schemas';
import { ActionIcon, Alert, Button, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type FieldError, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/useFormat';
import { FormSection } from '../forms/FormSection';
import { codesOfFieldError } from '../forms/field-errors';
import { DotsIcon } from '../list/list-icons';
import { unitSymbolOf } from '../units/useUnitSymbols';
import { DiscountModal } from './DiscountModal';
import { LineFindings, useFormFindings } from './EInvoiceFindings';
import { LineModal } from './LineModal';
import { vatRateLabel } from './labels';
import { emptyLine, type InvoiceLinesFormValues, type LineFormValues } from './line-form-values';
import { linePriceInDocumentCurrency, liveTotals, type RateFacts } from './live-totals';
import type { PartnerSide } from './partner-side';
import { TotalsBlock } from './TotalsBlock';
import { useErrorText } from './useErrorText';

interface LinesSectionProps {
  companyId: string;
  /** Client invoices (default) or supplier invoices: whose offers and codes products bring. */
  partnerSide?: PartnerSide;
  partnerCodeLabel?: string;
  /** Every VAT rate of the company, and those a line may take. */
  rates: VatRate[];
  offeredRates: VatRate[];
  defaultRateId: string;
  units: MeasurementUnit[];
}

type Editing = { index: number | null; initial: LineFormValues; errors: Record<string, string[]> };

const NUMBER_FIELDS = new Set([
  'net',
  'quantity',
  'price',
  'discountPercent',
  'baseQuantity',
  'packagingQuantity',
  'currencyRate',
]);

/** A line's errors by field (zod's or the server's), for its row and its modal. */
function lineErrors(error: unknown): Record<string, string[]> {
  if (!error || typeof error !== 'object') return {};
  const result: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(error as Record<string, unknown>)) {
    if (name === 'ref' || name === 'type' || name === 'message' || name === 'types' || name === 'root')
      continue;
    const codes = codesOfFieldError(value as FieldError);
    if (codes.length > 0) result[name] = codes;
  }
  const own = codesOfFieldError(error as FieldError);
  if (own.length > 0) result[''] = own;
  return result;
}

/**
 * Invoice lines: a table with each line's amounts as typed, the line and discount modals, and the
 * document's totals, all computed by the domain arithmetic the server uses when it saves.
 */
export function LinesSection({
  companyId,
  partnerSide,
  partnerCodeLabel,
  rates,
  offeredRates,
  defaultRateId,
  units,
}: LinesSectionProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const errorText = useErrorText();
  const unitSymbol = useMemo(() => unitSymbolOf(units), [units]);
  const form = useFormContext<InvoiceLinesFormValues>();
  const { fields, append, update, remove, insert } = useFieldArray({ control: form.control, name: 'lines' });
  const [lines, pricesIncludeVat, discountType, discountValue, currency, currencyRate, partnerId, issueDate] =
    useWatch({
      control: form.control,
      name: [
        'lines',
        'pricesIncludeVat',
        'discountType',
        'discountValue',
        'currency',
        'currencyRate',
        'partnerId',
        'issueDate',
      ],
    });
  const [editing, setEditing] = useState<Editing | null>(null);
  const findings = useFormFindings();
  const [discountOpen, setDiscountOpen] = useState(false);

  const rateMap = useMemo(() => new Map<string, RateFacts>(rates.map((rate) => [rate.id, rate])), [rates]);
  const live = useMemo(
    () =>
      liveTotals({ lines, pricesIncludeVat, discountType, discountValue, currency, currencyRate }, rateMap),
    [lines, pricesIncludeVat, discountType, discountValue, currency, currencyRate, rateMap],
  );
  const rateName = (id: string) => {
    const rate = rates.find((entry) => entry.id === id);
    return rate
      ? vatRateLabel(rate, i18n.language, (code) => t(`client-invoices.vat-categories.${code}`))
      : '—';
  };
  // A price in another currency shows what it is billed at in the invoice's, or that its rate is missing.
  const converted = (line: LineFormValues) => {
    const price = linePriceInDocumentCurrency(line, currency);
    return price === null
      ? t('client-invoices.lines.rate-missing')
      : `= ${format.money(price, currency, { decimals: 4, trimZeros: true })}`;
  };
  const errors = form.formState.errors;
  const listError = errors.lines?.root ?? (errors.lines?.message ? errors.lines : undefined);
  const discountError = errors.discountValue ?? errors.discountType;
  const offeredWith = (line: LineFormValues) =>
    offeredRates.some((rate) => rate.id === line.vatRateId)
      ? offeredRates
      : [...offeredRates, ...rates.filter((rate) => rate.id === line.vatRateId)];

  const saveLine = (line: LineFormValues) => {
    if (editing?.index === null || editing === null) append(line);
    else {
      update(editing.index, line);
      form.clearErrors(`lines.${editing.index}`);
    }
    form.clearErrors('lines');
    setEditing(null);
  };

  const columns = [
    '#',
    t('client-invoices.line-fields.name'),
    t('client-invoices.line-fields.quantity'),
    t('client-invoices.line-fields.price'),
    t('client-invoices.line-fields.discountPercent-short'),
    t('client-invoices.line-fields.vatRateId'),
    t('client-invoices.totals.line-net'),
    t('client-invoices.totals.line-vat'),
    t('client-invoices.totals.line-gross'),
  ];

  return (
    <FormSection title={t('client-invoices.sections.lines')}>
      {fields.length > 0 && (
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="xs" striped={false} data-testid="lines-table">
            <Table.Thead>
              <Table.Tr>
                {columns.map((header, index) => (
                  <Table.Th key={header} ta={index >= 2 && index !== 5 ? 'right' : undefined}>
                    {header}
                  </Table.Th>
                ))}
                <Table.Th aria-label={t('client-invoices.lines.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((row, index) => {
                const line = lines[index] ?? (row as LineFormValues);
                const amounts = live.lines[index] ?? null;
                const rowErrors = lineErrors(errors.lines?.[index]);
                const invalid = Object.keys(rowErrors).length > 0;
                const lineFindings = findings?.lines.get(index) ?? [];
                const money = (value: string | undefined) => (value ? format.money(value, currency) : '—');
                return [
                  <Table.Tr
                    key={row.id}
                    data-testid="line-row"
                    bg={invalid ? 'var(--mantine-color-red-light)' : undefined}
                  >
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500} data-testid="line-row-name">
                        {line.name || '—'}
                      </Text>
                      {line.description && (
                        <Text size="xs" c="dimmed" lineClamp={2}>
                          {line.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {`${format.number(line.quantity, { decimals: 4, trimZeros: true }) || line.quantity} ${unitSymbol(line.unitCode)}`}
                    </Table.Td>
                    <Table.Td ta="right" data-testid="line-row-price">
                      {line.price === ''
                        ? '—'
                        : format.money(line.price, line.currency ?? currency, {
                            decimals: 4,
                            trimZeros: true,
                          }) || line.price}
                      {lineNeedsRate(line.currency, currency) && (
                        <Text size="xs" c="dimmed" data-testid="line-row-converted">
                          {converted(line)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {line.discountPercent
                        ? `${format.number(line.discountPercent, { trimZeros: true })}%`
                        : ''}
                    </Table.Td>
                    <Table.Td>{rateName(line.vatRateId)}</Table.Td>
                    <Table.Td ta="right" data-testid="line-row-net">
                      {money(amounts?.net)}
                    </Table.Td>
                    <Table.Td ta="right">{money(amounts?.vat)}</Table.Td>
                    <Table.Td ta="right" data-testid="line-row-gross">
                      {money(amounts?.gross)}
                    </Table.Td>
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('client-invoices.lines.actions-for', { n: index + 1 })}
                            data-testid="line-row-menu"
                          >
                            <DotsIcon />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item
                            onClick={() => setEditing({ index, initial: line, errors: rowErrors })}
                            data-testid="line-edit"
                          >
                            {t('client-invoices.lines.edit')}
                          </Menu.Item>
                          <Menu.Item onClick={() => insert(index + 1, { ...line })}>
                            {t('client-invoices.lines.copy')}
                          </Menu.Item>
                          <Menu.Item color="red" onClick={() => remove(index)} data-testid="line-remove">
                            {t('client-invoices.lines.remove')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>,
                  invalid && (
                    <Table.Tr key={`${row.id}-errors`} data-testid="line-row-errors">
                      <Table.Td />
                      <Table.Td colSpan={columns.length}>
                        <Text size="sm" c="red">
                          {Object.entries(rowErrors)
                            .map(([name, codes]) => {
                              const text = errorText(codes, NUMBER_FIELDS.has(name));
                              return name === ''
                                ? text
                                : `${t(`client-invoices.line-fields.${name}`)}: ${text}`;
                            })
                            .join(' · ')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ),
                  lineFindings.length > 0 && (
                    <Table.Tr key={`${row.id}-einvoice`} data-testid="line-row-einvoice">
                      <Table.Td />
                      <Table.Td colSpan={columns.length}>
                        <LineFindings findings={lineFindings} testId={`line-einvoice-${index}`} />
                      </Table.Td>
                    </Table.Tr>
                  ),
                ];
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {fields.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="lines-empty">
          {t('client-invoices.lines.empty')}
        </Text>
      )}
      {listError && (
        <Alert color="red" data-testid="lines-error">
          {t('client-invoices.lines.required')}
        </Alert>
      )}
      <Group justify="space-between" align="flex-start">
        <Group gap="xs">
          <Button
            variant="light"
            onClick={() =>
              setEditing({ index: null, initial: { ...emptyLine(), vatRateId: defaultRateId }, errors: {} })
            }
            data-testid="line-add"
          >
            {t('client-invoices.lines.add')}
          </Button>
          <Button variant="default" onClick={() => setDiscountOpen(true)} data-testid="document-discount">
            {discountType
              ? t('client-invoices.discount.button-with', {
                  discount:
                    discountType === 'fixed'
                      ? format.money(discountValue || '0', currency)
                      : `${format.number(discountValue || '0', { trimZeros: true })}%`,
                  type: t(`client-invoices.discount-types.${discountType}`),
                })
              : t('client-invoices.discount.button')}
          </Button>
        </Group>
        <TotalsBlock totals={live.totals} currency={currency} ron={live.ron} />
      </Group>
      <Stack gap="xs">
        {live.incompleteLines.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="totals-incomplete">
            {t('client-invoices.totals.incomplete', { count: live.incompleteLines.length })}
          </Text>
        )}
        {(live.discountLeftOut || discountError) && discountType && (
          <Text size="sm" c="red" data-testid="discount-error">
            {t('client-invoices.discount.left-out')}{' '}
            {errorText(discountError as FieldError | undefined, true) ??
              errorText(
                live.issues.filter((issue) => issue.field === 'discountValue').map((issue) => issue.code),
                true,
              )}
          </Text>
        )}
      </Stack>
      {editing && (
        <LineModal
          companyId={companyId}
          partnerSide={partnerSide}
          partnerCodeLabel={partnerCodeLabel}
          partnerId={partnerId}
          documentCurrency={currency}
          documentRate={currencyRate}
          issueDate={issueDate}
          pricesIncludeVat={pricesIncludeVat}
          initial={editing.initial}
          initialErrors={editing.errors}
          findings={editing.index === null ? [] : (findings?.lines.get(editing.index) ?? [])}
          isNew={editing.index === null}
          offeredRates={offeredWith(editing.initial)}
          rates={rateMap}
          units={units}
          onSave={saveLine}
          onClose={() => setEditing(null)}
        />
      )}
      {discountOpen && (
        <DiscountModal
          type={discountType}
          value={discountValue}
          currency={currency}
          lineNetTotal={live.totals.lineNetTotal}
          onApply={(discount) => {
            form.setValue('discountType', discount.type, { shouldDirty: true });
            form.setValue('discountValue', discount.value, { shouldDirty: true });
            form.clearErrors(['discountType', 'discountValue']);
            setDiscountOpen(false);
          }}
          onClose={() => setDiscountOpen(false)}
        />
      )}
    </FormSection>
  );
}
