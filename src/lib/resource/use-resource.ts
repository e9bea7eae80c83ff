import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';

export type Resource<T> =
  | { status: 'idle'; data?: undefined; error?: undefined }
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'ok'; data: T; error?: undefined }
  | { status: 'error'; data?: T; error: unknown };

interface Settled<T> {
  /** Which request this answers (key and attempt). */
  tag: string;
  data?: T;
  error?: unknown;
  ok: boolean;
}

/**
 * Loads `load` whenever `key` changes (undefined: nothing to load). The previous data stays while
 * the next loads, so a page turn does not flash empty; answers to an older key are dropped.
 */
export function useResource<T>(
  key: string | undefined,
  load: (signal: AbortSignal) => Promise<T>,
): readonly [Resource<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({ tag: '', ok: false });
  const tag = `${attempt}:${key}`;
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    if (key === undefined) return;
    const controller = new AbortController();
    // An answer renders as a Transition: on a slow phone, the screens that read several things
    // at once re-render in slices that let the browser paint and respond, not one long task each.
    const settle = (update: (s: Settled<T>) => Settled<T>) =>
      !controller.signal.aborted && startTransition(() => setSettled(update));
    run(controller.signal).then(
      (data) => settle(() => ({ tag, data, ok: true })),
      (error: unknown) => settle((s) => ({ tag, data: s.data, error, ok: false })),
    );
    return () => controller.abort();
  }, [key, tag]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  let resource: Resource<T>;
  if (key === undefined) resource = { status: 'idle' };
  else if (settled.tag !== tag) resource = { status: 'loading', data: settled.data };
  else if (settled.ok) resource = { status: 'ok', data: settled.data as T };
  else resource = { status: 'error', data: settled.data, error: settled.error };
  return [resource, retry] as const;
}
