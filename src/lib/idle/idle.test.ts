import { whenIdle } from './index';

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
