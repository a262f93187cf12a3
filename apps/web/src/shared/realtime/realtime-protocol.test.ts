import { describe, expect, it } from 'vitest';
import {
  parseServerMessage,
  pingMessage,
  realtimeUrl,
  reconnectDelay,
  subscribeMessage,
} from './realtime-protocol';

describe('parseServerMessage', () => {
  it('reads the socket id of a new connection, as an object or as a JSON string', () => {
    expect(parseServerMessage('{"event":"connection_established","data":{"socketId":"1.2"}}')).toEqual({
      kind: 'connected',
      socketId: '1.2',
    });
    expect(
      parseServerMessage(
        JSON.stringify({ event: 'pusher:connection_established', data: '{"socket_id":"3.4"}' }),
      ),
    ).toEqual({ kind: 'connected', socketId: '3.4' });
  });

  it('reads subscription answers', () => {
    expect(parseServerMessage('{"event":"subscription_succeeded","channel":"private-users.u1"}')).toEqual({
      kind: 'subscribed',
      channel: 'private-users.u1',
    });
    expect(
      parseServerMessage(
        '{"event":"subscription_error","channel":"private-tenants.t1","data":{"status":403}}',
      ),
    ).toEqual({ kind: 'subscription-error', channel: 'private-tenants.t1', status: 403 });
  });

  it('passes other events on with their channel and data, without a leading dot', () => {
    const notification = { id: 5, type: 'export-finished' };
    expect(
      parseServerMessage(
        JSON.stringify({
          event: '.export-finished',
          channel: 'private-tenants.t1',
          data: { myCompanyId: 'c1', notification },
        }),
      ),
    ).toEqual({
      kind: 'event',
      event: 'export-finished',
      channel: 'private-tenants.t1',
      data: { myCompanyId: 'c1', notification },
    });
    expect(parseServerMessage('{"event":"pong"}')).toEqual({ kind: 'pong' });
  });

  it('ignores frames that are not protocol messages', () => {
    for (const raw of [
      'not json',
      '[]',
      '{"data":1}',
      '{"event":""}',
      42,
      null,
      '{"event":"connection_established"}',
    ]) {
      expect(parseServerMessage(raw)).toBeNull();
    }
  });
});

describe('client messages', () => {
  it('subscribes with the signature and pings', () => {
    expect(JSON.parse(subscribeMessage('private-users.u1', 'key:sig'))).toEqual({
      event: 'subscribe',
      data: { channel: 'private-users.u1', auth: 'key:sig' },
    });
    expect(JSON.parse(pingMessage())).toEqual({ event: 'ping' });
  });
});

describe('realtimeUrl', () => {
  it('follows the page protocol on the same host', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'app.example.ro' })).toBe(
      'wss://app.example.ro/v1/realtime',
    );
    expect(realtimeUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/v1/realtime',
    );
  });
});

describe('reconnectDelay', () => {
  const options = { baseMs: 1000, maxMs: 30_000, jitter: 0.5 };

  it('doubles from the base delay and stops at the maximum', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((attempt) => reconnectDelay(attempt, options, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('shortens the delay by at most the jitter share', () => {
    expect(reconnectDelay(2, options, () => 0.999_999)).toBe(2000);
    expect(reconnectDelay(2, options, () => 0.5)).toBe(3000);
    // Evenly spread draws up to the largest below 1, where rounding reaches the bound itself.
    for (const draw of [...Array.from({ length: 100 }, (_, i) => i / 100), 1 - 2 ** -53]) {
      const delay = reconnectDelay(3, options, () => draw);
      expect(delay).toBeGreaterThanOrEqual(4000);
      expect(delay).toBeLessThanOrEqual(8000);
    }
  });

  it('treats odd attempt numbers as the first attempt', () => {
    expect(reconnectDelay(-3, options, () => 0)).toBe(1000);
  });
});
