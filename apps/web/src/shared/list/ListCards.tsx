import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './list.module.css';
import { cellContent, RowMenu, rowClickProps, rowLabelOf } from './list-cells';
import type { ListColumn } from './list-types';

export interface ListCardsProps<T> {
  label: string;
  rows: T[];
  columns: ListColumn<T>[];
  rowKey: (row: T) => string;
  renderCard?: (row: T) => ReactNode;
  rowMenu?: (row: T) => ReactNode;
  onRowClick?: (row: T) => void;
  busy: boolean;
}

function DefaultCard<T>({ row, columns }: { row: T; columns: ListColumn<T>[] }) {
  const visible = columns.filter((column) => !column.hideInCard);
  const [first, ...rest] = visible;
  return (
    <Stack gap={6}>
      {first && <Text fw={600}>{cellContent(first, row)}</Text>}
      {rest.map((column) => (
        <Group key={column.key} gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" className={classes.muted}>
            {column.header}
          </Text>
          <Text size="sm" ta="right" component="div">
            {cellContent(column, row)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The narrow layout: one card per row, in a list. */
export function ListCards<T>({
  label,
  rows,
  columns,
  rowKey,
  renderCard,
  rowMenu,
  onRowClick,
  busy,
}: ListCardsProps<T>) {
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={label}
      aria-busy={busy}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {rows.map((row) => {
        const id = rowKey(row);
        return (
          <Paper
            key={id}
            component="li"
            withBorder
            p="md"
            radius="md"
            data-testid="list-card"
            {...rowClickProps(onRowClick && (() => onRowClick(row)))}
          >
            <Group align="flex-start" justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ flex: 1, minWidth: 0 }}>
                {renderCard ? renderCard(row) : <DefaultCard row={row} columns={columns} />}
              </div>
              {rowMenu && <RowMenu label={rowLabelOf(columns, row, id)}>{rowMenu(row)}</RowMenu>}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
