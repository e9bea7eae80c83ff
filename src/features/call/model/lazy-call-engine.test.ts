import type { CallController, CallEngineDeps, IncomingCallFrame } from './call-controller';
import { IDLE_CALL, type CallView } from './call-view';
import { createLazyCallEngine } from './lazy-call-engine';

const deps = {} as CallEngineDeps;
const invite = (callId: string): IncomingCallFrame => ({
  sessionId: 's1',
  callId,
  signal: { kind: 'invite', media: 'audio' },
});

/** A stand-in for the real engine that records what it was told, in order. */
function recorder() {
  const told: string[] = [];
  const listeners = new Set<() => void>();
  let view: CallView = { ...IDLE_CALL, canStart: true };
  const engine: CallController = {
    getView: () => view,
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    actions: {
      ...(Object.fromEntries(
        ['accept', 'decline', 'cancel', 'hangUp', 'toggleMute', 'toggleCamera'].map((name) => [
          name,
          () => told.push(name),
        ]),
      ) as unknown as CallController['actions']),
      start: (media) => void told.push(`start ${media}`),
    },
    receive: (frame) => told.push(`receive ${frame.callId}`),
    socket: (up) => told.push(`socket ${up}`),
    setSession: (id) => told.push(`session ${id}`),
    sessionEnded: (id) => told.push(`ended ${id}`),
    stop: () => told.push('stop'),
  };
  const change = (next: Partial<CallView>) => {
    view = { ...view, ...next };
    listeners.forEach((l) => l());
  };
  return { engine, told, change };
}

describe('the call engine in the first load (a stand-in until its chunk loads)', () => {
  it('is idle and loads nothing until a conversation with the other party begins', async () => {
    const load = vi.fn(async () => () => recorder().engine);
    const lazy = createLazyCallEngine(deps, load);
    lazy.socket(true);
    lazy.setSession(undefined);
    lazy.actions.hangUp();
    expect(lazy.getView()).toBe(IDLE_CALL);
    expect(load).not.toHaveBeenCalled();
  });

  it('hands over the socket, the session and the frames that came first, in order, then follows the engine', async () => {
    const real = recorder();
    const lazy = createLazyCallEngine(deps, async () => () => real.engine);
    const heard = vi.fn();
    lazy.subscribe(heard);
    lazy.socket(false);
    lazy.receive(invite('c1'));
    lazy.socket(true);
    lazy.receive(invite('c2'));
    await vi.waitFor(() => expect(lazy.getView().canStart).toBe(true));
    expect(real.told).toEqual(['socket true', 'receive c1', 'receive c2']);
    expect(heard).toHaveBeenCalledTimes(1);
    real.change({ phase: 'incoming' });
    expect(lazy.getView().phase).toBe('incoming');
    expect(heard).toHaveBeenCalledTimes(2);
    lazy.actions.decline();
    lazy.sessionEnded('s1');
    expect(real.told.slice(3)).toEqual(['decline', 'ended s1']);
  });

  it('a start before the engine is there starts once it is', async () => {
    const real = recorder();
    const lazy = createLazyCallEngine(deps, async () => () => real.engine);
    lazy.setSession('s1', { name: '王工' });
    lazy.actions.start('video');
    await vi.waitFor(() => expect(real.told).toEqual(['session s1', 'start video']));
  });

  it('a chunk that did not come (offline) is fetched again at the next need', async () => {
    const real = recorder();
    const load = vi
      .fn<() => Promise<(d: CallEngineDeps) => CallController>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => real.engine);
    const lazy = createLazyCallEngine(deps, load);
    lazy.setSession('s1', { name: '王工' });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(lazy.getView()).toBe(IDLE_CALL);
    lazy.receive(invite('c1'));
    await vi.waitFor(() => expect(real.told).toEqual(['session s1', 'receive c1']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stopped while its chunk is on the way, it does not ring for what it heard before', async () => {
    const real = recorder();
    let arrive: (create: (d: CallEngineDeps) => CallController) => void = () => {};
    const lazy = createLazyCallEngine(deps, () => new Promise((resolve) => (arrive = resolve)));
    lazy.socket(true);
    lazy.receive(invite('c1'));
    lazy.stop();
    arrive(() => real.engine);
    await vi.waitFor(() => expect(real.told).toEqual(['socket false']));
  });
});
