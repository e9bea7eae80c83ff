import { create } from 'zustand';

interface LoadingState {
  flags: Record<string, boolean>;
}

/** SPEC §3 loading store: a map of loading flags by key (one per API path). */
export const useLoadingStore = create<LoadingState>(() => ({ flags: {} }));

export function setLoading(key: string, loading: boolean): void {
  useLoadingStore.setState((state) => ({ flags: { ...state.flags, [key]: loading } }));
}

/** SPEC §4: the lookup falls back to the first key containing the requested name. */
export function lookupLoading(flags: Record<string, boolean>, name: string): boolean {
  if (name in flags) return flags[name] ?? false;
  const key = Object.keys(flags).find((k) => k.includes(name));
  return key ? (flags[key] ?? false) : false;
}

/** React hook: is the call whose path is (or contains) `name` in flight? */
export function useLoading(name: string): boolean {
  return useLoadingStore((state) => lookupLoading(state.flags, name));
}
