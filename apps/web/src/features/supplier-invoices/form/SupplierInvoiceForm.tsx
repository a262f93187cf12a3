import {
  SUPPLIER_INVOICE_LIMITS,
  type SupplierInvoice,
  type SupplierInvoicePayload,
  supplierInvoiceInputSchema,
} from '@app/domain/invoicing/supplier-invoice.schemas';
import type { MeasurementUnit } from '@app/domain/measurement-units/measurement-unit.schemas';
import { isIsoDate, todayInRomania } from '@app/domain/validators/iso-date';
import type { VatRate } from '@app/domain/vat-rates/vat-rate.schemas';
import { useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { TextareaField } from '../../../shared/forms/FormFields';
import { FormSection } from '../../../shared/forms/FormSection';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { InvoiceFormFrame } from '../../../shared/invoicing/InvoiceFormFrame';
import { LinesSection } from '../../../shared/invoicing/LinesSection';
import { defaultRateId, offeredRates } from '../../../shared/invoicing/labels';
import { withDocumentCodes } from '../../../shared/invoicing/rule-codes';
import { useCurrencyRate } from '../../../shared/invoicing/useCurrencyRate';
import { useDocumentSubmitErrors } from '../../../shared/invoicing/useDocumentSubmitErrors';
import { notifyError } from '../../../shared/notify/notify';
import { reasonText, refusalOf } from '../reason-text';
import { SupplierDetailsSection } from './SupplierDetailsSection';
import type { SupplierInvoiceFormValues } from './supplier-invoice-form-values';

const resolver = withDocumentCodes(
  schemaResolver<SupplierInvoiceFormValues, SupplierInvoicePayload>(supplierInvoiceInputSchema),
);

export interface SupplierInvoiceFormProps {
  companyId: string;
  defaultValues: SupplierInvoiceFormValues;
  /** The saved invoice being edited; null for a new one. */
  invoice: SupplierInvoice | null;
  rates: VatRate[];
  units: MeasurementUnit[];
  onSave: (payload: SupplierInvoicePayload) => Promise<unknown>;
  cancelTo: string;
}

/**
 * The supplier invoice form (spec 02 §2 Invoicing, §5 Supplier invoice): the supplier and its own
 * series and number, dates, currency, the lines with the client invoice's line dialog and live
 * totals, the discount and notes. It checks with the schema the server applies and shows the
 * server's 422 codes on the fields and lines, as the client invoice form does.
 */
export function SupplierInvoiceForm(props: SupplierInvoiceFormProps) {
  const { t, i18n } = useTranslation();
  const form = useForm<SupplierInvoiceFormValues, unknown, SupplierInvoicePayload>({
    resolver,
    defaultValues: props.defaultValues,
  });
  const onError = useDocumentSubmitErrors(form);
  const submit = form.handleSubmit(async (payload) => {
    try {
      await props.onSave(payload);
    } catch (error) {
      // A total below what was already paid (or above what was refunded) has no field of its own.
      const bound = validationErrorsOf(error)?.grossTotal?.[0];
      const refusal = refusalOf(error);
      if (refusal) notifyError(reasonText(t, i18n, refusal));
      else if (bound) {
        const [rule, amount = ''] = bound.split(':');
        notifyError(
          t(`supplier-invoices.form.total-${rule === 'max' ? 'above-refunded' : 'below-paid'}`, { amount }),
        );
      } else onError(error);
    }
  });

  return (
    <InvoiceFormFrame
      form={form}
      onSubmit={submit}
      texts="supplier-invoices"
      cancelTo={props.cancelTo}
      data-testid="supplier-invoice-form"
    >
      <FormBody {...props} />
    </InvoiceFormFrame>
  );
}

function FormBody({ companyId, invoice, rates, units }: SupplierInvoiceFormProps) {
  const { t } = useTranslation();
  const form = useFormContext<SupplierInvoiceFormValues>();
  const issueDate = useWatch({ control: form.control, name: 'issueDate' });
  const rate = useCurrencyRate(companyId);
  // The rates in force on the invoice's date. The supplier charges the VAT, whatever the company's
  // own VAT status: every rate of the company is offered, a VAT payer's and a non-payer's.
  const rateDay = isIsoDate(issueDate) ? issueDate : todayInRomania();
  const kept = (invoice?.lines ?? []).map((line) => line.vatRateId);
  const offered = [
    ...offeredRates(rates, true, rateDay, kept),
    ...offeredRates(rates, false, rateDay).filter((rate) => !kept.includes(rate.id)),
  ];

  return (
    <>
      <SupplierDetailsSection
        companyId={companyId}
        currentSupplier={invoice ? { id: invoice.partnerId, name: invoice.partnerName } : null}
        rate={rate.state}
      />
      <LinesSection
        companyId={companyId}
        partnerSide="supplier"
        partnerCodeLabel={t('supplier-invoices.fields.partnerProductCode')}
        rates={rates}
        offeredRates={offered}
        defaultRateId={defaultRateId(rates, true, rateDay)}
        units={units}
      />
      <FormSection title={t('supplier-invoices.form.notes')}>
        <TextareaField
          name="notes"
          label={t('supplier-invoices.fields.notes')}
          maxLength={SUPPLIER_INVOICE_LIMITS.notes}
          data-testid="supplier-invoice-notes"
        />
      </FormSection>
    </>
  );
}
