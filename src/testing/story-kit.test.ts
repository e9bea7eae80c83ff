import { runTimeline, type StoryKit, type TimelineStep } from './story-kit';

/** A kit whose clock is the test's: only `wait` matters to the timeline. */
const kit = { wait: (ms: number) => new Promise((r) => setTimeout(r, ms)) } as StoryKit;

describe('a story timeline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays its steps in time order, each at its time and after the one before has finished', async () => {
    const heard: string[] = [];
    const at = (label: string, ms: number, takes = 0): TimelineStep => ({
      at: ms,
      label,
      run: async () => {
        heard.push(`${label}@${Date.now() - start}`);
        if (takes) await new Promise((r) => setTimeout(r, takes));
      },
    });
    const start = Date.now();
    const done = runTimeline([at('ends', 3000), at('joins', 0, 1500), at('writes', 1000)], kit);
    await vi.advanceTimersByTimeAsync(5000);
    await done;
    // "writes" was due at 1 s but "joins" took 1.5 s.
    expect(heard).toEqual(['joins@0', 'writes@1500', 'ends@3000']);
  });

  it('stops when the story goes away', async () => {
    const heard: string[] = [];
    const stop = new AbortController();
    const step = (label: string, ms: number): TimelineStep => ({
      at: ms,
      label,
      run: () => void heard.push(label),
    });
    const done = runTimeline([step('first', 0), step('later', 1000)], kit, {
      signal: stop.signal,
      onStep: (i) => i === 0 && stop.abort(),
    });
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(heard).toEqual(['first']);
  });
});
