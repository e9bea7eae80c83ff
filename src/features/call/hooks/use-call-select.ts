import { useSyncExternalStore } from 'react';
import type { CallEngine, CallView } from '../model/call-view';

const noSubscription = () => () => {};

/**
 * One value of the call's view (whether a call can start, whether one is on): a screen that
 * shows an entry renders again when that value changes, not for every step of a call. `select`
 * should be a module-level function; `idle` is the value without an engine.
 */
export function useCallSelect<T extends boolean | string>(
  engine: CallEngine | undefined,
  select: (view: CallView) => T,
  idle: T,
): T {
  return useSyncExternalStore(
    engine ? engine.subscribe : noSubscription,
    engine ? () => select(engine.getView()) : () => idle,
    () => idle,
  );
}

/** A call can start now (the entries are on). */
export const canStartCall = (view: CallView) => view.canStart;
