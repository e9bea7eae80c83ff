import { startTransition, useEffect, useRef, useState } from 'react';

/** What the hook needs of a store (zustand's StoreApi has it). */
export interface ReadableStore<S> {
  getState(): S;
  subscribe(listener: (state: S) => void): () => void;
}

/**
 * Reads a store's value as a Transition: a change re-renders the reader in a render that yields
 * to the browser every few milliseconds, not in one blocking task. For what arrives from the
 * network and may show a frame later (a login, a company name, a permission tree); a screen that
 * reads it this way is not re-rendered at once by every answer of its first second on a slow
 * phone. What the person does (typing, sending) is read directly, so it shows at once.
 *
 * `select` must be stable (a module-level function), and return the same value when nothing it
 * reads changed (a field, not a new object).
 */
export function useStoreInTransition<S, T>(store: ReadableStore<S>, select: (state: S) => T): T {
  const [value, setValue] = useState(() => select(store.getState()));
  // The last value handed to React: a store change elsewhere in the state renders nothing.
  const last = useRef(value);
  useEffect(() => {
    const update = (state: S) => {
      const next = select(state);
      if (Object.is(next, last.current)) return;
      last.current = next;
      startTransition(() => setValue(() => next));
    };
    const unsubscribe = store.subscribe(update);
    // What changed between the first render and this subscription.
    update(store.getState());
    return unsubscribe;
  }, [store, select]);
  return value;
}
