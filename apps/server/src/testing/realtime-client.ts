import WebSocket from 'ws';
import type { TestClient } from './test-client';

/**
 * A browser-like real-time client for API tests: connects to `/v1/realtime` at `host` (host:port)
 * with the client's session cookie; `next` waits for an event (taking it off the received list).
 */
export async function connectRealtime(host: string, client: TestClient) {
  const cookie = [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  const socket = new WebSocket(`ws://${host}/v1/realtime`, { headers: { cookie } });
  // biome-ignore lint/suspicious/noExplicitAny: events carry whatever JSON the server sent.
  const messages: { event: string; channel?: string; data?: any }[] = [];
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = async (event: string, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const index = messages.findIndex((message) => message.event === event);
      if (index >= 0) return messages.splice(index, 1)[0] as (typeof messages)[number];
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no ${event} within ${timeoutMs} ms; got ${JSON.stringify(messages)}`);
  };
  const send = (message: object) => socket.send(JSON.stringify(message));
  const { data } = await next('connection_established');
  return {
    socket,
    socketId: data.socketId as string,
    next,
    send,
    /** A round trip on the socket: what the server sent before the pong has arrived. */
    pong: async () => {
      send({ event: 'ping' });
      await next('pong');
    },
    received: () => [...messages],
  };
}
