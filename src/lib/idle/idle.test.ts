import { afterHolds, holdIdle, whenIdle } from './index';

describe('whenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task after load, when the browser is idle', async () => {
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });

  it('never runs a cancelled task', async () => {
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    await new Promise((r) => setTimeout(r, 400));
    expect(task).not.toHaveBeenCalled();
  });
});

describe('holdIdle', () => {
  it('keeps idle tasks waiting until every hold lets go', async () => {
    const task = vi.fn();
    const first = holdIdle();
    const second = holdIdle();
    whenIdle(task);
    await new Promise((r) => setTimeout(r, 300));
    expect(task).not.toHaveBeenCalled();
    first();
    first(); // a second call changes nothing
    await new Promise((r) => setTimeout(r, 300));
    expect(task).not.toHaveBeenCalled();
    second();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });

  it('lets go by itself after its time limit', async () => {
    const task = vi.fn();
    holdIdle({ maxMs: 50 });
    whenIdle(task);
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });
});

describe('afterHolds', () => {
  it('resolves at once when nothing holds', async () => {
    await expect(afterHolds({ maxMs: 10_000 })).resolves.toBeUndefined();
  });

  it('waits for every hold to let go', async () => {
    const release = holdIdle();
    let done = false;
    void afterHolds({ maxMs: 10_000 }).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    release();
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it('stops waiting after maxMs', async () => {
    const release = holdIdle();
    let done = false;
    void afterHolds({ maxMs: 30 }).then(() => (done = true));
    await vi.waitFor(() => expect(done).toBe(true));
    release();
  });
});
