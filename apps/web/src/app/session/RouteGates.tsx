import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { flash } from '../../shared/notify/flash';
import { canOn } from '../../shared/permissions/permission-check';
import { usePermissions } from '../../shared/permissions/permissions';
import { requiredPermissionsOf } from '../../shared/permissions/route-handle';
import { useSelectedCompanyId } from '../../shared/session/selected-company';
import { useSubscriptionsQuery } from '../../shared/session/session.queries';
import { subscriptionGateDecision } from '../routes/subscription-gating';

const NO_PERMISSIONS_KEY = 'common.errors.no-permissions';

/** Says why (a flash message on the next page) and leaves. */
function DenyWithFlash({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    flash('error', NO_PERMISSIONS_KEY);
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/**
 * The checks of a signed-in page, on the selected company: the invoicing plan for the gated areas
 * (else the company's subscriptions page), then the permissions the matched routes declare in their
 * handle (else the flash error and the route's redirect, the dashboard by default).
 */
export function RouteGates() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const companyId = useSelectedCompanyId();
  const permissions = usePermissions();
  const subscriptions = useSubscriptionsQuery().data ?? [];

  const decision = subscriptionGateDecision({ pathname, subscriptions, companyId });
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;

  const missing = requiredPermissionsOf(matches).find(
    (handle) => handle.permission && !canOn(permissions, companyId, handle.permission),
  );
  if (missing) return <DenyWithFlash to={missing.permissionRedirect ?? '/'} />;

  return <Outlet />;
}
