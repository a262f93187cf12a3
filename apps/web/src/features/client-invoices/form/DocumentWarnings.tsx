import type { DocumentWarning } from '@app/domain/invoicing/client-document.schemas';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The warnings of spec 02 §8 Documents, one alert each; they never block saving or issuing. */
export function DocumentWarnings({ warnings }: { warnings: readonly DocumentWarning[] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="document-warnings">
      {warnings.map((warning) => (
        <Alert key={warning} color="yellow" variant="light" data-testid={`warning-${warning}`}>
          {t(`client-invoices.warnings.${warning}`)}
        </Alert>
      ))}
    </Stack>
  );
}
