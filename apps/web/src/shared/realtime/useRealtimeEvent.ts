import { useContext, useEffect, useRef } from 'react';
import type { RealtimeEvent } from './realtime-client';
import { RealtimeContext } from './realtime-context';

/**
 * Calls `handler` for every real-time event of the signed-in session (and for the local
 * RESUBSCRIBED_EVENT after a reconnect). The latest handler is used, so it may be an inline function.
 * Outside a RealtimeProvider it does nothing.
 */
export function useRealtimeEvent(handler: (event: RealtimeEvent) => void): void {
  const hub = useContext(RealtimeContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => hub?.listen((event) => latest.current(event)), [hub]);
}
