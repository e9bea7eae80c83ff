/**
 * The clock of the jsdom that the 'web' project's files share (tests/shared-jsdom.ts): its
 * animation frames, and a check that every test leaves the real timers on the global.
 *
 * requestAnimationFrame:
 *
 * jsdom runs its frames on one `setInterval` taken from the global when the first frame of a
 * batch is asked for, and asks for no other while any frame is pending. A frame asked for under
 * a test's fake clock set that interval on the fake clock; the test then put the real clock back
 * and the interval was gone with it, the frame still pending: no frame ever ran again in that
 * worker, and framer-motion (which takes the page's requestAnimationFrame when it loads and
 * waits for the frame it asked for) stood still in every later file. So each file that faked the
 * clock needed a worker of its own (scripts/test-isolation.ts).
 *
 * Here the frames are run by the clock that is current: a frame asked for under a fake clock runs
 * when that clock is advanced, as in jsdom; one still pending when the clock changes is moved to
 * the clock now current (`revive`, called by tests/setup.ts after every test, and on the next
 * request).
 */
type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

const FRAME_MS = 1000 / 60;
const REVIVE = Symbol.for('webchat.tests.reviveFrames');
const REAL_TIMERS = Symbol.for('webchat.tests.realTimers');
const TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const;
type Slots = Record<symbol, unknown>;

/** Remembers the worker's real timers, to check after each test that they are back. */
export function rememberRealTimers(global: typeof globalThis): void {
  (global as unknown as Slots)[REAL_TIMERS] = Object.fromEntries(
    TIMERS.map((name) => [name, global[name]]),
  );
}

/**
 * Throws, and puts the real timers back, when a test left another on the global: restoring a
 * spy set on a fake clock's setTimeout after the clock was put away put the fake one back, and
 * every later file's timers never fired (a 15 s timeout three files on).
 */
export function expectRealTimers(global: typeof globalThis = globalThis): void {
  const real = (global as unknown as Slots)[REAL_TIMERS] as Record<string, unknown> | undefined;
  if (!real) return;
  const left = TIMERS.filter((name) => global[name] !== real[name]);
  if (left.length === 0) return;
  Object.assign(global, real);
  throw new Error(
    `The test left ${left.join(', ')} of a fake clock on the global: restore spies on a fake ` +
      'timer before vi.useRealTimers().',
  );
}

export function installAnimationFrames(global: typeof globalThis): void {
  const callbacks = new Map<number, FrameRequestCallback>();
  let handles = 0;
  /** The timer that runs the next frame, and the clock (setTimeout) it was set on. */
  let timer: { on: Timers['setTimeout']; cancel: () => void } | undefined;

  const run = () => {
    timer = undefined;
    const now = global.performance.now();
    // The frames asked for before this one runs: those asked for by them wait for the next.
    for (const [handle, callback] of [...callbacks]) {
      if (!callbacks.delete(handle)) continue;
      try {
        callback(now);
      } catch (error) {
        global.reportError?.(error);
      }
    }
    if (callbacks.size > 0) schedule();
  };

  function schedule() {
    if (timer?.on === global.setTimeout) return;
    // A timer set on a clock that is no longer current never runs: set it on this one.
    timer?.cancel();
    const on = global.setTimeout;
    const off = global.clearTimeout;
    const id = on(run, FRAME_MS);
    timer = { on, cancel: () => off(id) };
  }

  global.requestAnimationFrame = (callback: FrameRequestCallback) => {
    callbacks.set(++handles, callback);
    schedule();
    return handles;
  };
  global.cancelAnimationFrame = (handle: number) => {
    callbacks.delete(handle);
  };
  (global as unknown as Slots)[REVIVE] = () => {
    if (callbacks.size > 0) schedule();
  };
}

/** Moves the frames still pending to the clock now current (after a test put its clock back). */
export function reviveAnimationFrames(global: typeof globalThis = globalThis): void {
  ((global as unknown as Slots)[REVIVE] as (() => void) | undefined)?.();
}
