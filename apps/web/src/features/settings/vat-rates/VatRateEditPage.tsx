import {
  NON_VAT_PAYER_CODE,
  VAT_CATEGORY_CODES,
  VAT_CATEGORY_RULES,
} from '@app/domain/vat-rates/vat-categories';
import {
  VAT_RATE_CATALOGUE_USES,
  type VatRate,
  type VatRatePayload,
  vatRateInputSchema,
} from '@app/domain/vat-rates/vat-rate.schemas';
import { Alert, SimpleGrid } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import { SelectField } from '../../../shared/forms/FormFields';
import { NumberField } from '../../../shared/forms/NumberField';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { SettingsFormPage, type SettingsFormState } from '../components/SettingsFormPage';
import { UsedByNotice } from '../components/UsedByNotice';
import { VAT_RATES_PATH, vatRatesApi } from './vat-rates.api';

type Values = {
  code: string;
  value: string;
  exemptionReasonCode: string;
  validFrom: string;
  validTo: string;
};
const resolver = schemaResolver<Values, VatRatePayload>(vatRateInputSchema);
type Code = (typeof VAT_CATEGORY_CODES)[number];

/** Uses that fix the rate: documents carry it as it was (catalogue rows just follow it). */
const documentUses = (usedBy: string[]) =>
  usedBy.filter((reason) => !VAT_RATE_CATALOGUE_USES.includes(reason));

function VatRateFields() {
  const { t } = useTranslation();
  const form = useFormContext<Values>();
  const code = useWatch({ control: form.control, name: 'code' }) as Code | '';
  const rule = code ? VAT_CATEGORY_RULES[code] : null;

  // A new code brings what it allows: its only exemption reason, no reason, or a value of 0.
  const onCodeChange = (next: unknown) => {
    const nextRule = VAT_CATEGORY_RULES[next as Code];
    if (!nextRule) return;
    const only = nextRule.exemptionCodes.length === 1 ? (nextRule.exemptionCodes[0] as string) : '';
    if (nextRule.exemption === 'forbidden' || only) form.setValue('exemptionReasonCode', only);
    if (nextRule.value === 'zero') form.setValue('value', '0');
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SelectField
        name="code"
        label={t('settings.vat-rates.fields.code')}
        data={VAT_CATEGORY_CODES.filter((c) => c !== NON_VAT_PAYER_CODE || code === c).map((c) => ({
          value: c,
          label: `${c} – ${t(`settings.vat-rates.codes.${c}`)}`,
        }))}
        required
        onValueChange={onCodeChange}
        data-testid="vat-rates-code"
      />
      <NumberField
        name="value"
        label={t('settings.vat-rates.fields.value')}
        rightSection="%"
        required={rule?.value !== 'none'}
        disabled={rule?.value === 'none' || rule?.value === 'zero'}
        maxLength={6}
        data-testid="vat-rates-value"
      />
      <SelectField
        name="exemptionReasonCode"
        label={t('settings.vat-rates.fields.exemptionReasonCode')}
        description={t('settings.vat-rates.exemption-hint')}
        data={(rule?.exemptionCodes ?? []).map((reason) => ({ value: reason, label: reason }))}
        searchable
        clearable
        required={rule?.exemption === 'required'}
        disabled={!rule || rule.exemption === 'forbidden'}
        nothingFoundMessage={t('settings.nothing-found')}
        data-testid="vat-rates-exemption"
      />
      <div />
      <DateField name="validFrom" label={t('settings.vat-rates.fields.validFrom')} />
      <DateField name="validTo" label={t('settings.vat-rates.fields.validTo')} />
    </SimpleGrid>
  );
}

function VatRateNotice({ item, usedBy }: SettingsFormState<VatRate>) {
  const { t } = useTranslation();
  if (item?.internal) {
    return (
      <Alert color="blue" role="status" data-testid="vat-rates-internal">
        {t('settings.vat-rates.internal-note')}
      </Alert>
    );
  }
  const documents = documentUses(usedBy);
  if (documents.length > 0) {
    return (
      <UsedByNotice
        usedBy={documents}
        color="red"
        title={t('settings.vat-rates.used-note')}
        testId="vat-rates-used"
      />
    );
  }
  if (usedBy.length > 0) {
    return (
      <UsedByNotice
        usedBy={usedBy}
        title={t('settings.vat-rates.followed-note')}
        testId="vat-rates-followed"
      />
    );
  }
  return null;
}

/** /settings/vat-rates/create and /settings/vat-rates/:id. */
export function VatRateEditPage() {
  return (
    <SettingsFormPage<VatRate, Values, VatRatePayload>
      resource="vat-rates"
      api={vatRatesApi}
      param="id"
      listPath={VAT_RATES_PATH}
      resolver={resolver}
      empty={() => ({ code: 'S', value: '', exemptionReasonCode: '', validFrom: '', validTo: '' })}
      toValues={(rate) => ({
        code: rate.code,
        value: rate.value === null ? '' : String(Number(rate.value)),
        exemptionReasonCode: rate.exemptionReasonCode ?? '',
        validFrom: rate.validFrom ?? '',
        validTo: rate.validTo ?? '',
      })}
      readOnly={({ item, usedBy }) => Boolean(item?.internal) || documentUses(usedBy).length > 0}
      notice={(state) => <VatRateNotice {...state} />}
    >
      {() => <VatRateFields />}
    </SettingsFormPage>
  );
}
