/**
 * The real-time wire protocol (Pusher-like JSON over a WebSocket), as pure functions: parsing what
 * the server sends, building what the client sends, the socket address and the reconnect delays.
 */

/** The path of the WebSocket endpoint, on the page's own origin. */
export const REALTIME_PATH = '/v1/realtime';

/** The call that authorises a private channel for the socket. */
export const CHANNEL_AUTH_PATH = '/broadcasting/auth';

export const PROTOCOL_EVENTS = {
  connectionEstablished: 'connection_established',
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  subscriptionSucceeded: 'subscription_succeeded',
  subscriptionError: 'subscription_error',
  ping: 'ping',
  pong: 'pong',
  error: 'error',
} as const;

/** A message from the server, normalised. */
export type ServerMessage =
  | { kind: 'connected'; socketId: string }
  | { kind: 'subscribed'; channel: string }
  | { kind: 'subscription-error'; channel: string; status: number | null }
  | { kind: 'pong' }
  | { kind: 'error'; data: unknown }
  | { kind: 'event'; event: string; channel: string | null; data: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Pusher sends `data` as a JSON string; this server sends an object. Both are accepted. */
function decodeData(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Parses one text frame. Anything that is not a JSON object with a string `event` is ignored
 * (null), so a malformed frame can never break the connection.
 */
export function parseServerMessage(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(message) || typeof message.event !== 'string' || message.event === '') return null;
  const data = decodeData(message.data);
  const channel = typeof message.channel === 'string' && message.channel !== '' ? message.channel : null;
  // Laravel Echo names custom events with a leading dot; the event is the same without it.
  const event = message.event.replace(/^\./, '').replace(/^pusher:/, '');

  switch (event) {
    case PROTOCOL_EVENTS.connectionEstablished: {
      const socketId = isRecord(data) ? (data.socketId ?? data.socket_id) : undefined;
      return typeof socketId === 'string' && socketId !== '' ? { kind: 'connected', socketId } : null;
    }
    case PROTOCOL_EVENTS.subscriptionSucceeded:
    case 'pusher_internal:subscription_succeeded':
      return channel ? { kind: 'subscribed', channel } : null;
    case PROTOCOL_EVENTS.subscriptionError: {
      if (!channel) return null;
      const status = isRecord(data) && typeof data.status === 'number' ? data.status : null;
      return { kind: 'subscription-error', channel, status };
    }
    case PROTOCOL_EVENTS.pong:
      return { kind: 'pong' };
    case PROTOCOL_EVENTS.error:
      return { kind: 'error', data };
    default:
      return { kind: 'event', event, channel, data };
  }
}

export function subscribeMessage(channel: string, auth: string): string {
  return JSON.stringify({ event: PROTOCOL_EVENTS.subscribe, data: { channel, auth } });
}

export function unsubscribeMessage(channel: string): string {
  return JSON.stringify({ event: PROTOCOL_EVENTS.unsubscribe, data: { channel } });
}

export function pingMessage(): string {
  return JSON.stringify({ event: PROTOCOL_EVENTS.ping });
}

/** ws:// or wss:// following the page's protocol, same host (the session cookie goes along). */
export function realtimeUrl(location: { protocol: string; host: string }): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${REALTIME_PATH}`;
}

export interface BackoffOptions {
  /** Delay before the first retry. */
  baseMs: number;
  /** The delay never grows beyond this. */
  maxMs: number;
  /** Share of the delay that is randomised (0..1), so many tabs do not reconnect in step. */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1000, maxMs: 30_000, jitter: 0.3 };

/**
 * Delay before reconnect attempt number `attempt` (0 for the first retry): exponential from
 * `baseMs`, capped at `maxMs`, then reduced by up to `jitter` of itself. `random` is in [0, 1).
 */
export function reconnectDelay(
  attempt: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const safeAttempt = Math.max(0, Math.min(30, Math.trunc(attempt)));
  const exponential = Math.min(options.maxMs, options.baseMs * 2 ** safeAttempt);
  const jitter = Math.min(1, Math.max(0, options.jitter));
  return Math.round(exponential * (1 - jitter * random()));
}
