import { Outlet } from 'react-router';
import { NotFoundScreen } from '../../shared/errors/ErrorScreens';
import { useIdentity } from '../../shared/session/identity.queries';

/**
 * The platform operator's pages: anyone else sees the not-found screen, as for an address that does
 * not exist, so the page's existence is not advertised. The API refuses them too (403).
 */
export function RequireOperator() {
  const identity = useIdentity();
  return identity?.isOperator ? <Outlet /> : <NotFoundScreen inline />;
}
