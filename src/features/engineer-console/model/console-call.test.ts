import type { CallSignal } from '@/lib/contract';
import { FakePeer, fakeDevices, settle } from '@/testing/fake-call';
import { createConsoleCall } from './console-call';
import { consoleStore } from './console-store';
import type { ConsoleSession } from './types';

const session = (id: string, name: string): ConsoleSession => ({
  sessionId: id,
  cubeUid: `u-${id}`,
  visitorName: name,
  startedAt: '2026-11-27T10:00:00Z',
  unread: 0,
});

function setup() {
  const sent: { sessionId: string; signal: CallSignal }[] = [];
  const socket = {
    call: (sessionId: string, _callId: string, signal: CallSignal) => {
      sent.push({ sessionId, signal });
      return true;
    },
    connectionId: 'me',
    ready: true,
  };
  const { devices } = fakeDevices();
  const calls = createConsoleCall({
    socket,
    videoSetting: async () => ({ voice_enabled: true, video_enabled: true, ice_servers: [] }),
    engine: {
      mediaDevices: () => devices,
      createPeer: (config) => new FakePeer(config) as unknown as RTCPeerConnection,
    },
  });
  calls.attach();
  return { calls, sent, view: () => calls.engine.getView() };
}

beforeEach(() => {
  consoleStore.reset();
  consoleStore.setSessions([session('s1', '小李'), session('s2', '小张')]);
});

describe("the console's calls", () => {
  it('calls the open conversation, with its visitor named', async () => {
    const { calls, view } = setup();
    expect(view().canStart).toBe(false);
    consoleStore.select('s1');
    // The engine is a chunk of its own, loaded once there is a conversation to call.
    await vi.waitFor(() =>
      expect(view()).toMatchObject({ canStart: true, peer: { name: '小李' } }),
    );
    consoleStore.markEnded('s1', 'user');
    expect(view().canStart).toBe(false);
    calls.detach();
  });

  it('rings for a visitor whose conversation is not open, named by it', async () => {
    const { calls, view } = setup();
    consoleStore.select('s1');
    calls.onEvent({
      name: 'CALL',
      frame: {
        type: 'call',
        sessionId: 's2',
        callId: 'c1',
        from: 'user',
        signal: { kind: 'invite', media: 'audio' },
      },
    });
    await vi.waitFor(() =>
      expect(view()).toMatchObject({ phase: 'incoming', peer: { name: '小张' } }),
    );
    calls.detach();
  });

  it('keeps a call when another conversation opens, and ends it when its own ends', async () => {
    const { calls, sent, view } = setup();
    consoleStore.select('s1');
    calls.engine.actions.start('audio');
    await settle();
    expect(sent).toEqual([{ sessionId: 's1', signal: { kind: 'invite', media: 'audio' } }]);
    consoleStore.select('s2');
    expect(view()).toMatchObject({ phase: 'outgoing', peer: { name: '小李' } });
    consoleStore.markEnded('s1', 'user');
    expect(view().phase).toBe('ended');
    expect(sent.at(-1)).toEqual({ sessionId: 's1', signal: { kind: 'cancel' } });
    calls.detach();
  });

  it('follows the socket: no call while it is down', async () => {
    const { calls, view } = setup();
    consoleStore.select('s1');
    await vi.waitFor(() => expect(view().canStart).toBe(true));
    calls.onEvent({ name: 'RECONNECT', reason: 'disconnected' });
    expect(view().canStart).toBe(false);
    calls.onEvent({ name: 'LOGIN', identifier: 'E1' });
    expect(view().canStart).toBe(true);
    calls.detach();
  });
});
