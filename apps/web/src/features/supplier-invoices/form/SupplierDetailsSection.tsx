import { SUPPLIER_INVOICE_LIMITS } from '@app/domain/invoicing/supplier-invoice.schemas';
import { SimpleGrid } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import { SwitchField, TextField } from '../../../shared/forms/FormFields';
import { FormSection } from '../../../shared/forms/FormSection';
import {
  CurrencyRateField,
  DocumentCurrencyField,
  RateLoadFailedAlert,
} from '../../../shared/invoicing/CurrencyFields';
import { PartnerChoiceField } from '../../../shared/invoicing/PartnerChoiceField';
import type { RateState } from '../../../shared/invoicing/useCurrencyRate';
import type { SupplierInvoiceFormValues } from './supplier-invoice-form-values';

interface SupplierDetailsSectionProps {
  companyId: string;
  /** The supplier the saved invoice names, shown before any search. */
  currentSupplier: { id: string; name: string } | null;
  rate: RateState;
}

/** Invoice details: the supplier, its own series and number, dates, currency and its rate. */
export function SupplierDetailsSection({ companyId, currentSupplier, rate }: SupplierDetailsSectionProps) {
  const { t } = useTranslation();
  const form = useFormContext<SupplierInvoiceFormValues>();
  const currency = useWatch({ control: form.control, name: 'currency' });
  const field = (name: string) => t(`supplier-invoices.fields.${name}`);

  return (
    <FormSection title={t('supplier-invoices.form.details')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <PartnerChoiceField
          side="supplier"
          labelKey="supplier-invoices.fields.partnerId"
          nothingFoundKey="supplier-invoices.form.no-suppliers"
          companyId={companyId}
          current={currentSupplier}
        />
        <TextField
          name="series"
          label={field('series')}
          required
          maxLength={SUPPLIER_INVOICE_LIMITS.series}
          data-testid="supplier-invoice-series"
        />
        <TextField
          name="number"
          label={field('number')}
          required
          maxLength={SUPPLIER_INVOICE_LIMITS.number}
          data-testid="supplier-invoice-number"
        />
        <DateField name="issueDate" label={field('issueDate')} required data-testid="document-issue-date" />
        <DateField name="dueDate" label={field('dueDate')} data-testid="document-due-date" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <DocumentCurrencyField label={field('currency')} />
        {currency !== 'RON' && (
          <CurrencyRateField label={field('currencyRate')} currency={currency} rate={rate} />
        )}
      </SimpleGrid>
      <RateLoadFailedAlert currency={currency} rate={rate} />
      <SwitchField name="pricesIncludeVat" label={field('pricesIncludeVat')} />
    </FormSection>
  );
}
