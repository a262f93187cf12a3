import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormFieldErrorText } from '../../../shared/forms/FormFields';
import { paymentsApi } from '../client-payments.api';
import { paymentKeys } from '../client-payments.queries';

const CLIENT_ROLES = ['client', 'both'];

interface ClientFieldProps {
  companyId: string;
  /** The client the payment names now, shown before any search. */
  current: { id: string; name: string } | null;
  disabled?: boolean;
}

/** The paying client: partners with the client role, searched on the server as the user types. */
export function ClientField({ companyId, current, disabled }: ClientFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ control, name: 'partnerId' });
  const errorText = useFormFieldErrorText();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const partners = useQuery({
    queryKey: paymentKeys.partners(companyId, debounced),
    queryFn: ({ signal }) => paymentsApi.partners(companyId, debounced, signal),
    select: (page) => page.items.filter((partner) => CLIENT_ROLES.includes(partner.role)),
    enabled: !disabled,
  });
  // The chosen client stays an option whatever the search finds next.
  const [chosen, setChosen] = useState(current);
  const options = new Map<string, string>();
  if (chosen) options.set(chosen.id, chosen.name);
  for (const partner of partners.data ?? []) options.set(partner.id, partner.name);

  return (
    <Select
      label={t('client-payments.fields.partnerId')}
      required
      disabled={disabled}
      data={[...options].map(([value, label]) => ({ value, label }))}
      searchable
      // The server already searched; the select must not filter again on the label it shows.
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      nothingFoundMessage={partners.isFetching ? t('common.loading') : t('client-payments.form.no-clients')}
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
