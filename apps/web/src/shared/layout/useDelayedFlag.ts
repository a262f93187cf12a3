import { useEffect, useState } from 'react';

/** Spec 01 §9: a loader appears only after 50 ms, so fast pages do not flicker. */
export const PAGE_LOADER_DELAY_MS = 50;

/** True once `active` has stayed true for `delayMs`; false again as soon as it turns false. */
export function useDelayedFlag(active: boolean, delayMs = PAGE_LOADER_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}
