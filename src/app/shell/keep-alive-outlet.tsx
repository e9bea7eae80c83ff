import { Activity, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';

interface Entry {
  key: string;
  element: ReactNode;
  lastUsed: number;
}

interface CacheState {
  current: string;
  clock: number;
  entries: readonly Entry[];
}

export interface KeepAliveOutletProps {
  /** How many route views stay alive; the least recently shown one is dropped first. @default 6 */
  max?: number;
}

/** Adds or refreshes `key`, then drops the least recently used views beyond `max`. */
export function touchEntry(
  state: CacheState,
  key: string,
  element: ReactNode,
  max: number,
): CacheState {
  const clock = state.clock + 1;
  const known = state.entries.some((e) => e.key === key);
  let entries = known
    ? state.entries.map((e) => (e.key === key ? { ...e, lastUsed: clock } : e))
    : [...state.entries, { key, element, lastUsed: clock }];
  while (entries.length > max) {
    const oldest = entries.reduce((a, b) => (b.lastUsed < a.lastUsed ? b : a));
    entries = entries.filter((e) => e !== oldest);
  }
  return { current: key, clock, entries };
}

/**
 * SPEC §2: "the shell keeps the current route view alive when switching". Each visited path
 * keeps its rendered view inside a hidden <Activity>, so drafts, scroll and component state
 * survive a round trip while hidden views release their effects (timers, listeners).
 */
export function KeepAliveOutlet({ max = 6 }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const [cache, setCache] = useState<CacheState>(() => ({
    current: pathname,
    clock: 0,
    entries: [{ key: pathname, element: outlet, lastUsed: 0 }],
  }));
  let view = cache;
  if (cache.current !== pathname) {
    // Adjusting state while rendering (React's documented pattern) avoids a blank frame.
    view = touchEntry(cache, pathname, outlet, max);
    setCache(view);
  }
  return view.entries.map((entry) => (
    <Activity key={entry.key} mode={entry.key === pathname ? 'visible' : 'hidden'}>
      {entry.element}
    </Activity>
  ));
}
