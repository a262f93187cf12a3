import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { analytics } from '../../shared/analytics/analytics';
import { PageLoader } from '../../shared/layout/PageLoader';
import { useIdentity } from '../../shared/session/identity.queries';
import {
  useCompaniesQuery,
  usePermissionsQuery,
  usePlansQuery,
  useSubscriptionsQuery,
} from '../../shared/session/session.queries';
import { StartupErrorScreen } from './StartupErrorScreen';

/**
 * Start-up of a verified session (spec 01 §4): permissions, subscriptions and plans (and the company
 * list the selector and guards need) load in parallel before any private page renders. 425 and lost
 * connections are retried by the queries; a failure that remains shows its error screen.
 */
export function SessionBootstrap() {
  const identity = useIdentity();
  const queries = [usePermissionsQuery(), useSubscriptionsQuery(), usePlansQuery(), useCompaniesQuery()];

  useEffect(() => {
    if (identity) analytics.identify(identity.id);
  }, [identity]);

  // Only a call that never succeeded blocks the app; a failed background refresh keeps the old data.
  const failed = queries.find((query) => query.isError && query.data === undefined);
  if (failed) {
    return (
      <StartupErrorScreen
        error={failed.error}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (queries.some((query) => query.isPending)) return <PageLoader />;
  return <Outlet />;
}
