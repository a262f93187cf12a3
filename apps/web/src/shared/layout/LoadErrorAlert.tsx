import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../api/api-error';

interface LoadErrorAlertProps {
  error: unknown;
  title?: string;
  /** Where the way back leads, and its text. */
  backTo: string;
  backLabel: string;
  'data-testid'?: string;
}

/** A record that did not load: not found, no permission or another failure, with a way back. */
export function LoadErrorAlert({
  error,
  title,
  backTo,
  backLabel,
  'data-testid': testId,
}: LoadErrorAlertProps) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <Alert color="red" title={title} data-testid={testId}>
      <Stack gap="xs">
        <Text size="sm">
          {status === 404
            ? t('errors.not-found')
            : status === 403
              ? t('errors.no-permissions')
              : t('errors.generic')}
        </Text>
        <Anchor component={Link} to={backTo} size="sm">
          {backLabel}
        </Anchor>
      </Stack>
    </Alert>
  );
}
