import {
  InternalErrorScreen,
  MaintenanceScreen,
  NoInternetScreen,
  NoPermissionsScreen,
  NotFoundScreen,
} from './ErrorScreens';
import { errorScreenFor } from './error-screen';

/** The screen matching a failed load: pages render `<ApiErrorScreen error={query.error} inline />`. */
export function ApiErrorScreen({
  error,
  inline,
  onRetry,
}: {
  error: unknown;
  inline?: boolean;
  onRetry?: () => void;
}) {
  switch (errorScreenFor(error)) {
    case 'maintenance':
      return <MaintenanceScreen inline={inline} onRetry={onRetry} />;
    case 'no-internet':
      return <NoInternetScreen inline={inline} onRetry={onRetry} />;
    case 'not-found':
      return <NotFoundScreen inline={inline} />;
    case 'no-permissions':
      return <NoPermissionsScreen inline={inline} />;
    default:
      return <InternalErrorScreen inline={inline} onRetry={onRetry} />;
  }
}
