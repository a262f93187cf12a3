const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/**
 * True when a lazy route's file could not be loaded, typically because a new build replaced it.
 * Reloading fetches the new build; a syntax error in an old chunk is handled the same way.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'SyntaxError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

const RELOAD_MARK = 'chunk-reload-at';
const RELOAD_WINDOW_MS = 10_000;

/** Reloads once; if the last reload was moments ago the error is real and gets shown instead. */
export function reloadForNewBuild(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_MARK) ?? 0);
    if (now - last < RELOAD_WINDOW_MS) return false;
    window.sessionStorage.setItem(RELOAD_MARK, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
