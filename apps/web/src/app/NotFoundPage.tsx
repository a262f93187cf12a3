import { NotFoundScreen } from '../shared/errors/ErrorScreens';

/** Any unknown address (the router's catch-all). */
export function NotFoundPage() {
  return <NotFoundScreen />;
}
