import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormFieldErrorText } from '../../../shared/forms/FormFields';
import { type PartnerChoice, searchPartners } from '../products.api';

/** Roles of the partners a side may choose (a partner with both roles is on both sides). */
const ROLES = { client: ['client', 'both'], supplier: ['supplier', 'both'] } as const;

interface PartnerFieldProps {
  name: string;
  label: ReactNode;
  companyId: string;
  side: 'client' | 'supplier';
  /** The partner the row names now, so it shows before any search. */
  current: { id: string; name: string } | null;
  required?: boolean;
  /** Placeholder when no partner is chosen (e.g. "All clients" for an offer). */
  placeholder?: string;
  clearable?: boolean;
  'data-testid'?: string;
}

/** Chooses a client or a supplier of the company, searched on the server as the user types. */
export function PartnerField({ name, label, companyId, side, current, ...props }: PartnerFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFormFieldErrorText();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const partners = useQuery({
    queryKey: ['products', companyId, 'partner-choices', debounced],
    queryFn: ({ signal }) => searchPartners(companyId, debounced, signal),
    select: (page) =>
      page.items.filter((partner: PartnerChoice) =>
        (ROLES[side] as readonly string[]).includes(partner.role),
      ),
  });
  const options = new Map<string, string>();
  if (current) options.set(current.id, current.name);
  for (const partner of partners.data ?? []) options.set(partner.id, partner.name);

  return (
    <Select
      {...props}
      label={label}
      data={[...options].map(([value, text]) => ({ value, label: text }))}
      searchable
      // The server already searched; the select must not filter again on the label it shows.
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      nothingFoundMessage={partners.isFetching ? t('common.loading') : t('products.choosers.no-partners')}
      allowDeselect={Boolean(props.clearable)}
      comboboxProps={{ withinPortal: true }}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | null | undefined) || null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      error={errorText(fieldState.error)}
    />
  );
}
