import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endOtherSessions, endSession, fetchSecurityEvents, fetchSessions } from './security.api';

const SESSIONS_KEY = ['auth', 'sessions'] as const;
const EVENTS_KEY = ['auth', 'security-events'] as const;

export const useSessionsQuery = () =>
  useQuery({ queryKey: SESSIONS_KEY, queryFn: ({ signal }) => fetchSessions(signal) });

export const useSecurityEventsQuery = () =>
  useQuery({ queryKey: EVENTS_KEY, queryFn: ({ signal }) => fetchSecurityEvents(signal) });

/** Ending sessions changes both lists: the sessions, and the log that records it. */
function useSessionsMutation<TInput>(mutationFn: (input: TInput) => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: SESSIONS_KEY }),
        client.invalidateQueries({ queryKey: EVENTS_KEY }),
      ]);
    },
  });
}

export const useEndSessionMutation = () => useSessionsMutation(endSession);
export const useEndOtherSessionsMutation = () => useSessionsMutation(endOtherSessions);
