import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchClients } from '../client-reports.api';

interface ClientSelectProps {
  companyId: string;
  value: { id: string; name: string } | null;
  onChange: (value: { id: string; name: string } | null) => void;
  required: boolean;
  error?: string;
}

/** A client of the company, searched on the server as the user types; empty means every client. */
export function ClientSelect({ companyId, value, onChange, required, error }: ClientSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const clients = useQuery({
    queryKey: ['client-reports', companyId, 'clients', debounced],
    queryFn: ({ signal }) => searchClients(companyId, debounced, signal),
    meta: { silent: true },
  });
  const options = new Map<string, string>();
  if (value) options.set(value.id, value.name);
  for (const client of clients.data ?? []) options.set(client.id, client.name);

  return (
    <Select
      label={t('client-reports.filters.client')}
      placeholder={
        required ? t('client-reports.filters.choose-client') : t('client-reports.filters.all-clients')
      }
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      searchable
      // The server searched already; the list must not filter again on what it shows.
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      nothingFoundMessage={
        clients.isFetching
          ? t('common.loading')
          : clients.isError
            ? t('client-reports.filters.clients-failed')
            : t('client-reports.filters.no-clients')
      }
      clearable={!required}
      withAsterisk={required}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? { id, name: options.get(id) ?? '' } : null)}
      error={error}
      comboboxProps={{ withinPortal: true }}
      miw={260}
      data-testid="report-client"
    />
  );
}
