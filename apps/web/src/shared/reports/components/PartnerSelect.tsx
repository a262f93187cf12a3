import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportSide } from '../report-side';
import { searchPartners } from '../reports.api';

interface PartnerSelectProps {
  companyId: string;
  value: { id: string; name: string } | null;
  onChange: (value: { id: string; name: string } | null) => void;
  required: boolean;
  error?: string;
}

/**
 * A client (or supplier) of the company, searched on the server as the user types; empty means
 * every one.
 */
export function PartnerSelect({ companyId, value, onChange, required, error }: PartnerSelectProps) {
  const { t } = useTranslation();
  const side = useReportSide();
  const texts = side.texts;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const clients = useQuery({
    queryKey: [texts, companyId, 'partners', debounced],
    queryFn: ({ signal }) => searchPartners(side, companyId, debounced, signal),
    meta: { silent: true },
  });
  const options = new Map<string, string>();
  if (value) options.set(value.id, value.name);
  for (const client of clients.data ?? []) options.set(client.id, client.name);

  return (
    <Select
      label={t(`${texts}.filters.client`)}
      placeholder={required ? t(`${texts}.filters.choose-client`) : t(`${texts}.filters.all-clients`)}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      searchable
      // The server searched already; the list must not filter again on what it shows.
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      nothingFoundMessage={
        clients.isFetching
          ? t('common.loading')
          : clients.isError
            ? t(`${texts}.filters.clients-failed`)
            : t(`${texts}.filters.no-clients`)
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
