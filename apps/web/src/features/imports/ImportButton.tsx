import type { ImportEntity } from '@app/domain/imports/import-limits';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/permissions/permissions';

// The wizard (and the spreadsheet readers it pulls in) loads when it is first opened.
const ImportWizardModal = lazy(() => import('./ImportWizardModal'));

/**
 * "Import" for a catalogue's list toolbar: opens the multi-import wizard (spec 02 §2). Shown only to
 * those who may write the catalogue. Usage: `<ImportButton entity="partners" />`.
 */
export function ImportButton({ entity }: { entity: ImportEntity }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (!useCan(`${entity}.write`)) return null;
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} data-testid={`import-open-${entity}`}>
        {t('imports.button')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ImportWizardModal entity={entity} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
