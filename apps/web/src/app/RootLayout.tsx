import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { analytics } from '../shared/analytics/analytics';
import { ConsentBanner } from '../shared/consent/ConsentBanner';
import { useIdentityLanguage } from '../shared/session/useIdentityLanguage';
import { GlobalErrorOverlay } from './GlobalErrorOverlay';

/** Above every page: language of the account, modal stack reset, page views, consent, global errors. */
export function RootLayout() {
  useIdentityLanguage();
  const { pathname } = useLocation();
  useEffect(() => {
    analytics.track('page_view', { path: pathname });
  }, [pathname]);
  return (
    <>
      <Outlet />
      <ConsentBanner />
      <GlobalErrorOverlay />
    </>
  );
}
