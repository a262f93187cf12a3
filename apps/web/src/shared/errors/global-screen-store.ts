type GlobalScreen = 'maintenance' | 'no-internet' | null;
type Listener = () => void;

let current: GlobalScreen = null;
const listeners = new Set<Listener>();

/** Which app-wide error screen is up; set by the query client, cleared by the screen's retry button. */
export const globalScreenStore = {
  get: (): GlobalScreen => current,
  set(screen: GlobalScreen): void {
    if (screen === current) return;
    current = screen;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
