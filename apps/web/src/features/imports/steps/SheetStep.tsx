import { Alert, NumberInput, ScrollArea, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileTable } from '../file-table';
import { useImportTexts } from '../useImportTexts';
import type { WizardAction, WizardState } from '../wizard-state';
import { StepActions } from './StepActions';

const PREVIEW_ROWS = 5;

/** Which sheet and which row holds the column titles, with a look at the rows under it. */
export function SheetStep({
  state,
  table,
  dispatch,
}: {
  state: WizardState;
  table: FileTable;
  dispatch: Dispatch<WizardAction>;
}) {
  const { t } = useTranslation();
  const texts = useImportTexts(state.entity);
  const sheets = state.workbook?.sheets ?? [];
  const rowCount = sheets[state.sheetIndex]?.rows.length ?? 1;

  return (
    <Stack gap="md">
      <Text size="sm">{t('imports.sheet.file', { name: state.fileName })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('imports.sheet.sheet')}
          data={sheets.map((sheet, index) => ({ value: String(index), label: sheet.name }))}
          value={String(state.sheetIndex)}
          onChange={(value) => value !== null && dispatch({ type: 'sheet', index: Number(value) })}
          allowDeselect={false}
          disabled={sheets.length < 2}
          data-testid="import-sheet"
        />
        <NumberInput
          label={t('imports.sheet.header-row')}
          description={t('imports.sheet.header-row-help')}
          value={state.headerRow}
          min={1}
          max={Math.max(rowCount, 1)}
          allowDecimal={false}
          onChange={(value) =>
            typeof value === 'number' && value >= 1 && dispatch({ type: 'header-row', row: value })
          }
          data-testid="import-header-row"
        />
      </SimpleGrid>
      {state.problem ? (
        <Alert color="red" data-testid="import-problem">
          {texts.problem(state.problem)}
        </Alert>
      ) : (
        <Text size="sm" data-testid="import-row-count">
          {t('imports.sheet.count', { count: table.rows.length })}
        </Text>
      )}
      <Text size="sm" fw={600}>
        {t('imports.sheet.preview')}
      </Text>
      <ScrollArea type="auto">
        <Table withTableBorder withColumnBorders striped fz="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('imports.sheet.line')}</Table.Th>
              {table.headers.map((header, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions.
                <Table.Th key={column}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.slice(0, PREVIEW_ROWS).map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                {table.headers.map((_, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions.
                  <Table.Td key={column}>{row.cells[column] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <StepActions
        onBack={() => dispatch({ type: 'reset' })}
        onNext={() => dispatch({ type: 'go', step: 'match' })}
        nextDisabled={state.problem !== null || table.rows.length === 0}
      />
    </Stack>
  );
}
