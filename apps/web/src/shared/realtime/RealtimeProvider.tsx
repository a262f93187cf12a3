import { tenantChannel, userChannel } from '@app/domain/notifications/channels';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useIdentity } from '../session/identity.queries';
import { authorizeChannel } from './realtime.api';
import { createRealtimeClient } from './realtime-client';
import {
  RESUBSCRIBED_EVENT,
  RealtimeContext,
  type RealtimeHub,
  type RealtimeListener,
} from './realtime-context';
import { realtimeUrl } from './realtime-protocol';

/**
 * Opens the real-time connection while a user with a verified e-mail is signed in, on the private
 * channels of their tenant and of themselves, and hands every event to the `useRealtimeEvent`
 * listeners. Signing out (or another user signing in) closes it (or opens a new one).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const identity = useIdentity();
  const hub = useMemo(() => createHub(), []);
  const userId = identity?.emailVerifiedAt ? identity.id : null;
  const tenantId = identity?.emailVerifiedAt ? identity.tenantId : null;

  useEffect(() => {
    if (!userId || !tenantId) return;
    const client = createRealtimeClient({
      url: () => realtimeUrl(window.location),
      channels: [tenantChannel(tenantId), userChannel(userId)],
      authorize: authorizeChannel,
      onEvent: hub.emit,
      onResubscribed: (channel) => hub.emit({ event: RESUBSCRIBED_EVENT, channel, data: null }),
    });
    client.start();
    // Back online: no need to wait for the backoff.
    const onOnline = () => client.reconnectNow();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      client.stop();
    };
  }, [hub, userId, tenantId]);

  return <RealtimeContext.Provider value={hub}>{children}</RealtimeContext.Provider>;
}

function createHub(): RealtimeHub & { emit: RealtimeListener } {
  const listeners = new Set<RealtimeListener>();
  return {
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          console.error('[realtime] listener failed', error);
        }
      }
    },
  };
}
