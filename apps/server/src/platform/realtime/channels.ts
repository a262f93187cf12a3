import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthUser } from '../auth/access';

/** Whether a user may listen on a private channel: their own tenant's, or their own user channel. */
export function mayListen(user: AuthUser, channel: string): boolean {
  return channel === `private-tenants.${user.tenantId}` || channel === `private-users.${user.id}`;
}

/** The signature /broadcasting/auth hands out for one socket and one channel (Pusher semantics). */
export function createChannelSigner(secret: Buffer) {
  const sign = (socketId: string, channel: string) =>
    createHmac('sha256', secret).update(`broadcast:${socketId}:${channel}`).digest('hex');
  return {
    sign,
    verify(socketId: string, channel: string, auth: string): boolean {
      const expected = Buffer.from(sign(socketId, channel));
      const given = Buffer.from(auth);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
