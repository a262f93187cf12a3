import {
  type BackoffOptions,
  DEFAULT_BACKOFF,
  parseServerMessage,
  pingMessage,
  reconnectDelay,
  subscribeMessage,
} from './realtime-protocol';

/** A server event on a subscribed channel, e.g. a new notification. */
export interface RealtimeEvent {
  event: string;
  channel: string | null;
  data: unknown;
}

/** The part of the browser's WebSocket the client uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

const SOCKET_OPEN = 1;

export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected' | 'stopped';

/** Thrown by `authorize` when the server refuses the channel (403): it is not asked again. */
export class ChannelRefusedError extends Error {
  constructor(channel: string) {
    super(`Channel ${channel} refused`);
    this.name = 'ChannelRefusedError';
  }
}

export interface RealtimeClientOptions {
  url: () => string;
  channels: readonly string[];
  /** Answers the channel's `auth` signature for the socket (POST /broadcasting/auth). */
  authorize: (socketId: string, channel: string, signal: AbortSignal) => Promise<string>;
  onEvent: (event: RealtimeEvent) => void;
  /** After a reconnect, once a channel is subscribed again: events may have been missed meanwhile. */
  onResubscribed?: (channel: string) => void;
  onStatus?: (status: RealtimeStatus) => void;
  createSocket?: (url: string) => SocketLike;
  backoff?: BackoffOptions;
  random?: () => number;
  /** A ping goes out after this much silence; without any answer in `pongTimeoutMs` the socket is dropped. */
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  log?: Pick<Console, 'warn' | 'error'>;
}

export interface RealtimeClient {
  start(): void;
  stop(): void;
  /** Drops the current socket and connects at once (e.g. when the browser comes back online). */
  reconnectNow(): void;
  status(): RealtimeStatus;
}

/**
 * Connects, authorises and subscribes the channels, delivers events, keeps the connection alive with
 * pings and reconnects with exponential backoff when it drops, subscribing again.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const {
    url,
    channels,
    authorize,
    onEvent,
    onResubscribed,
    onStatus,
    createSocket = (address: string) => new WebSocket(address) as unknown as SocketLike,
    backoff = DEFAULT_BACKOFF,
    random = Math.random,
    pingIntervalMs = 30_000,
    pongTimeoutMs = 10_000,
    log = console,
  } = options;

  let socket: SocketLike | null = null;
  let state: RealtimeStatus = 'disconnected';
  let attempt = 0;
  /** Connections that reached "connection established"; above 1, subscriptions are re-subscriptions. */
  let connections = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setTimeout> | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | null = null;
  let authAbort: AbortController | null = null;
  /** Channels the server refused: asking again would only be refused again. */
  const refused = new Set<string>();

  function setStatus(next: RealtimeStatus): void {
    if (state === next) return;
    state = next;
    onStatus?.(next);
  }

  function clearTimer(timer: ReturnType<typeof setTimeout> | null): null {
    if (timer !== null) clearTimeout(timer);
    return null;
  }

  function clearKeepAlive(): void {
    pingTimer = clearTimer(pingTimer);
    pongTimer = clearTimer(pongTimer);
  }

  /** Any frame proves the connection alive: the next ping is scheduled after the silence. */
  function scheduleKeepAlive(current: SocketLike): void {
    clearKeepAlive();
    pingTimer = setTimeout(() => {
      if (socket !== current || current.readyState !== SOCKET_OPEN) return;
      current.send(pingMessage());
      pongTimer = setTimeout(() => {
        if (socket !== current) return;
        log.warn('[realtime] no answer to ping, reconnecting');
        drop(current);
      }, pongTimeoutMs);
    }, pingIntervalMs);
  }

  function detach(current: SocketLike): void {
    current.onopen = null;
    current.onmessage = null;
    current.onclose = null;
    current.onerror = null;
  }

  /** Forgets the socket and plans the next attempt. */
  function drop(current: SocketLike): void {
    if (socket !== current) return;
    detach(current);
    socket = null;
    authAbort?.abort();
    authAbort = null;
    clearKeepAlive();
    try {
      current.close();
    } catch {
      // Already closed.
    }
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (state === 'stopped') return;
    setStatus('disconnected');
    reconnectTimer = clearTimer(reconnectTimer);
    const delay = reconnectDelay(attempt, backoff, random);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
  }

  async function subscribeAll(current: SocketLike, socketId: string): Promise<void> {
    authAbort?.abort();
    const abort = new AbortController();
    authAbort = abort;
    for (const channel of channels) {
      if (refused.has(channel)) continue;
      let auth: string;
      try {
        auth = await authorize(socketId, channel, abort.signal);
      } catch (error) {
        if (abort.signal.aborted || socket !== current) return;
        if (error instanceof ChannelRefusedError) {
          refused.add(channel);
          log.warn(`[realtime] channel ${channel} refused`);
          continue;
        }
        // The authorisation call failed (network, server): start over with a fresh connection.
        log.warn('[realtime] channel authorisation failed, reconnecting', error);
        drop(current);
        return;
      }
      if (abort.signal.aborted || socket !== current || current.readyState !== SOCKET_OPEN) return;
      current.send(subscribeMessage(channel, auth));
    }
  }

  function handleFrame(current: SocketLike, raw: unknown): void {
    scheduleKeepAlive(current);
    const message = parseServerMessage(raw);
    if (!message) return;
    switch (message.kind) {
      case 'connected':
        connections += 1;
        attempt = 0;
        setStatus('connected');
        void subscribeAll(current, message.socketId);
        return;
      case 'subscribed':
        if (connections > 1) onResubscribed?.(message.channel);
        return;
      case 'subscription-error':
        if (message.status === 401 || message.status === 403) refused.add(message.channel);
        log.warn(`[realtime] subscription to ${message.channel} failed (${message.status ?? 'unknown'})`);
        return;
      case 'pong':
        return;
      case 'error':
        log.warn('[realtime] server error', message.data);
        return;
      case 'event':
        try {
          onEvent({ event: message.event, channel: message.channel, data: message.data });
        } catch (error) {
          log.error('[realtime] event handler failed', error);
        }
        return;
    }
  }

  function connect(): void {
    if (state === 'stopped' || socket !== null) return;
    setStatus('connecting');
    let current: SocketLike;
    try {
      current = createSocket(url());
    } catch (error) {
      log.warn('[realtime] could not open the socket', error);
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => scheduleKeepAlive(current);
    current.onmessage = (event) => handleFrame(current, event.data);
    current.onerror = () => {
      // A close follows every error; reconnecting is left to it.
    };
    current.onclose = () => drop(current);
  }

  return {
    start() {
      if (state !== 'disconnected' || socket !== null || reconnectTimer !== null) return;
      connect();
    },
    stop() {
      setStatus('stopped');
      reconnectTimer = clearTimer(reconnectTimer);
      clearKeepAlive();
      authAbort?.abort();
      authAbort = null;
      const current = socket;
      socket = null;
      if (current) {
        detach(current);
        try {
          current.close(1000, 'stopped');
        } catch {
          // Already closed.
        }
      }
    },
    reconnectNow() {
      if (state === 'stopped') return;
      attempt = 0;
      reconnectTimer = clearTimer(reconnectTimer);
      if (socket) {
        const current = socket;
        detach(current);
        socket = null;
        authAbort?.abort();
        clearKeepAlive();
        try {
          current.close();
        } catch {
          // Already closed.
        }
      }
      setStatus('disconnected');
      connect();
    },
    status: () => state,
  };
}
