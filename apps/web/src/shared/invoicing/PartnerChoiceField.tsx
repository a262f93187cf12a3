import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sourcesApi } from './document-sources.api';
import type { PartnerSide } from './partner-side';
import { sourceKeys } from './source-keys';
import { useErrorText } from './useErrorText';

/** Partners who may be on the document: clients of a client invoice, suppliers of a supplier's. */
const ROLES: Record<PartnerSide, string[]> = { client: ['client', 'both'], supplier: ['supplier', 'both'] };

interface PartnerChoiceFieldProps {
  side: PartnerSide;
  /** The field's label and the text when no partner matches (translation keys). */
  labelKey: string;
  nothingFoundKey: string;
  companyId: string;
  /** The partner the document names now, shown before any search. */
  current: { id: string; name: string } | null;
  onChosen?: (partnerId: string) => void;
}

/**
 * The document's partner (its `partnerId`): partners with the side's role (or both roles), searched
 * on the server as the user types.
 */
export function PartnerChoiceField({
  side,
  labelKey,
  nothingFoundKey,
  companyId,
  current,
  onChosen,
}: PartnerChoiceFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ control, name: 'partnerId' });
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const partners = useQuery({
    queryKey: sourceKeys(companyId, `${side}-choices`, debounced),
    queryFn: ({ signal }) => sourcesApi.partners(companyId, debounced, signal),
    select: (page) => page.items.filter((partner) => ROLES[side].includes(partner.role)),
  });
  // The chosen partner stays an option whatever the search finds next.
  const [chosen, setChosen] = useState(current);
  const options = new Map<string, string>();
  if (chosen) options.set(chosen.id, chosen.name);
  for (const partner of partners.data ?? []) options.set(partner.id, partner.name);

  return (
    <Select
      label={t(labelKey)}
      required
      data={[...options].map(([value, label]) => ({ value, label }))}
      searchable
      // The server already searched; the select must not filter again on the label it shows.
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      nothingFoundMessage={partners.isFetching ? t('common.loading') : t(nothingFoundKey)}
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
