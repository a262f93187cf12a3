import { Badge, Button, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterIcon, SearchIcon } from './list-icons';
import { type ListSort, SEARCH_DEBOUNCE_MS, type SortDir } from './list-state';

interface ListSearchProps {
  /** The search applied to the list (from the address). */
  value: string;
  onSearch: (search: string) => void;
  placeholder?: string;
  /** First load: nothing to search in yet. */
  disabled: boolean;
  /** A load is running: the text is locked but the field keeps its focus. */
  busy: boolean;
}

/** The search box: typed text applies 500 ms after the last keystroke; follows the address otherwise. */
export function ListSearch({ value, onSearch, placeholder, disabled, busy }: ListSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);

  // The address changed on its own (back button, reset filters): show what applies.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <TextInput
      type="search"
      role="searchbox"
      aria-label={t('list.search.label')}
      placeholder={placeholder ?? t('list.search.placeholder')}
      leftSection={<SearchIcon />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      disabled={disabled}
      readOnly={busy}
      aria-busy={busy}
      data-loading={busy || undefined}
      rightSection={
        text !== '' && !disabled && !busy ? (
          <CloseButton
            size="sm"
            aria-label={t('list.search.clear')}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
      // minWidth 0: on a narrow screen the search box gives way, not the Filter button beside it.
      style={{ flex: '1 1 16rem', maxWidth: '28rem', minWidth: 0 }}
      data-testid="list-search"
    />
  );
}

export function FiltersButton({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useTranslation();
  const active = count > 0;
  return (
    <Button
      variant={active ? 'filled' : 'default'}
      leftSection={<FilterIcon />}
      rightSection={
        active ? (
          <Badge size="sm" circle variant="white" aria-hidden="true">
            {count}
          </Badge>
        ) : undefined
      }
      onClick={onClick}
      aria-label={active ? t('list.filters.active', { count }) : t('list.filters.button')}
      aria-haspopup="dialog"
      data-active={active || undefined}
      // Never narrower than its label: at 390 px the search box beside it shrinks instead.
      style={{ flexShrink: 0 }}
      data-testid="list-filters-button"
    >
      {t('list.filters.button')}
    </Button>
  );
}

interface SortSelectorsProps {
  fields: { value: string; label: string }[];
  sort: ListSort | null;
  onChange: (sort: ListSort) => void;
}

/** Below the table breakpoint there are no headings to click: two selectors, field and direction. */
export function SortSelectors({ fields, sort, onChange }: SortSelectorsProps) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  return (
    <Group gap="sm" grow data-testid="list-sort-selectors">
      <Select
        label={t('list.sort.field')}
        data={fields}
        value={sort?.sortBy ?? null}
        allowDeselect={false}
        onChange={(sortBy) => sortBy && onChange({ sortBy, sortDir: sort?.sortDir ?? 'asc' })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('list.sort.direction')}
        data={[
          { value: 'asc', label: t('list.sort.asc') },
          { value: 'desc', label: t('list.sort.desc') },
        ]}
        value={sort?.sortDir ?? null}
        disabled={!sort}
        allowDeselect={false}
        onChange={(sortDir) =>
          sort && sortDir && onChange({ sortBy: sort.sortBy, sortDir: sortDir as SortDir })
        }
      />
    </Group>
  );
}

export function ListToolbarRow({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
      <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 20rem' }} role="search">
        {children}
      </Group>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
