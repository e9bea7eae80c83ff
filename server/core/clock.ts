import type { Clock, TimerHandle } from './ports';

export type { Clock, TimerHandle } from './ports';

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => ({ id: globalThis.setTimeout(run, ms) as unknown as number }),
  clearTimeout: (handle) => globalThis.clearTimeout(handle.id),
};

/** A clock that only moves when told to; timers fire in time order during advance(). */
export class ManualClock implements Clock {
  private current: number;
  private nextId = 1;
  private timers = new Map<number, { at: number; run: () => void | Promise<void> }>();

  constructor(start = Date.UTC(2026, 10, 21, 2, 0, 0)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(run: () => void | Promise<void>, ms: number): TimerHandle {
    const id = this.nextId++;
    this.timers.set(id, { at: this.current + Math.max(0, ms), run });
    return { id };
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers.delete(handle.id);
  }

  /** Moves time forward by `ms`, firing every timer that falls due, in order, each to its end. */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    for (;;) {
      let next: [number, { at: number; run: () => void | Promise<void> }] | undefined;
      for (const entry of this.timers)
        if (entry[1].at <= target && (!next || entry[1].at < next[1].at)) next = entry;
      if (!next) break;
      this.timers.delete(next[0]);
      this.current = next[1].at;
      await next[1].run();
    }
    this.current = target;
  }

  get pendingTimers(): number {
    return this.timers.size;
  }
}
