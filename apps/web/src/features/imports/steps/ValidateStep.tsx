import type { ImportRowErrors, ImportRowInput } from '@app/domain/imports/import.schemas';
import type { ImportContext } from '@app/domain/imports/import-fields';
import { checkImportRows, rowErrorsOf } from '@app/domain/imports/import-rows';
import { Alert, Button, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { type Dispatch, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importFailureOf } from '../import-failure';
import { useStartImportMutation, useValidateImportMutation } from '../imports.queries';
import { useImportTexts } from '../useImportTexts';
import type { WizardAction, WizardProblem, WizardState } from '../wizard-state';
import { RowsTable } from './RowsTable';
import { StepActions } from './StepActions';

/**
 * Every row checked: at once in the browser with the rules that need no data, then by the server
 * with all of them. Rows with errors block the import; they can be filtered and discarded.
 */
export function ValidateStep({
  state,
  rows,
  companyId,
  context,
  dispatch,
}: {
  state: WizardState;
  rows: ImportRowInput[];
  companyId: string;
  context: ImportContext;
  dispatch: Dispatch<WizardAction>;
}) {
  const { t } = useTranslation();
  const texts = useImportTexts(state.entity);
  const { mutateAsync: validate } = useValidateImportMutation(companyId, state.entity);
  const start = useStartImportMutation(companyId, state.entity);
  const [checked, setChecked] = useState<ImportRowErrors[] | null>(null);
  const [problem, setProblem] = useState<WizardProblem | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const request = useMemo(() => ({ fileName: state.fileName, rows }), [rows, state.fileName]);
  const local = useMemo(
    () => rowErrorsOf(checkImportRows(state.entity, rows, context)),
    [state.entity, rows, context],
  );

  useEffect(() => {
    let current = true;
    setChecked(null);
    setProblem(null);
    if (request.rows.length > 0 && attempt >= 0) {
      validate(request)
        .then((answer) => current && setChecked(answer.rows))
        .catch((error: unknown) => {
          if (!current) return;
          const failure = importFailureOf(error);
          if ('rows' in failure) setChecked(failure.rows);
          else setProblem(failure.problem);
        });
    }
    return () => {
      current = false;
    };
  }, [request, validate, attempt]);

  const errors = checked ?? local;
  const checking = checked === null && problem === null && rows.length > 0;
  const onImport = () =>
    start.mutate(request, {
      onSuccess: (started) => dispatch({ type: 'started', importId: started.id }),
      onError: (error) => {
        const failure = importFailureOf(error);
        if ('rows' in failure) setChecked(failure.rows);
        else setProblem(failure.problem);
      },
    });

  return (
    <Stack gap="md">
      {checking ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('imports.validate.checking')}</Text>
        </Group>
      ) : rows.length === 0 ? (
        <Alert color="orange">{t('imports.validate.nothing-left')}</Alert>
      ) : errors.length === 0 && !problem ? (
        <Alert color="green" data-testid="import-all-valid">
          {t('imports.validate.all-valid', { count: rows.length })}
        </Alert>
      ) : null}
      {errors.length > 0 && (
        <Alert color="red" data-testid="import-has-errors">
          {t('imports.validate.summary', { total: rows.length, errors: errors.length })}{' '}
          {t('imports.validate.fix')}
        </Alert>
      )}
      {problem && (
        <Alert color="red" data-testid="import-problem">
          <Group justify="space-between">
            <Text size="sm">{texts.problem(problem)}</Text>
            <Button size="compact-sm" variant="default" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <Switch
        label={t('imports.validate.only-errors')}
        checked={onlyErrors}
        onChange={(event) => setOnlyErrors(event.currentTarget.checked)}
        data-testid="import-only-errors"
      />
      <RowsTable
        key={state.discarded.size}
        entity={state.entity}
        rows={rows}
        errors={errors}
        onlyErrors={onlyErrors}
        onDiscard={(lines) => dispatch({ type: 'discard', lines })}
      />
      <StepActions
        onBack={() => dispatch({ type: 'go', step: 'match' })}
        onNext={onImport}
        loading={start.isPending}
        nextDisabled={checking || problem !== null || errors.length > 0 || rows.length === 0}
        nextLabel={t('imports.import.start', { count: rows.length })}
      />
    </Stack>
  );
}
