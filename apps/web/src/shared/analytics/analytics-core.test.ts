import { describe, expect, it } from 'vitest';
import { type AnalyticsDeps, createAnalytics } from './analytics-core';

function setup(overrides: Partial<AnalyticsDeps> = {}) {
  const sent: unknown[][] = [];
  const inits: Array<[string, boolean]> = [];
  let cookie: string | null = null;
  let ids = 0;
  let sinkCreated = 0;
  let statistics = false;
  const analytics = createAnalytics({
    measurementId: 'G-TEST',
    statisticsAllowed: () => statistics,
    readVisitorCookie: () => cookie,
    writeVisitorCookie: (value) => {
      cookie = value;
    },
    newId: () => `v${++ids}`,
    sink: () => {
      sinkCreated += 1;
      return { init: (id, persist) => inits.push([id, persist]), send: (...args) => sent.push(args) };
    },
    ...overrides,
  });
  return {
    analytics,
    sent,
    inits,
    cookie: () => cookie,
    setCookie: (value: string) => {
      cookie = value;
    },
    allowStatistics: () => {
      statistics = true;
    },
    sinkCreated: () => sinkCreated,
  };
}

describe('analytics', () => {
  it('does nothing at all without a measurement id', () => {
    const env = setup({ measurementId: undefined });
    env.analytics.track('login');
    env.analytics.identify('u1');
    expect(env.sinkCreated()).toBe(0);
    expect(env.analytics.visitorId()).toBeNull();
    expect(env.cookie()).toBeNull();
  });

  it('keeps the visitor id in memory only without statistics consent', () => {
    const env = setup();
    env.analytics.track('page_view', { path: '/' });
    expect(env.analytics.visitorId()).toBe('v1');
    expect(env.cookie()).toBeNull();
    expect(env.inits).toEqual([['v1', false]]);
    expect(env.sent).toEqual([['event', 'page_view', { path: '/' }]]);
  });

  it('keeps the visitor id in a cookie with statistics consent, reusing an earlier one', () => {
    const env = setup();
    env.allowStatistics();
    env.setCookie('old-visitor');
    env.analytics.track('login');
    expect(env.analytics.visitorId()).toBe('old-visitor');
    expect(env.inits).toEqual([['old-visitor', true]]);
  });

  it('moves the id into the cookie when consent arrives, and out when withdrawn', () => {
    const env = setup();
    env.analytics.track('x');
    env.analytics.consentChanged(true);
    expect(env.cookie()).toBe('v1');
    env.analytics.consentChanged(false);
    expect(env.cookie()).toBeNull();
  });

  it('identifies and forgets the user', () => {
    const env = setup();
    env.analytics.identify('u1');
    env.analytics.reset();
    expect(env.sent).toEqual([
      ['set', { user_id: 'u1' }],
      ['set', { user_id: null }],
    ]);
  });
});
