import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { type AuthUser, requireAuth, signedIn } from '../auth/access';
import { forbidden } from '../http/errors';
import type { RealtimeBus } from './bus';
import { createChannelSigner, mayListen } from './channels';

type Connection = {
  socket: WebSocket;
  user: AuthUser;
  channels: Set<string>;
  /** Deliveries in flight, chained so a connection receives its events in publication order. */
  queue: Promise<void>;
};

/** Whether a user may see a company (the companies module's visibility rule). */
export type CompanyVisibility = (user: AuthUser, companyId: string) => Promise<boolean>;

const clientMessageSchema = z.object({
  event: z.string(),
  data: z.object({ channel: z.string(), auth: z.string() }).partial().optional(),
});

/**
 * WebSocket endpoint with private channels. A client learns its socket id, asks
 * POST /broadcasting/auth for a signature per channel, then subscribes with it.
 */
export function registerRealtime(
  app: FastifyInstance,
  bus: RealtimeBus,
  secret: Buffer,
  maySeeCompany: CompanyVisibility,
): void {
  const signer = createChannelSigner(secret);
  const connections = new Map<string, Connection>();

  const unsubscribe = bus.onMessage((message) => {
    const { companyId, ...sent } = message;
    const text = JSON.stringify(sent);
    // The tenant channel carries every company's events: a member receives only those of the
    // companies they may see, decided once per user and event, when the event is delivered.
    const decisions = new Map<string, Promise<boolean>>();
    const mayReceive = (user: AuthUser) => {
      if (!companyId) return Promise.resolve(true);
      let decision = decisions.get(user.id);
      if (!decision) {
        decision = maySeeCompany(user, companyId).catch((error: unknown) => {
          app.log.warn({ err: error, companyId }, 'real-time delivery check failed');
          return false;
        });
        decisions.set(user.id, decision);
      }
      return decision;
    };
    for (const connection of connections.values()) {
      if (!connection.channels.has(message.channel)) continue;
      connection.queue = connection.queue.then(async () => {
        if (!(await mayReceive(connection.user))) return;
        if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(text);
      });
    }
  });
  // preClose: open sockets would otherwise keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    unsubscribe();
    for (const connection of connections.values()) connection.socket.close(1001, 'server stopping');
  });

  app.get(
    '/v1/realtime',
    { websocket: true, config: signedIn, schema: { hide: true } },
    (socket, request) => {
      const user = requireAuth(request).user;
      const socketId = randomUUID();
      const connection: Connection = { socket, user, channels: new Set(), queue: Promise.resolve() };
      connections.set(socketId, connection);
      const send = (message: object) => socket.send(JSON.stringify(message));
      send({ event: 'connection_established', data: { socketId } });

      socket.on('message', (raw) => {
        let parsed: z.infer<typeof clientMessageSchema>;
        try {
          parsed = clientMessageSchema.parse(JSON.parse(String(raw)));
        } catch {
          return send({ event: 'error', data: { message: 'invalid message' } });
        }
        if (parsed.event === 'ping') return send({ event: 'pong' });
        const channel = parsed.data?.channel ?? '';
        if (parsed.event === 'unsubscribe') {
          connection.channels.delete(channel);
          return;
        }
        if (parsed.event !== 'subscribe') return;
        const allowed = signer.verify(socketId, channel, parsed.data?.auth ?? '') && mayListen(user, channel);
        if (!allowed) return send({ event: 'subscription_error', channel, data: { status: 403 } });
        connection.channels.add(channel);
        send({ event: 'subscription_succeeded', channel });
      });
      socket.on('close', () => connections.delete(socketId));
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/broadcasting/auth',
    {
      config: signedIn,
      schema: {
        tags: ['realtime'],
        body: z.object({ socket_id: z.string().min(1).max(100), channel_name: z.string().min(1).max(200) }),
        response: { 200: z.object({ auth: z.string() }) },
      },
    },
    async (request) => {
      const user = requireAuth(request).user;
      const { socket_id: socketId, channel_name: channel } = request.body;
      if (!mayListen(user, channel)) throw forbidden();
      return { auth: signer.sign(socketId, channel) };
    },
  );
}
