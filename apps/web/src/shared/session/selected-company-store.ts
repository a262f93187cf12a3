import { safeStorage } from './safe-storage';

// The key name of the original is not known; this one is ours.
const STORAGE_KEY = 'selected-company-id';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The company chosen earlier on this device, shared by every component through useSyncExternalStore. */
export const selectedCompanyStore = {
  get(): string | null {
    return safeStorage.get(STORAGE_KEY);
  },
  set(id: string): void {
    if (safeStorage.get(STORAGE_KEY) === id) return;
    safeStorage.set(STORAGE_KEY, id);
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    // Another tab choosing a company does not move this one, but a reload there and here agree.
    return () => listeners.delete(listener);
  },
};
