import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsAdmin } from '../permissions/permissions';
import { useIdentity } from '../session/identity.queries';
import { ErrorScreen, RetryButton } from './ErrorScreen';

interface ScreenProps {
  inline?: boolean;
  onRetry?: () => void;
}

/** Only a signed-in user has a dashboard to go back to. */
function BackToDashboard() {
  const { t } = useTranslation();
  const identity = useIdentity();
  if (!identity) {
    return (
      <Button component={Link} to="/login">
        {t('shell.errors.to-login')}
      </Button>
    );
  }
  return (
    <Button component={Link} to="/" data-testid="back-to-dashboard">
      {t('shell.errors.to-dashboard')}
    </Button>
  );
}

export function NotFoundScreen({ inline }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      testId="not-found"
      code="404"
      inline={inline}
      title={t('errors.screen.not-found.title')}
      text={t('errors.screen.not-found.text')}
      actions={<BackToDashboard />}
    />
  );
}

export function InternalErrorScreen({ inline, onRetry }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      testId="internal-error"
      code="500"
      inline={inline}
      title={t('errors.screen.internal.title')}
      text={t('errors.screen.internal.text')}
      actions={
        <>
          {onRetry && <RetryButton label={t('common.retry')} onRetry={onRetry} />}
          <BackToDashboard />
        </>
      }
    />
  );
}

export function MaintenanceScreen({ inline, onRetry }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      testId="maintenance"
      code="503"
      inline={inline}
      title={t('shell.errors.maintenance.title')}
      text={t('shell.errors.maintenance.text')}
      actions={onRetry && <RetryButton label={t('common.retry')} onRetry={onRetry} />}
    />
  );
}

export function NoInternetScreen({ inline, onRetry }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      testId="no-internet"
      inline={inline}
      title={t('shell.errors.no-internet.title')}
      text={t('shell.errors.no-internet.text')}
      actions={onRetry && <RetryButton label={t('common.retry')} onRetry={onRetry} />}
    />
  );
}

/**
 * A page the user may not open. An admin holds every permission, so for an admin the cause is the
 * plan or the company; a sub-user is told to ask the account's administrator.
 */
export function NoPermissionsScreen({ inline }: ScreenProps) {
  const { t } = useTranslation();
  const role = useIsAdmin() ? 'admin' : 'member';
  return (
    <ErrorScreen
      testId="no-permissions"
      code="403"
      inline={inline}
      title={t('shell.errors.no-permissions.title')}
      text={t(`shell.errors.no-permissions.${role}`)}
      actions={<BackToDashboard />}
    />
  );
}
