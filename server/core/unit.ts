import type { Clock, TimerHandle } from './clock';
import type { CoreContext } from './context';
import type { CoreEvent } from './events';
import type { Bus } from './bus';

/** What a unit of work sends and schedules; none of it happens unless the unit commits. */
interface Pending {
  frames: [string, CoreEvent][];
  timers: {
    run: () => void | Promise<void>;
    ms: number;
    handle: { id: number };
    cancelled: boolean;
  }[];
}

function bufferedBus(bus: Bus, pending: Pending): Bus {
  return {
    publish: (account, event) => void pending.frames.push([account, event]),
    subscribe: (account, listener) => bus.subscribe(account, listener),
    isOnline: (account) => bus.isOnline(account),
    connections: (account) => bus.connections(account),
  };
}

let provisional = 0;

function bufferedClock(clock: Clock, pending: Pending): Clock {
  return {
    now: () => clock.now(),
    setTimeout(run, ms) {
      // A handle now; the timer itself starts after the commit (its id is filled in then).
      const handle = { id: --provisional };
      pending.timers.push({ run, ms, handle, cancelled: false });
      return handle;
    },
    clearTimeout(handle: TimerHandle) {
      const waiting = pending.timers.find((t) => t.handle === handle);
      if (waiting) waiting.cancelled = true;
      else clock.clearTimeout(handle);
    },
  };
}

/**
 * The core's unit of work (#20): `fn` runs in one store transaction with a context whose
 * store is the transaction's; the frames it publishes reach sockets and the timers it sets
 * start only after the commit, so nobody hears of a change that was rolled back. Inside a
 * unit, `ctx.unit` runs in place; once the unit is over, a timer's `ctx.unit` starts a new one.
 */
export function createUnitRunner(root: Omit<CoreContext, 'unit'>): CoreContext['unit'] {
  const run: CoreContext['unit'] = async (fn, options) => {
    const pending: Pending = { frames: [], timers: [] };
    let open = true;
    const result = await root.store
      .unit(async (store) => {
        // A store may run the unit again after a conflict (PostgreSQL): only the last attempt's
        // frames and timers are the unit's.
        pending.frames.length = 0;
        pending.timers.length = 0;
        const ctx: CoreContext = {
          ...root,
          store,
          bus: bufferedBus(root.bus, pending),
          clock: bufferedClock(root.clock, pending),
          unit: (inner, innerOptions) => (open ? inner(ctx) : run(inner, innerOptions)),
        };
        return fn(ctx);
      }, options)
      .finally(() => {
        open = false;
      });
    for (const [account, event] of pending.frames) root.bus.publish(account, event);
    for (const timer of pending.timers) {
      if (timer.cancelled) continue;
      timer.handle.id = root.clock.setTimeout(timer.run, timer.ms).id;
    }
    return result;
  };
  return run;
}
