import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type ListSort, type ListState, parseListState, toSearchParams } from './list-state';

export interface ListUrlStateOptions {
  defaultSort?: ListSort;
  sortFields: readonly string[];
}

export interface ListUrlState {
  state: ListState;
  /** Applies a pure transition and writes the result to the address (nothing when unchanged). */
  update: (transition: (state: ListState) => ListState, options?: { replace?: boolean }) => void;
  /** The search part ('' or '?...') of the address a transition leads to: for links. */
  hrefOf: (transition: (state: ListState) => ListState) => string;
}

/** Binds the pure list state to the address query: the address is the only store. */
export function useListUrlState({ defaultSort, sortFields }: ListUrlStateOptions): ListUrlState {
  const [params, setParams] = useSearchParams();
  const sortBy = defaultSort?.sortBy;
  const sortDir = defaultSort?.sortDir;
  const fieldsKey = sortFields.join('\n');
  const options = useMemo(
    () => ({
      defaultSort: sortBy && sortDir ? { sortBy, sortDir } : null,
      sortFields: fieldsKey === '' ? [] : fieldsKey.split('\n'),
    }),
    [sortBy, sortDir, fieldsKey],
  );
  const state = useMemo(() => parseListState(params, options), [params, options]);

  // Transitions read the latest address even when called from a stale closure (timers, effects).
  const latest = useRef({ params, options });
  latest.current = { params, options };

  const nextSearch = useCallback((transition: (state: ListState) => ListState): string | null => {
    const { params: current, options: parseOptions } = latest.current;
    const before = parseListState(current, parseOptions);
    const after = transition(before);
    if (after === before) return null;
    const next = toSearchParams(after, current, parseOptions).toString();
    return next === current.toString() ? null : next;
  }, []);

  const update = useCallback<ListUrlState['update']>(
    (transition, { replace = false } = {}) => {
      const next = nextSearch(transition);
      if (next === null) return;
      // Keep the ref in step so a second transition in the same tick builds on this one.
      latest.current = { ...latest.current, params: new URLSearchParams(next) };
      setParams(new URLSearchParams(next), { replace, preventScrollReset: true });
    },
    [nextSearch, setParams],
  );

  const hrefOf = useCallback<ListUrlState['hrefOf']>(
    (transition) => {
      const text = toSearchParams(transition(parseListState(params, options)), params, options).toString();
      return text === '' ? '' : `?${text}`;
    },
    [params, options],
  );

  return { state, update, hrefOf };
}
