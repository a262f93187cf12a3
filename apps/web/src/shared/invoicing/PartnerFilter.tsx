import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerSearchSelect, useServerSearch } from '../forms/ServerSearchSelect';
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
  const { debounced, setSearch } = useServerSearch();
  // The name of the partner the list was already filtered on when the dialog opened.
  const [opening] = useState(value);
  const current = useQuery({
    queryKey: sourceKeys(companyId, 'partner', opening),
    queryFn: ({ signal }) => sourcesApi.partner(companyId, opening, signal),
    enabled: opening !== '',
    meta: { silent: true },
  });
  const partners = useQuery({
    queryKey: sourceKeys(companyId, 'partner-choices', debounced),
    queryFn: ({ signal }) => sourcesApi.partners(companyId, debounced, signal),
  });
  return (
    <ServerSearchSelect
      label={t(labelKey)}
      value={value}
      onChange={onChange}
      onSearchChange={setSearch}
      found={partners.data?.items}
      known={current.data}
      clearable
      nothingFoundMessage={t(nothingFoundKey)}
      data-testid="filter-partner"
    />
  );
}
