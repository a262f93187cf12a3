import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChannelRefusedError,
  createRealtimeClient,
  type RealtimeClientOptions,
  type RealtimeEvent,
  type SocketLike,
} from './realtime-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  /** The server side. */
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  serverClose() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

const CHANNELS = ['private-tenants.t1', 'private-users.u1'];
const silentLog = { warn: () => undefined, error: () => undefined };

function setup(overrides: Partial<RealtimeClientOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const events: RealtimeEvent[] = [];
  const resubscribed: string[] = [];
  const authorize = vi.fn(async (socketId: string, channel: string) => `sig:${socketId}:${channel}`);
  const client = createRealtimeClient({
    url: () => 'ws://test/v1/realtime',
    channels: CHANNELS,
    authorize,
    onEvent: (event) => events.push(event),
    onResubscribed: (channel) => resubscribed.push(channel),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    backoff: { baseMs: 1000, maxMs: 8000, jitter: 0 },
    pingIntervalMs: 30_000,
    pongTimeoutMs: 5000,
    log: silentLog,
    ...overrides,
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket');
    return socket;
  };
  return { client, sockets, events, resubscribed, authorize, last };
}

async function establish(socket: FakeSocket, socketId = '1.1') {
  socket.open();
  socket.receive({ event: 'connection_established', data: { socketId } });
  await vi.advanceTimersByTimeAsync(0);
}

describe('createRealtimeClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('authorises and subscribes every channel once connected, then delivers events', async () => {
    const { client, last, authorize, events } = setup();
    client.start();
    expect(client.status()).toBe('connecting');
    await establish(last(), '9.9');
    expect(client.status()).toBe('connected');
    expect(authorize.mock.calls.map((call) => [call[0], call[1]])).toEqual([
      ['9.9', 'private-tenants.t1'],
      ['9.9', 'private-users.u1'],
    ]);
    expect(last().sent).toEqual([
      { event: 'subscribe', data: { channel: 'private-tenants.t1', auth: 'sig:9.9:private-tenants.t1' } },
      { event: 'subscribe', data: { channel: 'private-users.u1', auth: 'sig:9.9:private-users.u1' } },
    ]);
    last().receive({ event: 'subscription_succeeded', channel: 'private-tenants.t1' });
    last().receive({
      event: 'export-finished',
      channel: 'private-tenants.t1',
      data: { myCompanyId: 'c1', notification: { id: 1 } },
    });
    expect(events).toEqual([
      {
        event: 'export-finished',
        channel: 'private-tenants.t1',
        data: { myCompanyId: 'c1', notification: { id: 1 } },
      },
    ]);
    client.stop();
  });

  it('reconnects with growing delays and subscribes again', async () => {
    const { client, sockets, last, resubscribed } = setup();
    client.start();
    await establish(last());
    last().receive({ event: 'subscription_succeeded', channel: 'private-users.u1' });
    expect(resubscribed).toEqual([]);

    last().serverClose();
    expect(client.status()).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);

    // The second attempt fails before connecting: the next delay doubles.
    last().serverClose();
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);

    await establish(last(), '2.2');
    expect(last().sent).toHaveLength(2);
    last().receive({ event: 'subscription_succeeded', channel: 'private-users.u1' });
    expect(resubscribed).toEqual(['private-users.u1']);

    // A successful connection resets the backoff.
    last().serverClose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(4);
    client.stop();
  });

  it('does not ask again for a refused channel', async () => {
    const authorize = vi.fn(async (socketId: string, channel: string) => {
      if (channel === 'private-tenants.t1') throw new ChannelRefusedError(channel);
      return `sig:${socketId}`;
    });
    const { client, last } = setup({ authorize });
    client.start();
    await establish(last());
    expect(last().sent).toEqual([
      { event: 'subscribe', data: { channel: 'private-users.u1', auth: 'sig:1.1' } },
    ]);
    last().serverClose();
    await vi.advanceTimersByTimeAsync(1000);
    await establish(last(), '1.2');
    expect(authorize.mock.calls.map((call) => call[1])).toEqual([
      'private-tenants.t1',
      'private-users.u1',
      'private-users.u1',
    ]);
    client.stop();
  });

  it('reconnects when the authorisation call fails', async () => {
    const authorize = vi.fn(async () => {
      throw new Error('network');
    });
    const { client, sockets, last } = setup({ authorize });
    client.start();
    await establish(last());
    expect(last().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('pings after silence and drops a connection that does not answer', async () => {
    const { client, sockets, last } = setup();
    client.start();
    await establish(last());
    const first = last();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(first.sent.at(-1)).toEqual({ event: 'ping' });
    first.receive({ event: 'pong' });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(first.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1 + 5000);
    expect(first.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('stops for good: no reconnect and no late events', async () => {
    const { client, sockets, last, events } = setup();
    client.start();
    await establish(last());
    const socket = last();
    client.stop();
    expect(socket.closed).toBe(true);
    socket.receive({ event: 'export-finished', channel: 'private-tenants.t1', data: {} });
    socket.serverClose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(events).toEqual([]);
    expect(client.status()).toBe('stopped');
  });

  it('keeps going when a listener throws', async () => {
    const { client, last } = setup({
      onEvent: () => {
        throw new Error('listener');
      },
    });
    client.start();
    await establish(last());
    expect(() => last().receive({ event: 'x', channel: 'c', data: null })).not.toThrow();
    expect(client.status()).toBe('connected');
    client.stop();
  });
});
