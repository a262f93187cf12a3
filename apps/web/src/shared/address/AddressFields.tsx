import { ADDRESS_LIMITS } from '@app/domain/addresses/address.schemas';
import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../forms/FormFields';
import { addressMode, SECTORS } from './address-form';
import { countryOptions, countyOptions } from './country-options';

interface AddressFieldsProps {
  /** Path of the address in the form's values ("address"); the fields are `${name}.city`, ... */
  name?: string;
  /** Prefix of the test ids, so a page with two addresses can tell them apart. */
  testId?: string;
}

/**
 * The address inputs of spec 01 §5, for any form inside a <FormProvider> whose values hold an
 * AddressFormValues at `name`: country (Romania first), then for Romania the county, or the sector
 * when the city is București; abroad an optional region. Validation is the domain's addressSchema.
 */
export function AddressFields({ name = 'address', testId = 'address' }: AddressFieldsProps) {
  const { t, i18n } = useTranslation();
  const { setValue, control } = useFormContext<FieldValues>();
  const countryCode = (useWatch({ control, name: `${name}.countryCode` }) as string | null) ?? '';
  const city = (useWatch({ control, name: `${name}.city` }) as string | null) ?? '';
  const mode = addressMode(countryCode, city);
  const locale = i18n.language;

  const countries = useMemo(
    () => countryOptions(locale, (code) => t(`address.country-names.${code}`, { defaultValue: code })),
    [locale, t],
  );
  const counties = useMemo(() => countyOptions(locale), [locale]);
  const sectors = useMemo(
    () => SECTORS.map((sector) => ({ value: String(sector), label: t('address.sector-n', { n: sector }) })),
    [t],
  );

  const onCountryChange = () => {
    // A county of another country makes no sense: start the county (and sector) over.
    setValue(`${name}.countyCode`, null);
    setValue(`${name}.district`, null);
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SelectField
        name={`${name}.countryCode`}
        label={t('address.fields.countryCode')}
        data={countries}
        searchable
        required
        nothingFoundMessage={t('address.nothing-found')}
        onValueChange={onCountryChange}
        data-testid={`${testId}-country`}
      />
      <TextField
        name={`${name}.city`}
        label={t('address.fields.city')}
        required
        maxLength={ADDRESS_LIMITS.city}
        autoComplete="address-level2"
        description={mode !== 'abroad' ? t('address.city-hint') : undefined}
        data-testid={`${testId}-city`}
      />
      {mode === 'romania' && (
        <SelectField
          name={`${name}.countyCode`}
          label={t('address.fields.countyCode')}
          data={counties}
          searchable
          required
          nothingFoundMessage={t('address.nothing-found')}
          data-testid={`${testId}-county`}
        />
      )}
      {mode === 'bucharest' && (
        <SelectField
          name={`${name}.district`}
          label={t('address.fields.district')}
          data={sectors}
          required
          toOption={(value) => (typeof value === 'number' ? String(value) : null)}
          fromOption={(value) => (value ? Number(value) : null)}
          data-testid={`${testId}-sector`}
        />
      )}
      {mode === 'abroad' && (
        <TextField
          name={`${name}.countyCode`}
          label={t('address.fields.region')}
          maxLength={ADDRESS_LIMITS.countyCode}
          autoComplete="address-level1"
          data-testid={`${testId}-region`}
        />
      )}
      <TextField
        name={`${name}.zipCode`}
        label={t('address.fields.zipCode')}
        maxLength={ADDRESS_LIMITS.zipCode}
        autoComplete="postal-code"
        data-testid={`${testId}-zip`}
      />
      <TextField
        name={`${name}.street`}
        label={t('address.fields.street')}
        required
        maxLength={ADDRESS_LIMITS.street}
        autoComplete="address-line1"
        data-testid={`${testId}-street`}
      />
      <TextField
        name={`${name}.additionalStreet`}
        label={t('address.fields.additionalStreet')}
        maxLength={ADDRESS_LIMITS.additionalStreet}
        autoComplete="address-line2"
      />
      <TextField
        name={`${name}.additionalAddress`}
        label={t('address.fields.additionalAddress')}
        maxLength={ADDRESS_LIMITS.additionalAddress}
        autoComplete="address-line3"
      />
    </SimpleGrid>
  );
}
