import type { DocumentSeries } from '@app/domain/document-series/document-series.schemas';
import {
  type ClientDocument,
  type ClientDocumentPayload,
  clientDocumentInputSchema,
} from '@app/domain/invoicing/client-document.schemas';
import { taxPointDateOf } from '@app/domain/invoicing/vat-rate-period';
import type { MeasurementUnit } from '@app/domain/measurement-units/measurement-unit.schemas';
import { isIsoDate, todayInRomania } from '@app/domain/validators/iso-date';
import type { VatRate } from '@app/domain/vat-rates/vat-rate.schemas';
import { useState } from 'react';
import { useForm, useFormContext, useWatch } from 'react-hook-form';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { EInvoiceFindingsContext, GeneralFindings } from '../../../shared/invoicing/EInvoiceFindings';
import { InvoiceFormFrame } from '../../../shared/invoicing/InvoiceFormFrame';
import { LinesSection } from '../../../shared/invoicing/LinesSection';
import { defaultRateId, offeredRates } from '../../../shared/invoicing/labels';
import { withDocumentCodes } from '../../../shared/invoicing/rule-codes';
import { useCurrencyRate } from '../../../shared/invoicing/useCurrencyRate';
import { useDocumentSubmitErrors } from '../../../shared/invoicing/useDocumentSubmitErrors';
import type { DocumentKind } from '../document-kind';
import { DetailsSection } from './DetailsSection';
import { DocumentWarnings } from './DocumentWarnings';
import type { DocumentFormValues } from './document-form-values';
import { documentWarnings } from './document-warnings';
import { MoreSections } from './MoreSections';
import { EInvoiceChecks, NO_FINDINGS } from './useEInvoiceFindings';

const resolver = withDocumentCodes(
  schemaResolver<DocumentFormValues, ClientDocumentPayload>(clientDocumentInputSchema),
);

export interface DocumentFormProps {
  kind: DocumentKind;
  companyId: string;
  vatPayer: boolean;
  defaultValues: DocumentFormValues;
  /** The saved document being edited; null for a new one. */
  document: ClientDocument | null;
  rates: VatRate[];
  units: MeasurementUnit[];
  series: DocumentSeries[];
  onSave: (payload: ClientDocumentPayload) => Promise<unknown>;
  cancelTo: string;
}

/**
 * The client invoice and proforma form (spec 02 §2 Invoicing): Invoice details, Invoice lines with
 * live totals, the optional sections, and the warnings of §8. It checks the values with the schema
 * the server applies and shows the server's 422 codes on the fields and the lines.
 */
export function DocumentForm(props: DocumentFormProps) {
  const form = useForm<DocumentFormValues, unknown, ClientDocumentPayload>({
    resolver,
    defaultValues: props.defaultValues,
  });
  const onError = useDocumentSubmitErrors(form);
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
      texts="client-invoices"
      cancelTo={props.cancelTo}
      data-testid="document-form"
    >
      <FormBody {...props} />
    </InvoiceFormFrame>
  );
}

function FormBody({ kind, companyId, vatPayer, document, rates, units, series }: DocumentFormProps) {
  const form = useFormContext<DocumentFormValues>();
  const [issueDate, seriesId, taxPointDate, lines, bankAccountIds] = useWatch({
    control: form.control,
    name: ['issueDate', 'documentSeriesId', 'taxPointDate', 'lines', 'companyBankAccountIds'],
  });
  const rate = useCurrencyRate(companyId);
  const today = todayInRomania();
  // The rates in force on the document's date (19% still applies to a document dated July 2025).
  const rateDay = isIsoDate(issueDate) ? issueDate : today;
  const kept = (document?.lines ?? []).map((line) => line.vatRateId);
  const fromServer = document?.warnings;
  const warnings = documentWarnings({
    issueDate,
    today,
    seriesStartDate: series.find((entry) => entry.id === seriesId)?.startDate ?? null,
    rateFromIssueDate: rate.fromIssueDate,
    lineRates: {
      periods: rates.filter((entry) => lines.some((line) => line.vatRateId === entry.id)),
      taxPointDate: taxPointDateOf({ issueDate, taxPointDate }),
    },
    hasBankAccount: bankAccountIds.length > 0,
    fromServer,
  });
  const [findings, setFindings] = useState(NO_FINDINGS);

  return (
    <EInvoiceFindingsContext.Provider value={kind === 'invoice' ? findings : null}>
      {/* An invoice is checked against the e-Factura rules as it is typed; a proforma never goes to ANAF. */}
      {kind === 'invoice' && (
        <EInvoiceChecks
          enabled
          companyId={companyId}
          control={form.control}
          rates={rates}
          series={series}
          onPlaced={setFindings}
        />
      )}
      <DocumentWarnings warnings={warnings} />
      <GeneralFindings />
      <DetailsSection
        kind={kind}
        companyId={companyId}
        currentClient={document ? { id: document.partnerId, name: document.partnerName } : null}
        rate={rate.state}
        despatchAdvice={document?.despatchAdvice}
      />
      <LinesSection
        companyId={companyId}
        rates={rates}
        offeredRates={offeredRates(rates, vatPayer, rateDay, kept)}
        defaultRateId={defaultRateId(rates, vatPayer, rateDay)}
        units={units}
      />
      <MoreSections kind={kind} />
    </EInvoiceFindingsContext.Provider>
  );
}
