import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sourcesApi } from './document-sources.api';
import { sourceKeys } from './source-keys';

/** A partner of the company for a list's filters, searched on the server; the chosen one stays an option. */
export function PartnerFilter({
  companyId,
  value,
  onChange,
  labelKey,
  nothingFoundKey,
}: {
  companyId: string;
  value: string;
  onChange: (id: string) => void;
  /** Translation keys of the label and of the text when no partner matches. */
  labelKey: string;
  nothingFoundKey: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const current = useQuery({
    queryKey: sourceKeys(companyId, 'partner', value),
    queryFn: ({ signal }) => sourcesApi.partner(companyId, value, signal),
    enabled: value !== '' && chosen === null,
    meta: { silent: true },
  });
  const partners = useQuery({
    queryKey: sourceKeys(companyId, 'partner-choices', debounced),
    queryFn: ({ signal }) => sourcesApi.partners(companyId, debounced, signal),
  });
  const options = new Map<string, string>();
  if (chosen) options.set(chosen.id, chosen.name);
  else if (current.data) options.set(current.data.id, current.data.name);
  for (const partner of partners.data?.items ?? []) options.set(partner.id, partner.name);
  return (
    <Select
      label={t(labelKey)}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      value={value || null}
      searchable
      clearable
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      onChange={(next) => {
        setChosen(next ? { id: next, name: options.get(next) ?? '' } : null);
        onChange(next ?? '');
      }}
      nothingFoundMessage={t(nothingFoundKey)}
      comboboxProps={{ withinPortal: true }}
      data-testid="filter-partner"
    />
  );
}
