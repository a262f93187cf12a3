import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { efacturaKeys } from './efactura.queries';

/** How long after "sync now" the registry keeps looking for what arrived, and how often. */
export const FOLLOW_SYNC_MS = 60_000;
export const FOLLOW_SYNC_EVERY_MS = 3_000;

/**
 * The sync runs as a job: after "sync now" the registry is read again every few seconds for a
 * minute, so what the job imports appears without a reload (the imported notification's real-time
 * event refreshes it too, when it arrives).
 */
export function useFollowSync(companyId: string): () => void {
  const client = useQueryClient();
  const [until, setUntil] = useState<number | null>(null);
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      if (Date.now() > until) {
        setUntil(null);
        return;
      }
      void client.invalidateQueries({ queryKey: efacturaKeys.all(companyId) });
    }, FOLLOW_SYNC_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [until, client, companyId]);
  return () => setUntil(Date.now() + FOLLOW_SYNC_MS);
}
