import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../shared/layout/PageLoader';
import { useIdentityQuery, useLogoutMutation } from '../shared/session/identity.queries';
import { StartupErrorScreen } from './session/StartupErrorScreen';

/**
 * An unverified user who opens the signup page wants to start over with another address: the
 * current session is ended first (spec 01 §2), then the signup form shows. A failed logout leaves
 * them on the verification page.
 */
function LogoutFirst() {
  const logout = useLogoutMutation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout.mutate();
  }, [logout]);
  if (logout.isError) return <Navigate to="/verify-email" replace />;
  return <PageLoader />;
}

/** Login, signup and password reset: only without a session; a signed-in user goes to the dashboard. */
export function GuestOnly() {
  const { data: identity, isPending, isError, error, refetch } = useIdentityQuery();
  const { pathname } = useLocation();
  // Whether the session existed when this address was opened. Signing up creates the session while
  // the signup page is still shown; that one must not be logged out again.
  const arrival = useRef<{ pathname: string; signedIn: boolean } | null>(null);
  if (!isPending && arrival.current?.pathname !== pathname) {
    arrival.current = { pathname, signedIn: Boolean(identity) };
  }
  if (!identity && arrival.current) arrival.current.signedIn = false;

  if (isPending) return <PageLoader />;
  if (isError) return <StartupErrorScreen error={error} onRetry={() => void refetch()} />;
  const unverifiedOnSignup = identity && !identity.emailVerifiedAt && pathname.startsWith('/signup');
  if (unverifiedOnSignup && arrival.current?.signedIn) return <LogoutFirst />;
  return identity ? <Navigate to="/" replace /> : <Outlet />;
}

/** Any page of a signed-in user; without a session, login. */
export function RequireIdentity() {
  const { data: identity, isPending, isError, error, refetch } = useIdentityQuery();
  if (isPending) return <PageLoader />;
  if (isError) return <StartupErrorScreen error={error} onRetry={() => void refetch()} />;
  return identity ? <Outlet /> : <Navigate to="/login" replace />;
}

/** Private pages: the e-mail address must be verified first. Nested inside RequireIdentity. */
export function RequireVerifiedEmail() {
  const { data: identity } = useIdentityQuery();
  if (!identity) return <Navigate to="/login" replace />;
  return identity.emailVerifiedAt ? <Outlet /> : <Navigate to="/verify-email" replace />;
}
