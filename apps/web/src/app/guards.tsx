import { Navigate, Outlet } from 'react-router';
import { useIdentityQuery } from '../shared/session/identity.queries';
import { FatalErrorScreen } from './FatalErrorScreen';
import { PageLoader } from './PageLoader';

/** Login, signup and password reset: only without a session; a signed-in user goes to the dashboard. */
export function GuestOnly() {
  const { data: identity, isPending, isError, refetch } = useIdentityQuery();
  if (isPending) return <PageLoader />;
  if (isError) return <FatalErrorScreen onRetry={() => void refetch()} />;
  return identity ? <Navigate to="/" replace /> : <Outlet />;
}

/** Any page of a signed-in user; without a session, login. */
export function RequireIdentity() {
  const { data: identity, isPending, isError, refetch } = useIdentityQuery();
  if (isPending) return <PageLoader />;
  if (isError) return <FatalErrorScreen onRetry={() => void refetch()} />;
  return identity ? <Outlet /> : <Navigate to="/login" replace />;
}

/** Private pages: the e-mail address must be verified first. Nested inside RequireIdentity. */
export function RequireVerifiedEmail() {
  const { data: identity } = useIdentityQuery();
  if (!identity) return <Navigate to="/login" replace />;
  return identity.emailVerifiedAt ? <Outlet /> : <Navigate to="/verify-email" replace />;
}
