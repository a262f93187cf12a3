import type { ClientDocument } from '@app/domain/invoicing/client-document.schemas';
import { taxPointDateOf } from '@app/domain/invoicing/vat-rate-period';
import { isIsoDate, todayInRomania } from '@app/domain/validators/iso-date';
import { Alert, Anchor, Button, Center, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { RuleTextsContext } from '../../../shared/forms/FormFields';
import { FindingText, useFindingPlace } from '../../../shared/invoicing/EInvoiceFindings';
import { documentRuleCode } from '../../../shared/invoicing/rule-codes';
import { useVatRates } from '../../../shared/invoicing/source-queries';
import { useErrorText } from '../../../shared/invoicing/useErrorText';
import { notifyApiError } from '../../../shared/notify/notify';
import { documentsApi } from '../client-documents.api';
import { useDocumentMutation, useDocumentQuery, useSeries } from '../client-documents.queries';
import { documentPaths, KINDS } from '../document-kind';
import { DocumentWarnings } from '../form/DocumentWarnings';
import { documentWarnings } from '../form/document-warnings';
import { eInvoiceFindingsOf, fatalOnly } from '../form/einvoice-findings';
import { documentInvoiceSource } from '../form/einvoice-source';
import { useInvoiceParties } from '../form/useEInvoiceFindings';

interface PublishModalProps {
  companyId: string;
  invoiceId: string;
  onClose: () => void;
  onPublished: (invoice: ClientDocument) => void;
}

/**
 * Issues a draft invoice: its series (the next number shows) and its issue date, confirmed here. A
 * future date warns that earlier drafts could no longer be issued; a date before the series' last
 * issued invoice is refused by the server, its answer shown on the date. An invoice that breaks an
 * e-Factura rule (as it would be issued: this date, this number, the parties copied now) lists the
 * rules and cannot be issued; the server refuses it too (422 with the rule ids, shown the same way).
 */
export function PublishModal({ companyId, invoiceId, onClose, onPublished }: PublishModalProps) {
  const { t } = useTranslation();
  const invoice = useDocumentQuery(companyId, 'invoice', invoiceId);
  return (
    <Modal opened onClose={onClose} title={t('client-invoices.publish.title')} data-testid="publish-modal">
      {invoice.data ? (
        // The server's rule codes (a line short of stock...) in this feature's words, as on the form.
        <RuleTextsContext.Provider value="client-invoices">
          <PublishForm
            companyId={companyId}
            invoice={invoice.data}
            onClose={onClose}
            onPublished={onPublished}
          />
        </RuleTextsContext.Provider>
      ) : invoice.isError ? (
        <Alert color="red">{t('errors.generic')}</Alert>
      ) : (
        <Center py="lg">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      )}
    </Modal>
  );
}

function PublishForm({
  companyId,
  invoice,
  onClose,
  onPublished,
}: Omit<PublishModalProps, 'invoiceId'> & { invoice: ClientDocument }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const series = useSeries(companyId, KINDS.invoice.seriesType);
  const [seriesId, setSeriesId] = useState(invoice.documentSeriesId);
  const [issueDate, setIssueDate] = useState(invoice.issueDate);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const publish = useDocumentMutation(companyId, () =>
    documentsApi.publish(companyId, invoice.id, { documentSeriesId: seriesId, issueDate }),
  );
  const chosen = series.data?.find((entry) => entry.id === seriesId);
  const rates = useVatRates(companyId);
  const place = useFindingPlace();
  const parties = useInvoiceParties(companyId, {
    partnerId: invoice.partnerId,
    deliveryAddressId: invoice.deliveryAddressId ?? '',
    companyBankAccountIds: invoice.companyBankAccountIds,
  });
  // The parties as publication copies them again; the saved ones until (or unless) they come.
  const blocking = useMemo(() => {
    const prepared = documentInvoiceSource(invoice, {
      issueDate,
      seriesNumber: chosen?.nextNumber ?? null,
      parties: parties.data ?? null,
    });
    return fatalOnly(eInvoiceFindingsOf(prepared) ?? []);
  }, [invoice, issueDate, chosen?.nextNumber, parties.data]);
  const warnings = documentWarnings({
    issueDate,
    today: todayInRomania(),
    seriesStartDate: chosen?.startDate ?? null,
    rateFromIssueDate: null,
    // The lines' VAT rates are judged again on the date confirmed here (unless a tax point date is set).
    lineRates: rates.data
      ? {
          periods: rates.data.filter((rate) => invoice.lines.some((line) => line.vatRateId === rate.id)),
          taxPointDate: taxPointDateOf({ issueDate, taxPointDate: invoice.taxPointDate }),
        }
      : undefined,
    hasBankAccount: invoice.seller.bankAccounts.length > 0,
    fromServer: invoice.warnings,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (blocking.length > 0) return;
    if (!isIsoDate(issueDate)) {
      setErrors({ issueDate: ['required'] });
      return;
    }
    setErrors({});
    setRefusal(null);
    try {
      onPublished(await publish.mutateAsync(undefined));
    } catch (error) {
      const fields = validationErrorsOf(error);
      if (fields === null) {
        notifyApiError(error);
        return;
      }
      const message = (error as { body?: { message?: unknown } }).body?.message;
      setRefusal(typeof message === 'string' && i18n.exists(message) ? t(message) : null);
      setErrors(
        Object.fromEntries(Object.entries(fields).map(([key, codes]) => [key, codes.map(documentRuleCode)])),
      );
    }
  };

  // Anything else the server refused, each under the name of what it concerns (a field, a line, the
  // company's data; the document as a whole has none).
  const otherErrors = Object.entries(errors)
    .filter(([key]) => key !== 'documentSeriesId' && key !== 'issueDate')
    .map(([key, codes]) => {
      const where = place(key);
      const text = errorText(codes) ?? '';
      return where ? `${where}: ${text}` : text;
    });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('client-invoices.fields.documentSeriesId')}
          data={(series.data ?? []).map((entry) => ({ value: entry.id, label: entry.prefix }))}
          value={seriesId}
          onChange={(value) => value && setSeriesId(value)}
          comboboxProps={{ withinPortal: true }}
          error={errorText(errors.documentSeriesId)}
          data-testid="publish-series"
        />
        <Text size="sm" data-testid="publish-next-number">
          {chosen?.nextNumber
            ? t('client-invoices.publish.next-number', { number: chosen.nextNumber })
            : chosen
              ? t('client-invoices.publish.series-exhausted')
              : ''}
        </Text>
        <CalendarDateInput
          label={t('client-invoices.fields.issueDate')}
          value={issueDate}
          onChange={setIssueDate}
          error={errorText(errors.issueDate)}
          required
          data-testid="publish-issue-date"
        />
        <DocumentWarnings warnings={warnings} />
        {blocking.length > 0 && (
          <Alert
            color="red"
            variant="light"
            title={t('client-invoices.einvoice.publish-blocked')}
            data-testid="publish-einvoice-findings"
          >
            <Stack gap={4}>
              {blocking.map((finding) => (
                <FindingText
                  key={`${finding.ruleId}|${finding.field}`}
                  finding={finding}
                  prefix={place(finding.field)}
                />
              ))}
              <Anchor
                component={Link}
                to={documentPaths.edit('invoice', invoice.id)}
                size="sm"
                onClick={onClose}
              >
                {t('client-invoices.einvoice.edit-to-fix')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {(refusal || otherErrors.length > 0) && (
          <Alert color="red" data-testid="publish-refused">
            <Stack gap={4}>
              {refusal && <Text size="sm">{refusal}</Text>}
              {otherErrors.map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('client-invoices.actions.cancel')}
          </Button>
          <Button
            type="submit"
            loading={publish.isPending}
            disabled={blocking.length > 0}
            data-testid="publish-confirm"
          >
            {t('client-invoices.publish.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
