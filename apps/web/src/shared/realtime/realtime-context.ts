import { createContext } from 'react';
import type { RealtimeEvent } from './realtime-client';

export type RealtimeListener = (event: RealtimeEvent) => void;

/** What the provider shares: a way to listen to the events of the session's channels. */
export interface RealtimeHub {
  /** Returns the function that stops listening. */
  listen(listener: RealtimeListener): () => void;
}

export const RealtimeContext = createContext<RealtimeHub | null>(null);

/** The local event sent to listeners after a reconnect: events may have been missed while offline. */
export const RESUBSCRIBED_EVENT = 'realtime:resubscribed';
