import type { Clock, TimerHandle } from '../core/clock';

export interface HostClock extends Clock {
  /** Cancels every pending timer and refuses new ones: the store is about to close. */
  stop(): void;
  readonly pending: number;
}

/**
 * The wall clock. A timer's callback (robot answers, simulated engineers) runs its own unit of
 * work in the core; whatever it throws or rejects with is logged instead of ending the process.
 */
export function createHostClock(
  onError: (error: unknown) => void,
  now: () => number = Date.now,
): HostClock {
  const timers = new Map<number, NodeJS.Timeout>();
  let nextId = 1;
  let stopped = false;
  return {
    now: () => now(),
    setTimeout(callback: () => void | Promise<void>, ms: number): TimerHandle {
      const id = nextId++;
      if (stopped) return { id };
      const timer = setTimeout(() => {
        timers.delete(id);
        if (stopped) return;
        try {
          callback()?.catch(onError);
        } catch (error) {
          onError(error);
        }
      }, ms);
      timers.set(id, timer);
      return { id };
    },
    clearTimeout(handle: TimerHandle) {
      clearTimeout(timers.get(handle.id));
      timers.delete(handle.id);
    },
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
    get pending() {
      return timers.size;
    },
  };
}
