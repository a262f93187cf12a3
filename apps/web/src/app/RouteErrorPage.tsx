import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiErrorScreen } from '../shared/errors/ApiErrorScreen';
import { isChunkLoadError, reloadForNewBuild } from '../shared/errors/chunk-error';
import { NotFoundScreen } from '../shared/errors/ErrorScreens';

/**
 * Error boundary of the router: a stale chunk (new release) or a syntax error in one reloads the
 * page without reporting; a 404 shows not-found; anything else the matching error screen, reported.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError) reloadForNewBuild();
    else console.error(error);
  }, [chunkError, error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ApiErrorScreen error={error} onRetry={() => window.location.reload()} />;
}
