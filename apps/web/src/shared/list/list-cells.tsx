import { ActionIcon, Menu } from '@mantine/core';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DotsIcon } from './list-icons';
import type { ListColumn } from './list-types';

/** The default cell: the row's property named like the column, as text. */
export function cellContent<T>(column: ListColumn<T>, row: T): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A short text naming a row for assistive technology: the first column's plain value, else the key. */
export function rowLabelOf<T>(columns: ListColumn<T>[], row: T, key: string): string {
  const first = columns[0];
  if (!first) return key;
  // What the first cell shows when it is plain text (a unit symbol rather than its code), else its value.
  const rendered = first.render?.(row);
  const value = typeof rendered === 'string' ? rendered : (row as Record<string, unknown>)[first.key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : key;
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="menuitem"], [role="checkbox"]';

/** Row click handlers that ignore clicks on the row's own controls (checkbox, menu, links). */
export function rowClickProps(onClick: (() => void) | undefined) {
  if (!onClick) return {};
  return {
    tabIndex: 0,
    style: { cursor: 'pointer' },
    onClick: (event: MouseEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      if (target.closest(INTERACTIVE) && target.closest(INTERACTIVE) !== event.currentTarget) return;
      onClick();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) onClick();
    },
  };
}

export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('list.row.actionsFor', { label })}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
