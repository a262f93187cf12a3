import { Checkbox, Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cellContent, RowMenu, rowClickProps, rowLabelOf } from './list-cells';
import { SortIcon } from './list-icons';
import { isRowSelected, type ListSelection, type ListSort, pageCheckState } from './list-state';
import type { ListColumn } from './list-types';

export interface ListTableProps<T> {
  label: string;
  rows: T[];
  columns: ListColumn<T>[];
  rowKey: (row: T) => string;
  sort: ListSort | null;
  onSort: (sortBy: string) => void;
  selection: ListSelection | null;
  onToggleRow: (id: string) => void;
  onTogglePage: (ids: string[]) => void;
  rowMenu?: (row: T) => ReactNode;
  onRowClick?: (row: T) => void;
  busy: boolean;
}

export function sortKeyOf<T>(column: ListColumn<T>): string {
  return column.sortKey ?? column.key;
}

/** The wide layout: a real table, sortable headings as buttons with aria-sort. */
export function ListTable<T>(props: ListTableProps<T>) {
  const { t } = useTranslation();
  const { rows, columns, rowKey, sort, selection, rowMenu, onRowClick } = props;
  const ids = rows.map(rowKey);
  const pageState = selection ? pageCheckState(selection, ids) : 'none';
  return (
    <Table.ScrollContainer minWidth={columns.length * 120}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={props.label} aria-busy={props.busy}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={44}>
                <Checkbox
                  aria-label={t('list.selection.page')}
                  checked={pageState === 'all'}
                  indeterminate={pageState === 'some'}
                  onChange={() => props.onTogglePage(ids)}
                  data-testid="list-select-page"
                />
              </Table.Th>
            )}
            {columns.map((column) => {
              const sortBy = sortKeyOf(column);
              const dir = sort?.sortBy === sortBy ? sort.sortDir : null;
              const ariaSort = dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none';
              return (
                <Table.Th
                  key={column.key}
                  style={{ width: column.width, textAlign: column.align }}
                  aria-sort={column.sortable ? ariaSort : undefined}
                  scope="col"
                >
                  {column.sortable ? (
                    <UnstyledButton
                      onClick={() => props.onSort(sortBy)}
                      fw={600}
                      fz="sm"
                      data-testid={`list-sort-${column.key}`}
                    >
                      <Group gap={4} wrap="nowrap" component="span">
                        {column.header}
                        <SortIcon dir={dir} />
                      </Group>
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
            {rowMenu && (
              <Table.Th w={52}>
                <VisuallyHidden>{t('list.row.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const id = ids[index] ?? String(index);
            const label = rowLabelOf(columns, row, id);
            const selected = selection ? isRowSelected(selection, id) : false;
            return (
              <Table.Tr
                key={id}
                bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                data-testid="list-row"
                {...rowClickProps(onRowClick && (() => onRowClick(row)))}
              >
                {selection && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('list.selection.row', { label })}
                      checked={selected}
                      onChange={() => props.onToggleRow(id)}
                    />
                  </Table.Td>
                )}
                {columns.map((column) => (
                  <Table.Td key={column.key} style={{ textAlign: column.align }}>
                    {cellContent(column, row)}
                  </Table.Td>
                ))}
                {rowMenu && (
                  <Table.Td>
                    <RowMenu label={label}>{rowMenu(row)}</RowMenu>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
