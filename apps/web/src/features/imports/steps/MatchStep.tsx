import {
  type ColumnMatching,
  matchingIsComplete,
  matchingProblems,
} from '@app/domain/imports/column-matching';
import { IMPORT_FIELDS, type ImportContext, isRequiredField } from '@app/domain/imports/import-fields';
import { Alert, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { type Dispatch, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileTable } from '../file-table';
import { useImportTexts } from '../useImportTexts';
import type { WizardAction, WizardState } from '../wizard-state';
import { StepActions } from './StepActions';

/** Select value of "not imported" (Mantine's Select cannot hold null as an option). */
const SKIP = '';

/** One field per column: suggestions by title are already chosen; required fields must be matched. */
export function MatchStep({
  state,
  table,
  context,
  dispatch,
}: {
  state: WizardState;
  table: FileTable;
  context: ImportContext;
  dispatch: Dispatch<WizardAction>;
}) {
  const { t } = useTranslation();
  const texts = useImportTexts(state.entity);
  const fields = IMPORT_FIELDS[state.entity];
  const problems = matchingProblems(state.entity, state.matching, context);
  const example = table.rows[0]?.cells ?? [];

  const optionsFor = useMemo(
    () => (matching: ColumnMatching, column: number) => [
      { value: SKIP, label: t('imports.match.skip') },
      ...fields.map((field) => ({
        value: field.key,
        label: isRequiredField(field, context)
          ? t('imports.match.required', { field: texts.field(field.key) })
          : texts.field(field.key),
        // A field goes to one column only.
        disabled: matching.some((key, other) => other !== column && key === field.key),
      })),
    ],
    [context, fields, t, texts],
  );

  return (
    <Stack gap="md">
      <Text size="sm">{t('imports.match.intro')}</Text>
      <ScrollArea type="auto">
        <Table withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('imports.match.column')}</Table.Th>
              <Table.Th>{t('imports.match.example')}</Table.Th>
              <Table.Th miw={220}>{t('imports.match.field')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.headers.map((header, column) => {
              const title = header || t('imports.match.untitled', { n: column + 1 });
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions.
                <Table.Tr key={column} data-testid="import-match-row">
                  <Table.Td fw={600}>{title}</Table.Td>
                  <Table.Td c="dimmed">{example[column] ?? ''}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={title}
                      data={optionsFor(state.matching, column)}
                      value={state.matching[column] ?? SKIP}
                      onChange={(value) => dispatch({ type: 'field', column, key: value || null })}
                      allowDeselect={false}
                      searchable
                      data-testid={`import-match-${column}`}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {problems.missing.length > 0 && (
        <Alert color="orange" data-testid="import-match-missing">
          {t('imports.match.missing', { fields: problems.missing.map(texts.field).join(', ') })}
        </Alert>
      )}
      {problems.duplicated.length > 0 && (
        <Alert color="orange">
          {t('imports.match.duplicated', { fields: problems.duplicated.map(texts.field).join(', ') })}
        </Alert>
      )}
      <StepActions
        onBack={() => dispatch({ type: 'go', step: 'sheet' })}
        onNext={() => dispatch({ type: 'go', step: 'validate' })}
        nextDisabled={!matchingIsComplete(problems)}
      />
    </Stack>
  );
}
