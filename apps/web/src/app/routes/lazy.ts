import type { ComponentType } from 'react';

/** Spec 01 §9: a page's code that has not arrived after 120 s counts as a failed chunk load. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Rejects like a failed dynamic import, so the route error page reloads the app. */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new TypeError('Failed to fetch dynamically imported module (timed out)')),
      timeoutMs,
    );
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/** A route's `lazy` that loads one named component of a module. */
export function lazyComponent<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const module = await withChunkTimeout(load());
    return { Component: module[name] as ComponentType };
  };
}
