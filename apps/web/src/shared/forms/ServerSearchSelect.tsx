import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Ref, useState } from 'react';

/** An option found on the server: its id and the name the select shows. */
export interface SearchOption {
  id: string;
  name: string;
}

/** The text typed in a server-searched select, and that text once the user paused (what to query). */
export function useServerSearch(): { debounced: string; setSearch: (text: string) => void } {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  return { debounced, setSearch };
}

interface ServerSearchSelectProps
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'filter' | 'onSearchChange'> {
  value: string;
  /** The chosen id, '' when cleared. */
  onChange: (id: string) => void;
  onSearchChange: (text: string) => void;
  /** What the last search found. */
  found: SearchOption[] | undefined;
  /** The option the value names before any choice (it may arrive after the first render). */
  known?: SearchOption | null;
  /** The label of a value neither known nor found, when it should still show as chosen. */
  unknownLabel?: string;
  ref?: Ref<HTMLInputElement>;
  'data-testid'?: string;
}

/**
 * A select whose options the server searched as the user types (partners, for instance): the option
 * chosen last stays listed whatever the next search finds, so the select keeps showing its name.
 */
export function ServerSearchSelect({
  value,
  onChange,
  found,
  known,
  unknownLabel,
  ...props
}: ServerSearchSelectProps) {
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const options = new Map<string, string>();
  const kept = chosen ?? known;
  if (kept) options.set(kept.id, kept.name);
  for (const option of found ?? []) options.set(option.id, option.name);
  if (unknownLabel !== undefined && value !== '' && !options.has(value)) options.set(value, unknownLabel);
  return (
    <Select
      {...props}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      value={value || null}
      searchable
      // The server already searched; the select must not filter again on the label it shows.
      filter={({ options: all }) => all}
      onChange={(next) => {
        if (next) setChosen({ id: next, name: options.get(next) ?? '' });
        onChange(next ?? '');
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
