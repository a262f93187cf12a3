import type { MeasurementUnit } from '@app/domain/measurement-units/measurement-unit.schemas';
import {
  STOCK_DOCUMENT_LIMITS,
  type StockDocument,
  type StockDocumentPayload,
  stockDocumentInputSchema,
} from '@app/domain/stock/stock-document.schemas';
import { isIsoDate, todayInRomania } from '@app/domain/validators/iso-date';
import type { VatRate } from '@app/domain/vat-rates/vat-rate.schemas';
import { Anchor, Text } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RuleTextsContext, TextareaField } from '../../../shared/forms/FormFields';
import { FormSection } from '../../../shared/forms/FormSection';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { InvoiceFormFrame } from '../../../shared/invoicing/InvoiceFormFrame';
import { defaultRateId, offeredRates, vatRateLabel } from '../../../shared/invoicing/labels';
import { STOCK_KINDS, type StockDocumentKind, stockPaths } from '../stock-document-kinds';
import { StockDetailsSection } from './StockDetailsSection';
import { StockLinesSection } from './StockLinesSection';
import type { StockFormValues } from './stock-form-values';
import { useStockSubmitErrors } from './useStockSubmitErrors';

const resolver = schemaResolver<StockFormValues, StockDocumentPayload>(stockDocumentInputSchema);

export interface StockDocumentFormProps {
  kind: StockDocumentKind;
  companyId: string;
  vatPayer: boolean;
  defaultValues: StockFormValues;
  /** The saved document being edited; null for a new one. */
  document: StockDocument | null;
  rates: VatRate[];
  units: MeasurementUnit[];
  onSave: (payload: StockDocumentPayload) => Promise<unknown>;
  cancelTo: string;
}

/**
 * The form of the four stock documents (spec 02 §3 Common document fields, Goods receipt note line,
 * Stock consumption and reception receipts): series, warehouse, date, partner, currency and rate,
 * lines, notes. It checks with the schema the server applies and shows the server's 422 codes on the
 * fields and lines.
 */
export function StockDocumentForm(props: StockDocumentFormProps) {
  const form = useForm<StockFormValues, unknown, StockDocumentPayload>({
    resolver,
    defaultValues: props.defaultValues,
  });
  const onError = useStockSubmitErrors(form);
  const submit = form.handleSubmit(async (payload) => {
    try {
      await props.onSave(payload);
    } catch (error) {
      onError(error);
    }
  });

  return (
    <InvoiceFormFrame
      form={form}
      onSubmit={submit}
      texts="stock-documents"
      cancelTo={props.cancelTo}
      data-testid="stock-document-form"
    >
      {/* This feature's rule codes (lines-exist, service-prohibited...) before the shared ones. */}
      <RuleTextsContext.Provider value="stock-documents">
        <FormBody {...props} form={form} />
      </RuleTextsContext.Provider>
    </InvoiceFormFrame>
  );
}

function FormBody({
  kind,
  companyId,
  vatPayer,
  document,
  rates,
  units,
  form,
}: StockDocumentFormProps & {
  form: ReturnType<typeof useForm<StockFormValues, unknown, StockDocumentPayload>>;
}) {
  const { t, i18n } = useTranslation();
  const issueDate = useWatch({ control: form.control, name: 'issueDate' });
  const day = isIsoDate(issueDate) ? issueDate : todayInRomania();
  const kept = (document?.lines ?? []).flatMap((line) => (line.vatRateId ? [line.vatRateId] : []));
  const vatOptions = offeredRates(rates, vatPayer, day, kept).map((rate) => ({
    value: rate.id,
    label: vatRateLabel(rate, i18n.language, (code) => t(`client-invoices.vat-categories.${code}`)),
  }));

  return (
    <>
      <StockDetailsSection
        kind={kind}
        companyId={companyId}
        currentPartner={
          document?.partnerId ? { id: document.partnerId, name: document.partnerName ?? '' } : null
        }
      />
      {document?.supplierInvoice && (
        <Text size="sm" data-testid="form-supplier-invoice">
          {t('stock-documents.view.supplier-invoice')}{' '}
          <Anchor component={Link} to={stockPaths.supplierInvoice(document.supplierInvoice.id)}>
            {document.supplierInvoice.seriesNumber ?? document.supplierInvoice.id}
          </Anchor>
        </Text>
      )}
      <StockLinesSection
        kind={kind}
        companyId={companyId}
        vatPayer={vatPayer}
        vatOptions={vatOptions}
        // Receipts carry no VAT; a company that pays none gives its lines none.
        defaultVatRateId={vatPayer && STOCK_KINDS[kind].partner ? defaultRateId(rates, true, day) : ''}
        units={units}
      />
      <FormSection title={t('stock-documents.sections.notes')}>
        <TextareaField
          name="notes"
          label={t('stock-documents.fields.notes')}
          maxLength={STOCK_DOCUMENT_LIMITS.notes}
          data-testid="document-notes"
        />
      </FormSection>
    </>
  );
}
