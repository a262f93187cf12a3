import type { ImportRowErrors, ImportRowInput } from '@app/domain/imports/import.schemas';
import type { ImportEntity } from '@app/domain/imports/import-limits';
import { Badge, Button, Checkbox, Group, Pagination, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportTexts } from '../useImportTexts';

const PER_PAGE = 50;

/**
 * The file's rows with their errors per field, filterable, with a selection to discard (the parent
 * keys it by the discarded rows, so a discard starts the selection over).
 */
export function RowsTable({
  entity,
  rows,
  errors,
  onlyErrors,
  onDiscard,
}: {
  entity: ImportEntity;
  rows: ImportRowInput[];
  errors: ImportRowErrors[];
  onlyErrors: boolean;
  onDiscard(lines: number[]): void;
}) {
  const { t } = useTranslation();
  const texts = useImportTexts(entity);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const byLine = useMemo(() => new Map(errors.map((row) => [row.line, row])), [errors]);
  const shown = useMemo(
    () => (onlyErrors ? rows.filter((row) => byLine.has(row.line)) : rows),
    [byLine, onlyErrors, rows],
  );
  const pages = Math.max(1, Math.ceil(shown.length / PER_PAGE));
  const current = Math.min(page, pages);
  const pageRows = shown.slice((current - 1) * PER_PAGE, current * PER_PAGE);
  const pageChecked = pageRows.length > 0 && pageRows.every((row) => selected.has(row.line));

  const toggle = (lines: number[], on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      for (const line of lines) {
        if (on) next.add(line);
        else next.delete(line);
      }
      return next;
    });

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="default"
          disabled={errors.length === 0}
          onClick={() => toggle([...byLine.keys()], true)}
          data-testid="import-select-errors"
        >
          {t('imports.validate.select-errors')}
        </Button>
        <Button
          size="compact-sm"
          color="red"
          variant="light"
          disabled={selected.size === 0}
          onClick={() => onDiscard([...selected])}
          data-testid="import-discard"
        >
          {t('imports.validate.discard', { count: selected.size })}
        </Button>
      </Group>
      <ScrollArea type="auto">
        <Table withTableBorder verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('imports.validate.select-page')}
                  checked={pageChecked}
                  onChange={(event) =>
                    toggle(
                      pageRows.map((row) => row.line),
                      event.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
              <Table.Th w={60}>{t('imports.validate.line')}</Table.Th>
              <Table.Th>{t('imports.validate.name')}</Table.Th>
              <Table.Th>{t('imports.validate.errors')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((row) => {
              const rowErrors = byLine.get(row.line);
              return (
                <Table.Tr
                  key={row.line}
                  data-testid="import-row"
                  data-line={row.line}
                  data-valid={!rowErrors}
                >
                  <Table.Td>
                    <Checkbox
                      aria-label={t('imports.validate.select-row', { line: row.line })}
                      checked={selected.has(row.line)}
                      onChange={(event) => toggle([row.line], event.currentTarget.checked)}
                      data-testid="import-row-select"
                    />
                  </Table.Td>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>{row.values.name ?? row.values.legalName ?? ''}</Table.Td>
                  <Table.Td>
                    {rowErrors ? (
                      texts.fieldErrors(rowErrors.errors).map((entry) => (
                        <Text key={entry.field} size="sm" c="red" data-testid="import-row-error">
                          {entry.text}
                        </Text>
                      ))
                    ) : (
                      <Badge color="green" variant="light">
                        {t('imports.validate.ok')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {pages > 1 && <Pagination total={pages} value={current} onChange={setPage} size="sm" />}
    </Stack>
  );
}
