import {
  expectRealTimers,
  installAnimationFrames,
  rememberRealTimers,
  reviveAnimationFrames,
} from '../shared-clock';

/** A clock of its own: timers that run only when it is told to. */
function manualClock() {
  let id = 0;
  const timers = new Map<number, () => void>();
  return {
    setTimeout: ((run: () => void) => (timers.set(++id, run), id)) as typeof setTimeout,
    clearTimeout: ((handle: number) => void timers.delete(handle)) as typeof clearTimeout,
    tick() {
      const due = [...timers.values()];
      timers.clear();
      for (const run of due) run();
    },
    get pending() {
      return timers.size;
    },
  };
}

/** Puts `clock`'s timers on the page's global, as vi.useFakeTimers / useRealTimers do. */
const onClock = (page: typeof globalThis, clock: ReturnType<typeof manualClock>) =>
  Object.assign(page, { setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout });

/** A global with the frames installed, on `clock` until the test swaps it. */
function pageWith(clock: ReturnType<typeof manualClock>) {
  const page = {
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    performance: { now: () => 1000 },
  } as unknown as typeof globalThis;
  installAnimationFrames(page);
  return page;
}

describe('animation frames in the shared jsdom (tests/shared-clock.ts)', () => {
  it('runs the frames asked for once, with the time, on the next tick of the clock', () => {
    const clock = manualClock();
    const page = pageWith(clock);
    const seen: number[] = [];
    page.requestAnimationFrame((t) => seen.push(t));
    const cancelled = page.requestAnimationFrame(() => seen.push(-1));
    page.cancelAnimationFrame(cancelled);
    expect(clock.pending).toBe(1);
    clock.tick();
    expect(seen).toEqual([1000]);
    clock.tick();
    expect(seen).toEqual([1000]);
  });

  it('runs a frame asked for by a frame on the tick after', () => {
    const clock = manualClock();
    const page = pageWith(clock);
    const seen: string[] = [];
    page.requestAnimationFrame(() => {
      seen.push('first');
      page.requestAnimationFrame(() => seen.push('second'));
    });
    clock.tick();
    expect(seen).toEqual(['first']);
    clock.tick();
    expect(seen).toEqual(['first', 'second']);
  });

  it('moves a frame left pending on a clock put away to the clock now current', () => {
    const fake = manualClock();
    const real = manualClock();
    const page = pageWith(real);
    // A test fakes the clock, asks for a frame and puts the real clock back before it runs.
    onClock(page, fake);
    const seen: string[] = [];
    page.requestAnimationFrame(() => seen.push('asked under the fake clock'));
    onClock(page, real);
    // The next request finds its timer on a clock no longer current and sets one on this one.
    page.requestAnimationFrame(() => seen.push('asked after'));
    real.tick();
    expect(seen).toEqual(['asked under the fake clock', 'asked after']);
  });

  it('revives the pending frames when nothing asks for another (setup, after each test)', () => {
    const fake = manualClock();
    const real = manualClock();
    const page = pageWith(fake);
    const seen: string[] = [];
    page.requestAnimationFrame(() => seen.push('pending'));
    onClock(page, real);
    reviveAnimationFrames(page);
    real.tick();
    expect(seen).toEqual(['pending']);
  });
});

describe('the real timers each test must leave on the global', () => {
  it('passes when they are back, and fails naming them, putting them back, when not', () => {
    const real = manualClock();
    const page = { ...real, setInterval: () => 0, clearInterval: () => undefined };
    const global = page as unknown as typeof globalThis;
    rememberRealTimers(global);
    expect(() => expectRealTimers(global)).not.toThrow();
    const fake = manualClock();
    page.setTimeout = fake.setTimeout;
    expect(() => expectRealTimers(global)).toThrow(/left setTimeout of a fake clock/);
    expect(page.setTimeout).toBe(real.setTimeout);
  });
});
