import { OFFERED_CURRENCIES } from '@app/domain/exchange-rates/currencies';
import {
  clientPaymentInputSchema,
  PAYMENT_LIMITS,
  type PayableInvoice,
} from '@app/domain/invoicing/client-payment.schemas';
import {
  SUPPLIER_RECEIPT_LIMITS,
  supplierPaymentInputSchema,
} from '@app/domain/invoicing/supplier-payment.schemas';
import { Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../../api/api-error';
import { DateField } from '../../forms/DateField';
import { RuleTextsContext, SelectField, TextareaField, TextField } from '../../forms/FormFields';
import { FormSection } from '../../forms/FormSection';
import { CODE_SEPARATOR } from '../../forms/field-errors';
import { notifyApiError, notifyError } from '../../notify/notify';
import type { AnyPayment } from '../payment-side';
import type { AnyPaymentPayload } from '../payments.api';
import { usePaymentsApi } from '../payments.queries';
import { AllocationsSection } from './AllocationsSection';
import { AmountField } from './AmountField';
import { PartnerField } from './PartnerField';
import {
  formFieldOf,
  type InvoicePrefill,
  type PaymentFormValues,
  paymentOfInvoice,
  rowsForInvoices,
  spreadOldestFirst,
  toPaymentInput,
} from './payment-form-values';

/** The form's path of an error: an array's own error is its root ("allocations" -> "allocations.root"). */
const errorPath = (field: string) => (field === 'allocations' ? 'allocations.root' : field);

/** Puts a message at a dotted path of react-hook-form's nested errors object (first one wins). */
function setNested(target: Record<string, unknown>, path: string, message: string): void {
  const parts = path.split('.');
  let node = target;
  parts.slice(0, -1).forEach((part, index) => {
    const next = parts[index + 1] ?? '';
    node[part] ??= /^\d+$/.test(next) ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
  const last = parts.at(-1) ?? '';
  node[last] ??= { type: 'validation', message };
}

/**
 * Checks the values with the side's domain schema as the server will: the invoices without an
 * amount are left out, and the errors of the others go back to their rows.
 */
const resolverOf =
  (side: 'client' | 'supplier'): Resolver<PaymentFormValues, unknown, AnyPaymentPayload> =>
  async (values) => {
    const { input, rowOf } = toPaymentInput(values, side);
    const schema = side === 'client' ? clientPaymentInputSchema : supplierPaymentInputSchema;
    const parsed = schema.safeParse(input);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      setNested(errors, errorPath(formFieldOf(issue.path.join('.'), rowOf)), issue.message);
    }
    return { values: {}, errors: errors as FieldErrors<PaymentFormValues> };
  };

const FORM_FIELDS = new Set([
  'partnerId',
  'currency',
  'amount',
  'date',
  'description',
  'documentSeriesId',
  'receiptSeries',
  'receiptNumber',
]);

interface PaymentFormProps {
  companyId: string;
  /** The payment being edited (its client shows at once, its invoices are listed); null for a new one. */
  payment: AnyPayment | null;
  /** A new payment of one invoice (opened from it): its invoices are listed and it pays that one. */
  prefill?: InvoicePrefill | null;
  defaultValues: PaymentFormValues;
  /** The receipt series to choose from (receipts only). */
  seriesOptions?: { value: string; label: string }[];
  readOnly: boolean;
  submitLabel: string;
  /** Buttons before the submit button (cancel, delete...). */
  actions: ReactNode;
  onSave: (payload: AnyPaymentPayload) => Promise<unknown>;
}

/**
 * A bank transfer or a receipt: client, currency, amount, date and description (and the series of a
 * receipt), then the client's invoices with what the payment puts on each. Listing the invoices
 * fixes client and currency (spec 02 §5) until "change" clears the list.
 */
export function PaymentForm({
  companyId,
  payment,
  prefill = null,
  defaultValues,
  seriesOptions,
  readOnly,
  submitLabel,
  actions,
  onSave,
}: PaymentFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { side, api, keys } = usePaymentsApi();
  const texts = side.texts;
  const [resolver] = useState(() => resolverOf(side.side));
  const form = useForm<PaymentFormValues, unknown, AnyPaymentPayload>({ resolver, defaultValues });
  const [partnerId, currency] = useWatch({ control: form.control, name: ['partnerId', 'currency'] });
  const [invoices, setInvoices] = useState<PayableInvoice[] | null>(null);
  const [listing, setListing] = useState(false);
  const isReceipt = defaultValues.type === 'receipt';
  /** The form rows of the last body sent, to put the server's errors on them. */
  const rowOfSent = useRef<number[]>([]);

  const list = async (options: { spread: boolean; invoiceId?: string }) => {
    const { partnerId: partner, currency: code, amount, allocations } = form.getValues();
    setListing(true);
    try {
      const found = await queryClient.fetchQuery({
        queryKey: keys.payable(companyId, partner, code, payment?.id ?? null),
        queryFn: ({ signal }) =>
          api.payableInvoices(
            companyId,
            { partnerId: partner, currency: code, paymentId: payment?.id ?? null },
            signal,
          ),
        staleTime: 0,
      });
      setInvoices(found);
      const ofInvoice = options.invoiceId ? paymentOfInvoice(found, options.invoiceId) : null;
      if (ofInvoice) {
        form.setValue('amount', ofInvoice.amount, { shouldDirty: true });
        form.setValue('allocations', ofInvoice.allocations, { shouldDirty: true });
      } else
        form.setValue(
          'allocations',
          options.spread ? spreadOldestFirst(amount, found) : rowsForInvoices(found, allocations),
          {
            shouldDirty: options.spread,
          },
        );
      form.clearErrors('allocations');
    } catch (error) {
      notifyApiError(error);
    } finally {
      setListing(false);
    }
  };

  // A payment that already pays invoices shows them at once, with what it put on each.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the payment the form opened with.
  useEffect(() => {
    if (payment && payment.allocations.length > 0) void list({ spread: false });
    // Opened from an invoice: its client's invoices are listed and the payment pays that one.
    else if (!payment && prefill) void list({ spread: false, invoiceId: prefill.invoiceId });
  }, []);

  const change = () => {
    setInvoices(null);
    form.setValue('allocations', [], { shouldDirty: true });
    form.clearErrors('allocations');
  };

  const submit = form.handleSubmit(async (payload) => {
    rowOfSent.current = toPaymentInput(form.getValues(), side.side).rowOf;
    try {
      await onSave(payload);
    } catch (error) {
      const errors = validationErrorsOf(error);
      if (errors === null) {
        notifyApiError(error);
        return;
      }
      let shown = false;
      for (const [field, codes] of Object.entries(errors)) {
        const path = formFieldOf(field, rowOfSent.current);
        const known = FORM_FIELDS.has(path) || path.startsWith('allocations');
        if (!known || codes.length === 0) continue;
        form.setError(
          errorPath(path) as 'partnerId',
          { type: 'server', message: codes.join(CODE_SEPARATOR) },
          { shouldFocus: !shown },
        );
        shown = true;
      }
      if (!shown) {
        const message = (error as { body?: { message?: unknown } }).body?.message;
        notifyError(typeof message === 'string' && i18n.exists(message) ? t(message) : t('errors.generic'));
      }
    }
  });

  const locked = invoices !== null;
  return (
    <RuleTextsContext.Provider value={texts}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate data-testid="payment-form">
          <Fieldset disabled={readOnly} variant="unstyled">
            <Stack gap="md">
              <FormSection title={t(`${texts}.form.details-title`)}>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <PartnerField
                    companyId={companyId}
                    current={
                      payment
                        ? { id: payment.partnerId, name: payment.partnerName }
                        : prefill
                          ? { id: prefill.partnerId, name: prefill.partnerName }
                          : null
                    }
                    disabled={locked}
                  />
                  <SelectField
                    name="currency"
                    label={t(`${texts}.fields.currency`)}
                    required
                    searchable
                    data={[...OFFERED_CURRENCIES]}
                    disabled={locked}
                    data-testid="payment-currency"
                  />
                  <AmountField
                    name="amount"
                    label={t(`${texts}.fields.amount`)}
                    required
                    data-testid="payment-amount"
                  />
                  <DateField
                    name="date"
                    label={t(`${texts}.fields.date`)}
                    required
                    data-testid="payment-date"
                  />
                  {isReceipt && side.issuedReceipts && (
                    <SelectField
                      name="documentSeriesId"
                      label={t(`${texts}.fields.documentSeriesId`)}
                      required
                      data={seriesOptions ?? []}
                      data-testid="payment-series"
                    />
                  )}
                  {isReceipt && !side.issuedReceipts && (
                    <>
                      <TextField
                        name="receiptSeries"
                        label={t(`${texts}.fields.receiptSeries`)}
                        required
                        maxLength={SUPPLIER_RECEIPT_LIMITS.series}
                        data-testid="payment-receipt-series"
                      />
                      <TextField
                        name="receiptNumber"
                        label={t(`${texts}.fields.receiptNumber`)}
                        required
                        maxLength={SUPPLIER_RECEIPT_LIMITS.number}
                        data-testid="payment-receipt-number"
                      />
                    </>
                  )}
                </SimpleGrid>
                <TextareaField
                  name="description"
                  label={t(`${texts}.fields.description`)}
                  required={isReceipt && side.issuedReceipts}
                  maxLength={PAYMENT_LIMITS.description}
                />
              </FormSection>
              <AllocationsSection
                invoices={invoices}
                loading={listing}
                canList={partnerId !== '' && /^[A-Z]{3}$/.test(currency)}
                readOnly={readOnly}
                onList={() => void list({ spread: true })}
                onChange={change}
              />
              <Group justify="flex-end">
                {actions}
                {!readOnly && (
                  <Button type="submit" loading={form.formState.isSubmitting} data-testid="payment-submit">
                    {submitLabel}
                  </Button>
                )}
              </Group>
            </Stack>
          </Fieldset>
        </form>
      </FormProvider>
    </RuleTextsContext.Provider>
  );
}
