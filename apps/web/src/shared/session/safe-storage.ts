/**
 * localStorage that never throws: private windows and locked-down browsers refuse storage, and the
 * spec wants that detected and quietly disabled. A value then lasts for this page only.
 */
const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    const candidate = window.localStorage;
    const probe = '__storage-probe__';
    candidate.setItem(probe, probe);
    candidate.removeItem(probe);
    return candidate;
  } catch {
    return null;
  }
}

let cached: Storage | null | undefined;
const available = (): Storage | null => {
  cached ??= storage();
  return cached;
};

export const safeStorage = {
  get(key: string): string | null {
    return available()?.getItem(key) ?? memory.get(key) ?? null;
  },
  set(key: string, value: string): void {
    const target = available();
    if (target) target.setItem(key, value);
    else memory.set(key, value);
  },
  remove(key: string): void {
    available()?.removeItem(key);
    memory.delete(key);
  },
};
