import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sourcesApi } from '../../../shared/invoicing/document-sources.api';
import { useErrorText } from '../../../shared/invoicing/useErrorText';
import { documentKeys } from '../client-documents.queries';

const CLIENT_ROLES = ['client', 'both'];

interface ClientFieldProps {
  companyId: string;
  /** The client the document names now, shown before any search. */
  current: { id: string; name: string } | null;
  onChosen?: (partnerId: string) => void;
}

/** The document's client: partners with the client role, searched on the server as the user types. */
export function ClientField({ companyId, current, onChosen }: ClientFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ control, name: 'partnerId' });
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const partners = useQuery({
    queryKey: documentKeys.sources(companyId, 'client-choices', debounced),
    queryFn: ({ signal }) => sourcesApi.partners(companyId, debounced, signal),
    select: (page) => page.items.filter((partner) => CLIENT_ROLES.includes(partner.role)),
  });
  // The chosen client stays an option whatever the search finds next.
  const [chosen, setChosen] = useState(current);
  const options = new Map<string, string>();
  if (chosen) options.set(chosen.id, chosen.name);
  for (const partner of partners.data ?? []) options.set(partner.id, partner.name);

  return (
    <Select
      label={t('client-invoices.fields.partnerId')}
      required
      data={[...options].map(([value, label]) => ({ value, label }))}
      searchable
      // The server already searched; the select must not filter again on the label it shows.
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      nothingFoundMessage={
        partners.isFetching ? t('common.loading') : t('client-invoices.choosers.no-clients')
      }
      comboboxProps={{ withinPortal: true }}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) || null}
      onChange={(value) => {
        field.onChange(value ?? '');
        if (value) {
          setChosen({ id: value, name: options.get(value) ?? '' });
          onChosen?.(value);
        }
      }}
      onBlur={field.onBlur}
      error={errorText(fieldState.error)}
      data-testid="document-partner"
    />
  );
}
