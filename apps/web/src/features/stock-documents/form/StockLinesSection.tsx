import type { MeasurementUnit } from '@app/domain/measurement-units/measurement-unit.schemas';
import { ActionIcon, Alert, Button, Group, Menu, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldError, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { FormSection } from '../../../shared/forms/FormSection';
import { codesOfFieldError } from '../../../shared/forms/field-errors';
import { useErrorText } from '../../../shared/invoicing/useErrorText';
import { DotsIcon } from '../../../shared/list/list-icons';
import { unitSymbolOf } from '../../../shared/units/useUnitSymbols';
import { STOCK_KINDS, type StockDocumentKind } from '../stock-document-kinds';
import { stockValueOf } from './line-arithmetic';
import { repriceLines } from './line-sync';
import { PriceCorrectionModal } from './PriceCorrectionModal';
import { StockLineModal } from './StockLineModal';
import {
  emptyStockLine,
  isCorrectedLine,
  type StockFormValues,
  type StockLineFormValues,
} from './stock-form-values';
import { useAvailableStock } from './useAvailableStock';

interface StockLinesSectionProps {
  kind: StockDocumentKind;
  companyId: string;
  vatPayer: boolean;
  vatOptions: { value: string; label: string }[];
  defaultVatRateId: string;
  units: MeasurementUnit[];
}

type Editing = { index: number | null; initial: StockLineFormValues; errors: Record<string, string[]> };

/** A line's errors by field (zod's or the server's), for its row and its modal. */
function lineErrors(error: unknown): Record<string, string[]> {
  if (!error || typeof error !== 'object') return {};
  const result: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(error as Record<string, unknown>)) {
    if (['ref', 'type', 'message', 'types', 'root'].includes(name)) continue;
    const codes = codesOfFieldError(value as FieldError);
    if (codes.length > 0) result[name] = codes;
  }
  const own = codesOfFieldError(error as FieldError);
  if (own.length > 0) result[''] = own;
  return result;
}

/**
 * The lines of a stock document: each with its quantity (and packaging quantity), price, RON price
 * and stock value, the line modal, and on a goods receipt note the price correction of a saved
 * line. A line with price corrections cannot be removed (spec 02 §5 Goods receipt notes).
 */
export function StockLinesSection(props: StockLinesSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useErrorText();
  const unitSymbol = useMemo(() => unitSymbolOf(props.units), [props.units]);
  const form = useFormContext<StockFormValues>();
  const { fields, append, update, remove, insert, replace } = useFieldArray({
    control: form.control,
    name: 'lines',
  });
  const [lines, currency, currencyRate, partnerId, warehouseId, issueDate] = useWatch({
    control: form.control,
    name: ['lines', 'currency', 'currencyRate', 'partnerId', 'warehouseId', 'issueDate'],
  });
  const available = useAvailableStock(props.companyId, STOCK_KINDS[props.kind].direction === 'out', {
    warehouseId,
    date: issueDate,
    productIds: lines.map((line) => line.productId),
  });
  const context = useMemo(() => ({ currency, currencyRate }), [currency, currencyRate]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [correcting, setCorrecting] = useState<number | null>(null);
  const receiptNote = props.kind === 'goods-receipt-note';

  // Another currency or rate prices every line in RON again.
  const lastContext = useRef(context);
  useEffect(() => {
    if (lastContext.current.currency === currency && lastContext.current.currencyRate === currencyRate)
      return;
    lastContext.current = context;
    if (form.getValues('lines').length > 0) replace(repriceLines(form.getValues('lines'), context));
  }, [context, currency, currencyRate, form, replace]);

  const saveLine = (line: StockLineFormValues) => {
    if (editing === null || editing.index === null) append(line);
    else {
      update(editing.index, line);
      form.clearErrors(`lines.${editing.index}`);
    }
    form.clearErrors('lines');
    setEditing(null);
  };

  const errors = form.formState.errors;
  const listError = errors.lines?.root ?? (errors.lines?.message ? errors.lines : undefined);
  const money = (value: string, code: string) =>
    value === '' ? '—' : format.money(value, code, { decimals: 4, trimZeros: true }) || value;
  const headers = [
    '#',
    t('stock-documents.line-fields.name'),
    t('stock-documents.line-fields.quantity'),
    t('stock-documents.line-fields.price'),
    t('stock-documents.line-fields.priceRon'),
    t('stock-documents.line-fields.stock-value'),
    ...(receiptNote
      ? [t('stock-documents.line-fields.sellingPrice'), t('stock-documents.line-fields.loadsStock-short')]
      : []),
  ];

  return (
    <FormSection title={t('stock-documents.sections.lines')}>
      {fields.length > 0 ? (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" data-testid="lines-table">
            <Table.Thead>
              <Table.Tr>
                {headers.map((header, index) => (
                  <Table.Th key={header} ta={index >= 2 ? 'right' : undefined}>
                    {header}
                  </Table.Th>
                ))}
                <Table.Th aria-label={t('stock-documents.lines.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((row, index) => {
                const line = lines[index] ?? (row as StockLineFormValues);
                const rowErrors = lineErrors(errors.lines?.[index]);
                const corrected = isCorrectedLine(line, lines);
                const invalid = Object.keys(rowErrors).length > 0;
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
                      {line.correctsLineId && (
                        <Text size="xs" c="dimmed" data-testid="line-row-correction">
                          {t('stock-documents.lines.correction-of', {
                            n: lines.findIndex((other) => other.id === line.correctsLineId) + 1,
                          })}
                        </Text>
                      )}
                      {line.originalPrice && (
                        <Text size="xs" c="dimmed" data-testid="line-row-original-price">
                          {t('stock-documents.lines.original-price', {
                            price: money(line.originalPrice, currency),
                          })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {`${format.number(line.quantity, { decimals: 4, trimZeros: true }) || line.quantity} ${unitSymbol(line.unitCode)}`}
                      {line.packagingQuantity && (
                        <Text size="xs" c="dimmed">
                          {t('stock-documents.lines.packages', {
                            n: format.number(line.packagingQuantity, { decimals: 4, trimZeros: true }),
                          })}
                        </Text>
                      )}
                      {available.has(line.productId) && (
                        <Text
                          size="xs"
                          c={Number(line.quantity) > Number(available.get(line.productId)) ? 'red' : 'dimmed'}
                          data-testid="line-row-available"
                        >
                          {t('stock-documents.lines.available', {
                            n: format.number(available.get(line.productId) ?? '0', {
                              decimals: 4,
                              trimZeros: true,
                            }),
                          })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" data-testid="line-row-price">
                      {money(line.price, currency)}
                    </Table.Td>
                    <Table.Td ta="right">{money(line.priceRon, 'RON')}</Table.Td>
                    <Table.Td ta="right" data-testid="line-row-value">
                      {(line.loadsStock || !receiptNote) && stockValueOf(line.quantity, line.priceRon)
                        ? format.money(stockValueOf(line.quantity, line.priceRon), 'RON')
                        : '—'}
                    </Table.Td>
                    {receiptNote && <Table.Td ta="right">{money(line.sellingPrice, 'RON')}</Table.Td>}
                    {receiptNote && (
                      <Table.Td ta="right">
                        {line.loadsStock ? t('stock-documents.lines.yes') : t('stock-documents.lines.no')}
                      </Table.Td>
                    )}
                    <Table.Td>
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('stock-documents.lines.actions-for', { n: index + 1 })}
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
                            {t('stock-documents.lines.edit')}
                          </Menu.Item>
                          {!line.correctsLineId && (
                            <Menu.Item
                              onClick={() =>
                                insert(index + 1, {
                                  ...line,
                                  id: '',
                                  originalPrice: '',
                                  supplierInvoiceLineId: '',
                                })
                              }
                            >
                              {t('stock-documents.lines.copy')}
                            </Menu.Item>
                          )}
                          {receiptNote && line.id !== '' && line.loadsStock && !line.correctsLineId && (
                            <Menu.Item onClick={() => setCorrecting(index)} data-testid="line-correct-price">
                              {t('stock-documents.lines.correct-price')}
                            </Menu.Item>
                          )}
                          <Menu.Item
                            color="red"
                            disabled={corrected}
                            onClick={() => remove(index)}
                            data-testid="line-remove"
                          >
                            {corrected
                              ? t('stock-documents.lines.remove-corrected')
                              : t('stock-documents.lines.remove')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>,
                  invalid && (
                    <Table.Tr key={`${row.id}-errors`} data-testid="line-row-errors">
                      <Table.Td />
                      <Table.Td colSpan={headers.length}>
                        <Text size="sm" c="red">
                          {Object.entries(rowErrors)
                            .map(([name, codes]) => {
                              const text = errorText(codes, name !== '' && name !== 'productId');
                              return name === ''
                                ? text
                                : `${t(`stock-documents.line-fields.${name}`)}: ${text}`;
                            })
                            .join(' · ')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ),
                ];
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed" data-testid="lines-empty">
          {t('stock-documents.lines.empty')}
        </Text>
      )}
      {listError && (
        <Alert color="red" data-testid="lines-error">
          {errorText(listError as FieldError)}
        </Alert>
      )}
      <Group>
        <Button
          variant="light"
          onClick={() =>
            setEditing({ index: null, initial: emptyStockLine(props.defaultVatRateId), errors: {} })
          }
          data-testid="line-add"
        >
          {t('stock-documents.lines.add')}
        </Button>
      </Group>
      {editing && (
        <StockLineModal
          kind={props.kind}
          companyId={props.companyId}
          partnerId={partnerId}
          context={context}
          vatPayer={props.vatPayer}
          vatOptions={props.vatOptions}
          units={props.units}
          initial={editing.initial}
          initialErrors={editing.errors}
          corrected={editing.index !== null && isCorrectedLine(editing.initial, lines)}
          isNew={editing.index === null}
          onSave={saveLine}
          onClose={() => setEditing(null)}
        />
      )}
      {correcting !== null && lines[correcting] && (
        <PriceCorrectionModal
          line={lines[correcting]}
          context={context}
          onCorrect={(correction) => {
            insert(correcting + 1, correction);
            setCorrecting(null);
          }}
          onClose={() => setCorrecting(null)}
        />
      )}
    </FormSection>
  );
}
