import type { SetupWorker } from 'msw/browser';
import { describe, expect, it, vi } from 'vitest';
import { NETWORK_IDLE_CAP_MS, watchNetwork } from './network-idle';

type Listener = (event: { requestId: string }) => void;

/** MSW's worker as far as the watcher uses it: its lifecycle events. */
function fakeWorker() {
  const listeners = new Map<string, Set<Listener>>();
  const events = {
    on: (name: string, listener: Listener) => {
      listeners.set(name, (listeners.get(name) ?? new Set()).add(listener));
    },
    removeListener: (name: string, listener: Listener) => listeners.get(name)?.delete(listener),
  };
  return {
    worker: { events } as unknown as SetupWorker,
    emit: (name: string, requestId: string) =>
      listeners.get(name)?.forEach((listener) => listener({ requestId })),
    count: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 120));
  return done;
};

describe('watchNetwork', () => {
  it('is idle two frames after the last answer, not while a call is out', async () => {
    const { worker, emit } = fakeWorker();
    const network = watchNetwork(worker, { appBusy: () => false });
    emit('request:start', 'a');
    expect(network.pending).toBe(1);
    const idle = network.idle();
    expect(await settled(idle)).toBe(false);
    emit('request:end', 'a');
    expect(network.pending).toBe(0);
    await idle;
  });

  it('waits for a slow answer however long it takes, not for one held on purpose', async () => {
    const { worker, emit } = fakeWorker();
    let clock = 0;
    const stuck = new Set(['stuck']);
    const network = watchNetwork(worker, { held: (id) => stuck.has(id), now: () => clock });
    emit('request:start', 'stuck');
    emit('request:start', 'slow');
    const idle = network.idle();
    // Seconds go by on a busy machine: the slow answer is still awaited.
    clock = 4_000;
    expect(await settled(idle)).toBe(false);
    emit('request:end', 'slow');
    await idle;
    expect(network.pending).toBe(1);
  });

  it('waits while the app still brings its first content, unless it waits for a held call', async () => {
    const { worker, emit } = fakeWorker();
    let busy = true;
    const stuck = new Set<string>();
    const network = watchNetwork(worker, { held: (id) => stuck.has(id), appBusy: () => busy });
    const idle = network.idle();
    expect(await settled(idle)).toBe(false);
    busy = false;
    await idle;

    busy = true;
    stuck.add('login');
    emit('request:start', 'login');
    await network.idle();
  });

  it('gives up waiting at its cap', async () => {
    const { worker, emit } = fakeWorker();
    let clock = 0;
    const network = watchNetwork(worker, { now: () => clock, appBusy: () => false });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const idle = network.idle();
    // A new call every frame: never quiet, until the cap.
    const calls = setInterval(() => emit('request:start', String(clock++)), 5);
    expect(await settled(idle)).toBe(false);
    clock = NETWORK_IDLE_CAP_MS + 1;
    await idle;
    clearInterval(calls);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^story not settled after/));
    warn.mockRestore();
  });

  it('stops listening', () => {
    const { worker, count } = fakeWorker();
    const network = watchNetwork(worker);
    expect(count()).toBe(2);
    network.stop();
    expect(count()).toBe(0);
  });
});
