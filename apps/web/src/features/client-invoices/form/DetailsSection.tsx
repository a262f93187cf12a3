import { LOCALES } from '@app/domain/auth/locale';
import {
  type ClientDocument,
  PAYMENT_METHODS,
  PDF_TEMPLATES,
} from '@app/domain/invoicing/client-document.schemas';
import { DUE_DATE_TYPES, dueDateFor } from '@app/domain/invoicing/due-date';
import { isIsoDate } from '@app/domain/validators/iso-date';
import { MultiSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { DateField } from '../../../shared/forms/DateField';
import { SelectField, SwitchField, TextareaField } from '../../../shared/forms/FormFields';
import { FormSection } from '../../../shared/forms/FormSection';
import {
  CurrencyRateField,
  DocumentCurrencyField,
  RateLoadFailedAlert,
} from '../../../shared/invoicing/CurrencyFields';
import { WithFindings } from '../../../shared/invoicing/EInvoiceFindings';
import { addressLabel, bankAccountLabel, contactLabel } from '../../../shared/invoicing/labels';
import { PartnerChoiceField } from '../../../shared/invoicing/PartnerChoiceField';
import type { RateState } from '../../../shared/invoicing/useCurrencyRate';
import { useErrorText } from '../../../shared/invoicing/useErrorText';
import {
  useBankAccounts,
  usePartnerAddresses,
  usePartnerContacts,
  useSeries,
} from '../client-documents.queries';
import { type DocumentKind, KINDS } from '../document-kind';
import type { DocumentFormValues } from './document-form-values';
import { WarehouseField } from './WarehouseField';

interface DetailsSectionProps {
  kind: DocumentKind;
  companyId: string;
  /** The client the saved document names, shown before any search. */
  currentClient: { id: string; name: string } | null;
  rate: RateState;
  /** The despatch advice the saved invoice was made from, if any. */
  despatchAdvice?: ClientDocument['despatchAdvice'];
}

/** Invoice details: client, series, dates and terms, language, currency, bank accounts, contact. */
export function DetailsSection({
  kind,
  companyId,
  currentClient,
  rate,
  despatchAdvice,
}: DetailsSectionProps) {
  const { t } = useTranslation();
  const form = useFormContext<DocumentFormValues>();
  const [partnerId, issueDate, dueDateType, currency, seriesId] = useWatch({
    control: form.control,
    name: ['partnerId', 'issueDate', 'dueDateType', 'currency', 'documentSeriesId'],
  });
  const series = useSeries(companyId, KINDS[kind].seriesType);
  const contacts = usePartnerContacts(companyId, partnerId);
  const addresses = usePartnerAddresses(companyId, partnerId);
  const field = (name: string) => t(`client-invoices.fields.${name}`);
  const format = useFormat();

  const seriesOptions = (series.data ?? []).map((entry) => ({
    value: entry.id,
    label: entry.suffix ? `${entry.prefix} … ${entry.suffix}` : entry.prefix,
  }));
  const nextNumber = series.data?.find((entry) => entry.id === seriesId)?.nextNumber ?? null;
  const derivedDueDate =
    dueDateType !== 'custom' && isIsoDate(issueDate) ? dueDateFor(dueDateType, issueDate) : null;

  return (
    <FormSection title={t(`client-invoices.${kind}.details-section`)}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <WithFindings field="partnerId">
          <PartnerChoiceField
            side="client"
            labelKey="client-invoices.fields.partnerId"
            nothingFoundKey="client-invoices.choosers.no-clients"
            companyId={companyId}
            current={currentClient}
            onChosen={(chosen) => {
              if (chosen === partnerId) return;
              // A contact or an address belongs to one client.
              form.setValue('contactId', '');
              form.setValue('deliveryAddressId', '');
            }}
          />
        </WithFindings>
        <WithFindings field="documentSeriesId">
          <SelectField
            name="documentSeriesId"
            label={field('documentSeriesId')}
            required
            data={seriesOptions}
            description={
              nextNumber ? t(`client-invoices.form.series-hint-${kind}`, { number: nextNumber }) : undefined
            }
            data-testid="document-series"
          />
        </WithFindings>
        <WithFindings field="issueDate">
          <DateField name="issueDate" label={field('issueDate')} required data-testid="document-issue-date" />
        </WithFindings>
        <WithFindings field="dueDateType">
          <SelectField
            name="dueDateType"
            label={field('dueDateType')}
            data={DUE_DATE_TYPES.map((type) => ({
              value: type,
              label: t(`client-invoices.due-date-types.${type}`),
            }))}
            data-testid="document-due-date-type"
          />
        </WithFindings>
        <WithFindings field="dueDate">
          {dueDateType === 'custom' ? (
            <DateField name="dueDate" label={field('dueDate')} required data-testid="document-due-date" />
          ) : dueDateType !== 'none' ? (
            <TextInput
              label={field('dueDate')}
              value={format.date(derivedDueDate)}
              readOnly
              data-testid="document-due-date"
            />
          ) : null}
        </WithFindings>
        <SelectField
          name="language"
          label={field('language')}
          data={LOCALES.map((locale) => ({ value: locale, label: t(`client-invoices.languages.${locale}`) }))}
        />
        {kind === 'invoice' && (
          <WarehouseField companyId={companyId} despatchAdvice={despatchAdvice ?? null} />
        )}
      </SimpleGrid>
      <WithFindings field="paymentTerms">
        <TextareaField
          name="paymentTerms"
          label={field('paymentTerms')}
          required={dueDateType === 'none'}
          maxLength={500}
        />
      </WithFindings>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <WithFindings field="currency">
          <DocumentCurrencyField label={field('currency')} />
        </WithFindings>
        {currency !== 'RON' && (
          <WithFindings field="currencyRate">
            <CurrencyRateField label={field('currencyRate')} currency={currency} rate={rate} />
          </WithFindings>
        )}
        <SelectField
          name="template"
          label={field('template')}
          data={PDF_TEMPLATES.map((template) => ({
            value: template,
            label: t(`client-invoices.templates.${template}`),
          }))}
        />
      </SimpleGrid>
      <RateLoadFailedAlert currency={currency} rate={rate} />
      <SwitchField name="pricesIncludeVat" label={field('pricesIncludeVat')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <WithFindings field="paymentMethod">
          <SelectField
            name="paymentMethod"
            label={field('paymentMethod')}
            data={PAYMENT_METHODS.map((method) => ({
              value: method,
              label: t(`client-invoices.payment-methods.${method}`),
            }))}
            data-testid="document-payment-method"
          />
        </WithFindings>
        <WithFindings field="companyBankAccountIds">
          <BankAccountsField companyId={companyId} />
        </WithFindings>
        <WithFindings field="contactId">
          <SelectField
            name="contactId"
            label={field('contactId')}
            clearable
            data={(contacts.data ?? []).map((contact) => ({
              value: contact.id,
              label: contactLabel(contact),
            }))}
            placeholder={
              partnerId ? t('client-invoices.choosers.none') : t('client-invoices.choosers.client-first')
            }
          />
        </WithFindings>
        <WithFindings field="deliveryAddressId">
          <SelectField
            name="deliveryAddressId"
            label={field('deliveryAddressId')}
            clearable
            data={(addresses.data ?? []).map((entry) => ({ value: entry.id, label: addressLabel(entry) }))}
            placeholder={
              partnerId
                ? t('client-invoices.choosers.main-address')
                : t('client-invoices.choosers.client-first')
            }
          />
        </WithFindings>
      </SimpleGrid>
      {series.isSuccess && seriesOptions.length === 0 && (
        <Text size="sm" c="red">
          {t('client-invoices.form.no-series')}
        </Text>
      )}
    </FormSection>
  );
}

/** The company's bank accounts printed on the document (up to ten). */
function BankAccountsField({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const form = useFormContext<DocumentFormValues>();
  const { field, fieldState } = useController({ control: form.control, name: 'companyBankAccountIds' });
  const accounts = useBankAccounts(companyId);
  const errorText = useErrorText();
  return (
    <MultiSelect
      label={t('client-invoices.fields.companyBankAccountIds')}
      data={(accounts.data ?? []).map((account) => ({ value: account.id, label: bankAccountLabel(account) }))}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      maxValues={10}
      clearable
      comboboxProps={{ withinPortal: true }}
      error={errorText(fieldState.error)}
      data-testid="document-bank-accounts"
    />
  );
}
