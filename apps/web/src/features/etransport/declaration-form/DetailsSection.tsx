import { DEFAULT_CURRENCY } from '@app/domain/etransport/declaration.schemas';
import type { TransportRole } from '@app/domain/etransport/etransport-codes';
import { ETRANSPORT_LIMITS } from '@app/domain/etransport/etransport-fields';
import { OFFERED_CURRENCIES } from '@app/domain/exchange-rates/currencies';
import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import { SelectField, TextField, useField } from '../../../shared/forms/FormFields';
import { FormSection } from '../../../shared/forms/FormSection';
import { CurrencyRateField, RateLoadFailedAlert } from '../../../shared/invoicing/CurrencyFields';
import { PartnerChoiceField } from '../../../shared/invoicing/PartnerChoiceField';
import type { DeclarationFormValues } from './declaration-form-values';
import { usePartnerName } from './declaration-sources';
import { OrganizerField } from './OrganizerField';
import { useDeclarationRate } from './useDeclarationRate';

/**
 * The declaration's partner (a client for a sale, a supplier for a purchase), its reference code,
 * currency with the National Bank's rate, transport date (today up to 3 days ahead, earlier only
 * after an outage of ANAF's system), transport organizer and the post-failure flag.
 */
export function DetailsSection({ companyId, role }: { companyId: string; role: TransportRole }) {
  const { t } = useTranslation();
  const form = useFormContext<DeclarationFormValues>();
  const [partnerId, currency] = useWatch({ control: form.control, name: ['partnerId', 'currencyCode'] });
  const current = usePartnerName(companyId, partnerId);
  const rate = useDeclarationRate(companyId);
  const field = (name: string) => t(`etransport.form.fields.${name}`);

  return (
    <FormSection title={t('etransport.form.sections.details')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <PartnerChoiceField
          side={role}
          labelKey={`etransport.form.fields.partnerId-${role}`}
          nothingFoundKey={`etransport.form.messages.no-partners-${role}`}
          companyId={companyId}
          current={current}
          onChosen={(chosen) => {
            // A delivery address belongs to one partner.
            if (chosen !== partnerId) form.setValue('partnerDeliveryAddressId', '');
          }}
        />
        <OrganizerField companyId={companyId} />
        <TextField
          name="referenceCode"
          label={field('referenceCode')}
          maxLength={ETRANSPORT_LIMITS.referenceCode}
          data-testid="declaration-reference-code"
        />
        <DateField
          name="deliveryDate"
          label={field('deliveryDate')}
          description={t('etransport.form.hints.deliveryDate')}
          required
          data-testid="declaration-delivery-date"
        />
        <SelectField
          name="currencyCode"
          label={field('currencyCode')}
          required
          searchable
          data={[...OFFERED_CURRENCIES]}
          data-testid="declaration-currency"
        />
        {currency !== DEFAULT_CURRENCY && (
          <CurrencyRateField label={field('currencyRate')} currency={currency} rate={rate} />
        )}
      </SimpleGrid>
      <RateLoadFailedAlert currency={currency} rate={rate} />
      <PostFailureField />
    </FormSection>
  );
}

/** Declared after an outage of ANAF's system: the transport date may then be in the past. */
function PostFailureField() {
  const { t } = useTranslation();
  const { field, error } = useField('postFailure');
  return (
    <Stack gap={4}>
      <Checkbox
        ref={field.ref}
        name={field.name}
        checked={Boolean(field.value)}
        onChange={(event) => field.onChange(event.currentTarget.checked)}
        onBlur={field.onBlur}
        label={t('etransport.form.fields.postFailure')}
        error={error}
        data-testid="declaration-post-failure"
      />
      <Text size="xs" c="dimmed">
        {t('etransport.form.hints.postFailure')}
      </Text>
    </Stack>
  );
}
