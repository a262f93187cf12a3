import { readCookie } from '../api/cookies';
import { consent } from '../consent/consent';
import { type Analytics, type AnalyticsSink, createAnalytics } from './analytics-core';

const VISITOR_COOKIE = 'visitor-id';
const TWO_YEARS_S = 2 * 365 * 24 * 3600;

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Google Analytics 4 through gtag.js, loaded only once there is something to send. */
function gtagSink(measurementId: string): AnalyticsSink {
  window.dataLayer = window.dataLayer ?? [];
  const gtag: Gtag = (...args) => {
    window.dataLayer?.push(args);
  };
  window.gtag = gtag;
  return {
    init(visitorId, persist) {
      try {
        gtag('consent', 'default', { analytics_storage: persist ? 'granted' : 'denied' });
        gtag('js', new Date());
        // Without consent gtag must not write its own cookies either.
        gtag('config', measurementId, {
          client_id: visitorId,
          client_storage: persist ? 'cookies' : 'none',
          send_page_view: false,
        });
        const script = document.createElement('script');
        script.async = true;
        script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
        script.onerror = () => console.error('Google analytics error');
        document.head.appendChild(script);
      } catch (error) {
        console.error('Google analytics error', error);
      }
    },
    send: (command, ...args) => gtag(command, ...args),
  };
}

function writeVisitorCookie(value: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie =
    value === null
      ? `${VISITOR_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
      : `${VISITOR_COOKIE}=${encodeURIComponent(value)}; Max-Age=${TWO_YEARS_S}; Path=/; SameSite=Lax`;
}

const measurementId = import.meta.env.VITE_ANALYTICS_ID;

/** track(event, props), identify(userId), reset(): no-ops unless VITE_ANALYTICS_ID is set. */
export const analytics: Analytics = createAnalytics({
  measurementId,
  statisticsAllowed: consent.statisticsAllowed,
  readVisitorCookie: () => readCookie(document.cookie, VISITOR_COOKIE),
  writeVisitorCookie,
  newId: () => crypto.randomUUID(),
  sink: () => gtagSink(measurementId ?? ''),
});

consent.subscribe((choice) => analytics.consentChanged(choice?.statistics ?? false));
