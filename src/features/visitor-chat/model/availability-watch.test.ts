import { AVAILABILITY_POLL_MS, type AvailabilityView } from '@/lib/contract/service-hours';
import { AvailabilityWatch } from './availability-watch';

/** A page whose visibility the test turns. */
function fakePage() {
  const listeners = new Set<() => void>();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
    turn(state: DocumentVisibilityState) {
      page.visibilityState = state;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
  return page;
}

const closed: AvailabilityView = { online: 0, open: false, reason: 'no_engineer' };
const open: AvailabilityView = { online: 2, open: true };

function setup(answers: AvailabilityView[] = [closed]) {
  const page = fakePage();
  const asked: string[] = [];
  const ask = vi.fn(async (skill: string) => {
    asked.push(skill);
    return answers[Math.min(asked.length - 1, answers.length - 1)]!;
  });
  const watch = new AvailabilityWatch({ ask, page: page as unknown as Document });
  return { page, asked, ask, watch };
}

describe('AvailabilityWatch (#17 item 3: live, not stale until a reload)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 20 s: AVAILABILITY_POLL_MS is the contract’s cadence', () => {
    expect(AVAILABILITY_POLL_MS).toBe(20_000);
  });

  it('asks when watching starts, then every poll interval while the visitor is with the robot or queueing', async () => {
    const { watch, asked } = setup();
    watch.watch('NB', true);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['NB']);
    await vi.advanceTimersByTimeAsync(AVAILABILITY_POLL_MS - 1);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(AVAILABILITY_POLL_MS);
    expect(asked).toHaveLength(3);
    watch.stop();
  });

  it('asks once and does not poll while an engineer serves the visitor', async () => {
    const { watch, asked } = setup();
    watch.watch('NB', false);
    await vi.advanceTimersByTimeAsync(AVAILABILITY_POLL_MS * 3);
    expect(asked).toEqual(['NB']);
    // Back with the robot: asked at once, and polled again.
    watch.watch('NB', true);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(AVAILABILITY_POLL_MS);
    expect(asked).toHaveLength(3);
    watch.stop();
  });

  it('stops polling while the page is hidden and asks at once when it is seen again', async () => {
    const { watch, asked, page } = setup();
    watch.watch('', true);
    await vi.advanceTimersByTimeAsync(0);
    page.turn('hidden');
    await vi.advanceTimersByTimeAsync(AVAILABILITY_POLL_MS * 5);
    expect(asked).toEqual(['']);
    page.turn('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['', '']);
    await vi.advanceTimersByTimeAsync(AVAILABILITY_POLL_MS);
    expect(asked).toHaveLength(3);
    watch.stop();
    expect(page.listeners.size).toBe(0);
  });

  it('tells its readers when the answer switches, both ways, not on an unchanged poll, and keeps the last one on a failed ask', async () => {
    const { watch, ask } = setup([closed, closed, open, open, closed]);
    const heard = vi.fn();
    watch.subscribe(heard);
    watch.watch('NB', true);
    await vi.advanceTimersByTimeAsync(0);
    const nobody = watch.get();
    expect(nobody).toEqual({ reason: 'no_engineer', opensAt: undefined, hours: undefined });
    expect(heard).toHaveBeenCalledTimes(1);
    // The same answer: the same object, nobody re-renders.
    await vi.advanceTimersByTimeAsync(AVAILABILITY_POLL_MS);
    expect(watch.get()).toBe(nobody);
    expect(heard).toHaveBeenCalledTimes(1);
    // An engineer came online.
    await vi.advanceTimersByTimeAsync(AVAILABILITY_POLL_MS);
    expect(watch.get()).toBeUndefined();
    expect(watch.answer()).toEqual(open);
    expect(heard).toHaveBeenCalledTimes(2);
    ask.mockRejectedValueOnce(new Error('offline'));
    await vi.advanceTimersByTimeAsync(AVAILABILITY_POLL_MS);
    expect(watch.answer()).toEqual(open);
    // The last one went offline again.
    await vi.advanceTimersByTimeAsync(AVAILABILITY_POLL_MS * 2);
    expect(watch.get()?.reason).toBe('no_engineer');
    expect(heard).toHaveBeenCalledTimes(3);
    watch.stop();
  });

  it('drops an answer that arrives after a newer ask', async () => {
    const page = fakePage();
    const pending: ((view: AvailabilityView) => void)[] = [];
    const watch = new AvailabilityWatch({
      ask: () => new Promise((resolve) => pending.push(resolve)),
      page: page as unknown as Document,
    });
    watch.watch('NB', false);
    void watch.refresh();
    pending[1]!(open);
    await vi.advanceTimersByTimeAsync(0);
    pending[0]!(closed);
    await vi.advanceTimersByTimeAsync(0);
    expect(watch.answer()).toEqual(open);
    watch.stop();
  });
});
