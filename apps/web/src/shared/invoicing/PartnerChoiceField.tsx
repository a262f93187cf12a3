import { useQuery } from '@tanstack/react-query';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ServerSearchSelect, useServerSearch } from '../forms/ServerSearchSelect';
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
  const { debounced, setSearch } = useServerSearch();
  const partners = useQuery({
    queryKey: sourceKeys(companyId, `${side}-choices`, debounced),
    queryFn: ({ signal }) => sourcesApi.partners(companyId, debounced, signal),
    select: (page) => page.items.filter((partner) => ROLES[side].includes(partner.role)),
  });

  return (
    <ServerSearchSelect
      label={t(labelKey)}
      required
      onSearchChange={setSearch}
      found={partners.data}
      known={current}
      nothingFoundMessage={partners.isFetching ? t('common.loading') : t(nothingFoundKey)}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(value) => {
        field.onChange(value);
        if (value) onChosen?.(value);
      }}
      onBlur={field.onBlur}
      error={errorText(fieldState.error)}
      data-testid="document-partner"
    />
  );
}
