import { Group, Pagination, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../format/useFormat';
import { useReportSide } from '../report-side';
import type { Cell, ReportColumn, ReportRow, ReportTable } from '../report-types';

/** Rows per page: a year of a partner's documents is thousands of rows; the totals stay in view. */
export const REPORT_PAGE_SIZE = 100;

/** The report's table as the server built it: its headers, its rows a page at a time, its totals. */
export function ReportTableView({ table }: { table: Pick<ReportTable, 'columns' | 'rows' | 'totals'> }) {
  const { t } = useTranslation();
  const { texts } = useReportSide();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(table.rows.length / REPORT_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = table.rows.slice((current - 1) * REPORT_PAGE_SIZE, current * REPORT_PAGE_SIZE);

  const text = (column: ReportColumn, cell: Cell): string => {
    if (cell === null) return '';
    if (column.type === 'money') return format.number(cell, { decimals: 2 });
    if (column.type === 'integer') return format.number(cell, { decimals: 0 });
    if (column.type === 'decimal') return format.number(cell, { decimals: 4, trimZeros: true });
    if (column.type === 'date') return format.date(String(cell));
    return String(cell);
  };
  const numeric = (column: ReportColumn) =>
    column.type === 'money' || column.type === 'integer' || column.type === 'decimal';
  const cells = (row: ReportRow) =>
    table.columns.map((column) => {
      const cell = row[column.key] ?? null;
      return (
        <Table.Td
          key={column.key}
          ta={numeric(column) ? 'right' : undefined}
          c={numeric(column) && typeof cell === 'string' && cell.startsWith('-') ? 'red.7' : undefined}
          style={{
            // Amounts, dates and short texts (numbers, tax ids) stay on one line; names may wrap.
            whiteSpace: column.type !== 'text' || String(cell ?? '').length <= 24 ? 'nowrap' : undefined,
            fontVariantNumeric: numeric(column) ? 'tabular-nums' : undefined,
          }}
        >
          {text(column, cell)}
        </Table.Td>
      );
    });

  return (
    <>
      <Table.ScrollContainer minWidth={Math.max(600, table.columns.length * 120)}>
        <Table striped highlightOnHover withTableBorder stickyHeader data-testid="report-table">
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column) => (
                <Table.Th key={column.key} ta={numeric(column) ? 'right' : undefined}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={table.columns.length}>
                  <Text c="dimmed" size="sm" data-testid="report-empty">
                    {t(`${texts}.empty`)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row, index) => (
                <Table.Tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: a generated report's rows are positions; they never move.
                  key={(current - 1) * REPORT_PAGE_SIZE + index}
                  data-testid="report-row"
                >
                  {cells(row)}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
          {table.totals && (
            <Table.Tfoot>
              <Table.Tr fw={700} data-testid="report-totals">
                {cells(table.totals)}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t(`${texts}.rows`, { count: table.rows.length })}
          </Text>
          <Pagination total={pages} value={current} onChange={setPage} size="sm" />
        </Group>
      )}
    </>
  );
}
