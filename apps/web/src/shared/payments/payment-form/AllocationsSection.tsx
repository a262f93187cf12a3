import type { PayableInvoice } from '@app/domain/invoicing/client-payment.schemas';
import { Alert, Button, Group, Loader, Table, Text } from '@mantine/core';
import { type FieldError, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../format/useFormat';
import { useFormFieldErrorText } from '../../forms/FormFields';
import { FormSection } from '../../forms/FormSection';
import { InvoiceHeadCells } from '../components/InvoiceHeadCells';
import { usePaymentSide } from '../payment-side-context';
import { AmountField } from './AmountField';
import {
  type AllocationRow,
  allocationSummary,
  type PaymentFormValues,
  spreadOldestFirst,
} from './payment-form-values';
import { useAmountErrorText } from './useAmountErrorText';

interface AllocationsSectionProps {
  /** The invoices listed for the chosen partner and currency; null until they are asked for. */
  invoices: PayableInvoice[] | null;
  loading: boolean;
  /** Whether partner and currency are chosen, so the invoices can be listed. */
  canList: boolean;
  readOnly: boolean;
  onList: () => void;
  /** Clears the list and its amounts, so partner and currency can change again. */
  onChange: () => void;
}

/**
 * The invoices the payment pays: the partner's invoices in the currency with something left
 * to pay, each with the amount put on it, the sum against the payment's amount and the advance left.
 */
export function AllocationsSection({
  invoices,
  loading,
  canList,
  readOnly,
  onList,
  onChange,
}: AllocationsSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { texts } = usePaymentSide();
  const form = useFormContext<PaymentFormValues>();
  const [amount, currency, rows] = useWatch({
    control: form.control,
    name: ['amount', 'currency', 'allocations'],
  });
  const { errors } = useFormState({ control: form.control, name: 'allocations' });
  const amountError = useAmountErrorText();
  const fieldText = useFormFieldErrorText();
  const rowErrors = errors.allocations as ({ invoiceId?: FieldError } | undefined)[] | undefined;
  const summary = allocationSummary(amount, rows as AllocationRow[]);
  const rootError = (errors.allocations as { root?: FieldError } | undefined)?.root;

  if (invoices === null) {
    return (
      <FormSection title={t(`${texts}.form.invoices-title`)}>
        <Text size="sm" c="dimmed">
          {t(`${texts}.form.invoices-hint`)}
        </Text>
        {!readOnly && (
          <Group>
            <Button
              variant="outline"
              onClick={onList}
              disabled={!canList}
              loading={loading}
              data-testid="payment-list-invoices"
            >
              {t(`${texts}.form.list-invoices`)}
            </Button>
          </Group>
        )}
      </FormSection>
    );
  }

  return (
    <FormSection title={t(`${texts}.form.invoices-title`)}>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t(`${texts}.form.locked-hint`)}
        </Text>
        {!readOnly && (
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              onClick={() =>
                form.setValue('allocations', spreadOldestFirst(amount, invoices), { shouldDirty: true })
              }
              disabled={invoices.length === 0}
              data-testid="payment-spread"
            >
              {t(`${texts}.form.spread`)}
            </Button>
            <Button variant="subtle" size="xs" onClick={onChange} data-testid="payment-change-client">
              {t(`${texts}.form.change`)}
            </Button>
          </Group>
        )}
      </Group>
      {loading && <Loader size="sm" role="status" aria-label={t('common.loading')} />}
      {invoices.length === 0 ? (
        <Text data-testid="payment-no-invoices">{t(`${texts}.form.no-invoices`)}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table data-testid="payment-invoices">
            <Table.Thead>
              <Table.Tr>
                <InvoiceHeadCells />
                <Table.Th ta="right">{t(`${texts}.invoices.remaining`)}</Table.Th>
                <Table.Th w="11rem">{t(`${texts}.invoices.allocated`)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice, index) => (
                <Table.Tr key={invoice.id} data-testid="payment-invoice-row">
                  <Table.Td>
                    {invoice.seriesNumber ?? '—'}
                    {rowErrors?.[index]?.invoiceId && (
                      <Text size="xs" c="red" data-testid="payment-invoice-error">
                        {fieldText(rowErrors[index]?.invoiceId)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{format.date(invoice.issueDate)}</Table.Td>
                  <Table.Td>{format.date(invoice.dueDate)}</Table.Td>
                  <Table.Td ta="right">{format.number(invoice.amountDue)}</Table.Td>
                  <Table.Td ta="right" data-testid="payment-invoice-remaining">
                    {format.number(invoice.remaining)}
                  </Table.Td>
                  <Table.Td>
                    <AmountField
                      name={`allocations.${index}.amount`}
                      label={null}
                      aria-label={t(`${texts}.invoices.allocated-to`, {
                        number: invoice.seriesNumber ?? '',
                      })}
                      disabled={readOnly}
                      data-testid="payment-invoice-amount"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end" gap="xl" data-testid="payment-allocation-summary">
        <Text size="sm">
          {t(`${texts}.form.allocated-of`, {
            allocated: format.money(summary.allocated, currency),
            amount: format.money(amount === '' ? '0' : amount, currency),
          })}
        </Text>
        {!summary.over && (
          <Text size="sm" fw={600} data-testid="payment-advance">
            {t(`${texts}.form.advance`, { amount: format.money(summary.advance, currency) })}
          </Text>
        )}
      </Group>
      {(summary.over || rootError) && (
        <Alert color="red" role="alert" data-testid="payment-allocations-error">
          {summary.over || !rootError ? t(`${texts}.form.over`) : amountError(rootError)}
        </Alert>
      )}
    </FormSection>
  );
}
