import type { CallLink } from '@/features/call';
import type { CallSignal } from '@/lib/contract';
import { FakePeer, fakeDevices, settle } from '@/testing/fake-call';
import { createVisitorCall } from './visitor-call';
import { visitorStore } from './visitor-store';

function setup() {
  const sent: CallSignal[] = [];
  const im = {
    call: (_s: string, _c: string, signal: CallSignal) => (sent.push(signal), true),
    connectionId: 'me',
    ready: true,
  } satisfies CallLink;
  const { devices } = fakeDevices();
  const videoSetting = vi.fn(async () => ({
    voice_enabled: true,
    video_enabled: true,
    ice_servers: [{ urls: 'stun:stun.example.org' }],
  }));
  const peers: FakePeer[] = [];
  const calls = createVisitorCall({
    videoSetting,
    socket: im,
    engine: {
      mediaDevices: () => devices,
      createPeer: (config) => {
        const peer = new FakePeer(config);
        peers.push(peer);
        return peer as unknown as RTCPeerConnection;
      },
    },
  });
  calls.attach();
  return { calls, sent, peers, videoSetting, view: () => calls.engine.getView() };
}

const engineer = { code: 'E1', name: '王工', avatar: 'https://x/a.png' };

beforeEach(() => visitorStore.reset());

describe("the visitor's calls", () => {
  it('can call only while an engineer serves the session', async () => {
    const { calls, view } = setup();
    visitorStore.enterSession('s1', { engineer: undefined });
    expect(view().canStart).toBe(false);
    visitorStore.enterSession('s1', { engineer });
    // The engine is a chunk of its own, loaded once an engineer serves the session.
    await vi.waitFor(() =>
      expect(view()).toMatchObject({
        canStart: true,
        peer: { name: '王工', avatar: 'https://x/a.png' },
      }),
    );
    visitorStore.enterSession('s1', { engineer: undefined });
    expect(view().canStart).toBe(false);
    calls.detach();
  });

  it('the conversation ending ends the call (session_ended), with the ICE servers it was given', async () => {
    const { calls, sent, peers, view } = setup();
    visitorStore.enterSession('s1', { engineer });
    calls.engine.actions.start('audio');
    await settle();
    calls.onEvent({
      name: 'CALL',
      frame: {
        type: 'call',
        sessionId: 's1',
        callId: view().callId!,
        from: 'engineer',
        signal: { kind: 'accept', media: 'audio' },
      },
    });
    await settle();
    expect(peers[0]!.config.iceServers).toEqual([{ urls: 'stun:stun.example.org' }]);
    visitorStore.leaveSession();
    expect(view().phase).toBe('ended');
    expect(sent.at(-1)).toMatchObject({ kind: 'hangup', reason: 'session_ended' });
    calls.detach();
  });

  it('stopping the session hangs up a call under way', async () => {
    const { calls, sent } = setup();
    visitorStore.enterSession('s1', { engineer });
    calls.engine.actions.start('audio');
    await settle();
    calls.detach();
    expect(sent.at(-1)).toEqual({ kind: 'cancel' });
  });
});
