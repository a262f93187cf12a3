// Analytics behind one interface. Nothing happens without a measurement id. The visitor id lives in a
// cookie only when the visitor allowed statistics cookies; otherwise it lives in memory and a reload
// makes a new one (spec 01 §1).

export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;

export interface Analytics {
  track(event: string, props?: AnalyticsProps): void;
  identify(userId: string): void;
  reset(): void;
  /** Called when the consent choice changes: moves the visitor id into or out of its cookie. */
  consentChanged(statistics: boolean): void;
  visitorId(): string | null;
}

/** What the provider (gtag) receives; injected so the rules can be tested without a browser. */
export interface AnalyticsSink {
  init(visitorId: string, persist: boolean): void;
  send(command: 'event' | 'set' | 'consent', ...args: unknown[]): void;
}

export interface AnalyticsDeps {
  measurementId: string | undefined;
  statisticsAllowed: () => boolean;
  readVisitorCookie: () => string | null;
  writeVisitorCookie: (value: string | null) => void;
  newId: () => string;
  sink: () => AnalyticsSink;
}

const NOOP: Analytics = {
  track: () => {},
  identify: () => {},
  reset: () => {},
  consentChanged: () => {},
  visitorId: () => null,
};

export function createAnalytics(deps: AnalyticsDeps): Analytics {
  if (!deps.measurementId) return NOOP;
  let visitorId: string | null = null;
  let sink: AnalyticsSink | null = null;

  function ensureStarted(): AnalyticsSink {
    if (sink) return sink;
    const persist = deps.statisticsAllowed();
    visitorId = (persist ? deps.readVisitorCookie() : null) ?? deps.newId();
    if (persist) deps.writeVisitorCookie(visitorId);
    sink = deps.sink();
    sink.init(visitorId, persist);
    return sink;
  }

  return {
    track: (event, props = {}) => ensureStarted().send('event', event, props),
    identify: (userId) => ensureStarted().send('set', { user_id: userId }),
    reset: () => {
      if (!sink) return;
      sink.send('set', { user_id: null });
    },
    consentChanged(statistics) {
      if (!sink) return;
      sink.send('consent', 'update', { analytics_storage: statistics ? 'granted' : 'denied' });
      deps.writeVisitorCookie(statistics ? visitorId : null);
    },
    visitorId: () => visitorId,
  };
}
