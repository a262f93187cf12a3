import type { ImportEntity } from '@app/domain/imports/import-limits';
import { Modal, Stepper, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedCompany } from '../../shared/session/selected-company';
import { ImportStep } from './steps/ImportStep';
import { MatchStep } from './steps/MatchStep';
import { SheetStep } from './steps/SheetStep';
import { UploadStep } from './steps/UploadStep';
import { ValidateStep } from './steps/ValidateStep';
import { initialWizard, rowsToImport, tableOfState, WIZARD_STEPS, wizardReducer } from './wizard-state';

/**
 * The multi-import wizard (spec 02 §2): upload a file, choose the sheet and header row, match the
 * columns, validate every row, then follow the import job to its end. The file is read here, in the
 * browser; the server gets the matched rows.
 */
export default function ImportWizardModal({
  entity,
  onClose,
}: {
  entity: ImportEntity;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const { company } = useSelectedCompany();
  const [state, dispatch] = useReducer(wizardReducer, entity, initialWizard);
  const { workbook, sheetIndex, headerRow, matching, discarded } = state;
  const table = useMemo(
    () => tableOfState({ workbook, sheetIndex, headerRow }),
    [workbook, sheetIndex, headerRow],
  );
  const rows = useMemo(() => rowsToImport(table, { matching, discarded }), [table, matching, discarded]);
  const vatPayer = company ? company.vatPayer === 1 : undefined;
  const context = useMemo(() => ({ vatPayer }), [vatPayer]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`imports.title.${entity}`)}
      size="xl"
      fullScreen={narrow}
      closeOnClickOutside={false}
      data-testid="import-wizard"
    >
      <Stepper active={WIZARD_STEPS.indexOf(state.step)} size="xs" mb="lg" allowNextStepsSelect={false}>
        {WIZARD_STEPS.map((step) => (
          <Stepper.Step key={step} label={t(`imports.steps.${step}`)} />
        ))}
      </Stepper>
      {state.step === 'upload' && <UploadStep state={state} dispatch={dispatch} />}
      {state.step === 'sheet' && <SheetStep state={state} table={table} dispatch={dispatch} />}
      {state.step === 'match' && (
        <MatchStep state={state} table={table} context={context} dispatch={dispatch} />
      )}
      {state.step === 'validate' && company && (
        <ValidateStep
          state={state}
          rows={rows}
          companyId={company.id}
          context={context}
          dispatch={dispatch}
        />
      )}
      {state.step === 'import' && company && state.importId && (
        <ImportStep
          entity={entity}
          companyId={company.id}
          importId={state.importId}
          onAnother={() => dispatch({ type: 'reset' })}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
