import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormFieldErrorText } from '../../forms/FormFields';
import { usePaymentsApi } from '../payments.queries';

interface PartnerFieldProps {
  companyId: string;
  /** The partner the payment names now, shown before any search. */
  current: { id: string; name: string } | null;
  disabled?: boolean;
}

/**
 * The paying client or the paid supplier: partners with the side's role (or both), searched on the
 * server as the user types.
 */
export function PartnerField({ companyId, current, disabled }: PartnerFieldProps) {
  const { t } = useTranslation();
  const { side, api, keys } = usePaymentsApi();
  const texts = side.texts;
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ control, name: 'partnerId' });
  const errorText = useFormFieldErrorText();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const partners = useQuery({
    queryKey: keys.partners(companyId, debounced),
    queryFn: ({ signal }) => api.partners(companyId, debounced, signal),
    select: (page) => page.items.filter((partner) => side.partnerRoles.includes(partner.role)),
    enabled: !disabled,
  });
  // The chosen partner stays an option whatever the search finds next.
  const [chosen, setChosen] = useState(current);
  const options = new Map<string, string>();
  if (chosen) options.set(chosen.id, chosen.name);
  for (const partner of partners.data ?? []) options.set(partner.id, partner.name);

  return (
    <Select
      label={t(`${texts}.fields.partnerId`)}
      required
      disabled={disabled}
      data={[...options].map(([value, label]) => ({ value, label }))}
      searchable
      // The server already searched; the select must not filter again on the label it shows.
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      nothingFoundMessage={partners.isFetching ? t('common.loading') : t(`${texts}.form.no-clients`)}
      comboboxProps={{ withinPortal: true }}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) || null}
      onChange={(value) => {
        field.onChange(value ?? '');
        if (value) setChosen({ id: value, name: options.get(value) ?? '' });
      }}
      onBlur={field.onBlur}
      error={errorText(fieldState.error)}
      data-testid="payment-partner"
    />
  );
}
