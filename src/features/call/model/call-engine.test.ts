import { CALL_RING_TIMEOUT_MS } from '@/lib/contract';
import {
  FakePeer,
  FakeStream,
  FakeTrack,
  fakeDevices,
  relay,
  settle,
  type Side,
} from '@/testing/fake-call';
import { createCallEngine } from './call-engine';
import { CALL_ENDED_SHOW_MS } from './call-state';

// The controller over fake WebRTC: two sides (and a second engineer tab) joined by a relay that
// plays the server; time from vitest's fake timers.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

/** Visitor calls, the engineer accepts, both peer connections report connected. */
async function connected(media: 'audio' | 'video' = 'video') {
  const net = relay();
  const user = net.add('user');
  const engineer = net.add('engineer');
  user.engine.actions.start(media);
  await settle();
  engineer.engine.actions.accept();
  await settle();
  user.peers[0]!.ice('connected');
  engineer.peers[0]!.ice('connected');
  return { net, user, engineer };
}

const kinds = (side: Side) => side.sent.map((s) => s.kind);

describe('the call engine', () => {
  it('glare: calling while the other side calls too, their call rings and ours stops', async () => {
    const sent: { callId: string; kind: string }[] = [];
    const { devices, granted } = fakeDevices();
    const engine = createCallEngine({
      send: (_sessionId, callId, signal) => (sent.push({ callId, kind: signal.kind }), true),
      connectionId: () => 'me',
      ready: () => true,
      iceServers: async () => [],
      mediaDevices: () => devices,
      createPeer: (config) => new FakePeer(config) as unknown as RTCPeerConnection,
      newCallId: () => 'mine',
    });
    engine.setSession('s1', { name: '王工' });
    engine.actions.start('audio');
    await settle();
    expect(engine.getView().phase).toBe('outgoing');
    // The server kept the other side's call and relays its invite first.
    engine.receive({
      sessionId: 's1',
      callId: 'theirs',
      signal: { kind: 'invite', media: 'video' },
    });
    expect(engine.getView()).toMatchObject({
      phase: 'incoming',
      callId: 'theirs',
      media: 'video',
      peer: { name: '王工' },
    });
    expect(granted[0]!.getTracks().every((t) => (t as unknown as FakeTrack).stopped)).toBe(true);
    expect(sent).toEqual([
      { callId: 'mine', kind: 'invite' },
      { callId: 'theirs', kind: 'ringing' },
    ]);
    // Then its busy for our call: the ring goes on.
    engine.receive({
      sessionId: 's1',
      callId: 'mine',
      signal: { kind: 'busy' },
    });
    expect(engine.getView()).toMatchObject({ phase: 'incoming', callId: 'theirs' });
  });

  it('can start a call only in a session, logged in, in a browser that can call', () => {
    const net = relay();
    const user = net.add('user');
    expect(user.engine.getView()).toMatchObject({ canStart: true, peer: { name: '王工' } });
    user.engine.setSession(undefined);
    expect(user.engine.getView().canStart).toBe(false);
    user.engine.setSession('s1', { name: '王工' });
    user.engine.socket(false);
    expect(user.engine.getView().canStart).toBe(false);
    const bare = createCallEngine({
      send: () => true,
      connectionId: () => undefined,
      ready: () => true,
      iceServers: async () => [],
      mediaDevices: () => undefined,
      createPeer: () => ({}) as RTCPeerConnection,
    });
    bare.setSession('s1', { name: 'x' });
    expect(bare.getView().canStart).toBe(false);
  });

  it('rings the other side with the caller shown, and connects a video call', async () => {
    const net = relay();
    const user = net.add('user');
    const engineer = net.add('engineer');
    const heard = vi.fn();
    engineer.engine.subscribe(heard);
    user.engine.actions.start('video');
    await settle();
    expect(user.engine.getView()).toMatchObject({ phase: 'outgoing', role: 'caller' });
    expect(engineer.engine.getView()).toMatchObject({
      phase: 'incoming',
      media: 'video',
      peer: { name: '访客' },
      ringingSince: Date.now(),
    });
    expect(heard).toHaveBeenCalled();
    engineer.engine.actions.accept();
    await settle();
    // The ICE servers of the video setting configure both peer connections.
    expect(user.peers[0]!.config.iceServers).toEqual([{ urls: 'stun:stun.example.org:3478' }]);
    expect(kinds(user)).toEqual(['invite', 'offer']);
    expect(kinds(engineer)).toEqual(['ringing', 'accept', 'answer']);
    expect(engineer.peers[0]!.remoteDescription?.type).toBe('offer');
    expect(user.peers[0]!.remoteDescription?.type).toBe('answer');
    // Candidates trickle both ways.
    user.peers[0]!.gather('candidate:1');
    await settle();
    expect(engineer.peers[0]!.candidates).toEqual([
      { candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: undefined },
    ]);
    const remote = new FakeStream([new FakeTrack('audio'), new FakeTrack('video')]);
    user.peers[0]!.track(remote);
    vi.advanceTimersByTime(2000);
    user.peers[0]!.ice('connected');
    const view = user.engine.getView();
    expect(view).toMatchObject({ phase: 'connected', media: 'video', connectedAt: Date.now() });
    expect(view.remote.stream).toBe(remote);
    expect(view.local.stream?.getTracks().map((t) => t.kind)).toEqual(['audio', 'video']);
    expect(view.canSwitchCamera).toBe(true);
  });

  it('mute stops the microphone track and tells the other side', async () => {
    const { user, engineer } = await connected();
    user.engine.actions.toggleMute();
    await settle();
    expect(user.granted[0]!.getAudioTracks()[0]!.enabled).toBe(false);
    // The encoder pauses too: a disabled track alone still sends silence.
    const audio = user.peers[0]!.senders.find((s) => s.track.kind === 'audio')!;
    expect(audio.encodings).toEqual([{ active: false }]);
    expect(engineer.engine.getView()).toMatchObject({
      remote: { audio: false },
      notice: 'peer-muted',
    });
    user.engine.actions.toggleCamera();
    expect(user.granted[0]!.getVideoTracks()[0]!.enabled).toBe(false);
    user.engine.actions.toggleMute();
    await settle();
    expect(audio.encodings).toEqual([{ active: true }]);
  });

  it('switches the camera by replacing the video track', async () => {
    const { user } = await connected();
    const old = user.granted[0]!.getVideoTracks()[0]!;
    user.engine.actions.switchCamera();
    await settle();
    const sender = user.peers[0]!.senders.find((s) => s.track.kind === 'video')!;
    expect(sender.track.facing).toBe('environment');
    expect(old.stopped).toBe(true);
    expect(user.engine.getView().local.facing).toBe('environment');
  });

  it('hang up ends it on both sides, stops the media, then closes the ended screen', async () => {
    const { user, engineer } = await connected('audio');
    vi.advanceTimersByTime(12_000);
    user.engine.actions.hangUp();
    await settle();
    expect(user.sent.at(-1)).toEqual({ kind: 'hangup', reason: 'hangup', connected_seconds: 12 });
    expect(user.engine.getView().ended).toEqual({
      outcome: 'completed',
      by: 'local',
      durationSeconds: 12,
    });
    expect(engineer.engine.getView()).toMatchObject({ phase: 'ended', ended: { by: 'remote' } });
    expect(user.peers[0]!.closed && engineer.peers[0]!.closed).toBe(true);
    expect(user.granted[0]!.tracks.every((t) => t.stopped)).toBe(true);
    vi.advanceTimersByTime(CALL_ENDED_SHOW_MS);
    expect(user.engine.getView().phase).toBe('idle');
    expect(engineer.engine.getView().phase).toBe('idle');
  });

  it('a call nobody answers is missed on both sides after 30 s', async () => {
    const net = relay();
    const user = net.add('user');
    const engineer = net.add('engineer');
    user.engine.actions.start('audio');
    await settle();
    vi.advanceTimersByTime(CALL_RING_TIMEOUT_MS);
    await settle();
    expect(kinds(user)).toEqual(['invite', 'missed']);
    expect(user.engine.getView().ended?.outcome).toBe('missed');
    expect(engineer.engine.getView().ended?.outcome).toBe('missed');
  });

  it('a declined call ends declined for the caller', async () => {
    const net = relay();
    const user = net.add('user');
    const engineer = net.add('engineer');
    user.engine.actions.start('audio');
    await settle();
    engineer.engine.actions.decline();
    await settle();
    expect(user.engine.getView().ended).toEqual({
      outcome: 'declined',
      by: 'remote',
      durationSeconds: 0,
    });
    expect(user.granted[0]!.tracks.every((t) => t.stopped)).toBe(true);
  });

  it('a refused camera answers a video call with voice, and says so', async () => {
    const net = relay();
    const user = net.add('user');
    const engineer = net.add('engineer', { refuse: { camera: true } });
    user.engine.actions.start('video');
    await settle();
    engineer.engine.actions.accept();
    await settle();
    expect(engineer.sent).toContainEqual({ kind: 'accept', media: 'audio' });
    expect(engineer.engine.getView()).toMatchObject({ notice: 'camera-unavailable' });
    expect(engineer.engine.getView().local.stream?.getVideoTracks()).toEqual([]);
    // The visitor still sends video: the call stays a video call for both.
    expect(user.engine.getView().media).toBe('video');
  });

  it('a refused microphone ends the attempt with the reason', async () => {
    const net = relay();
    const user = net.add('user', { refuse: { microphone: true } });
    user.engine.actions.start('audio');
    await settle();
    expect(user.engine.getView()).toMatchObject({ phase: 'ended', notice: 'microphone-denied' });
    expect(user.sent).toEqual([]);
  });

  it('another tab of the engineer stops ringing once one tab answered; its own echo is ignored', async () => {
    const net = relay();
    const user = net.add('user');
    const first = net.add('engineer');
    const second = net.add('engineer');
    user.engine.actions.start('audio');
    await settle();
    expect(second.engine.getView().phase).toBe('incoming');
    first.engine.actions.accept();
    await settle();
    expect(second.engine.getView().phase).toBe('idle');
    expect(first.engine.getView().phase).toBe('connecting');
  });

  it('answers busy to a second call while in one', async () => {
    const { engineer } = await connected('audio');
    engineer.engine.receive({
      sessionId: 's2',
      callId: 'other',
      signal: { kind: 'invite', media: 'audio' },
    });
    expect(engineer.sent.at(-1)).toEqual({ kind: 'busy' });
    expect(engineer.engine.getView().phase).toBe('connected');
  });

  it('keeps the call over a socket drop and restarts ICE at the next login', async () => {
    const { user, engineer } = await connected('audio');
    user.up = false;
    user.engine.socket(false);
    user.engine.actions.toggleMute();
    expect(user.engine.getView().phase).toBe('connected');
    user.up = true;
    user.engine.socket(true);
    await settle();
    expect(user.peers[0]!.restarts).toBe(1);
    expect(user.peers[0]!.offers.at(-1)).toEqual({ iceRestart: true });
    expect(user.sent.at(-1)).toMatchObject({ kind: 'offer', restart: true });
    expect(engineer.sent.at(-1)?.kind).toBe('answer');
  });

  it('an offer that was lost is sent again when the callee says accept again', async () => {
    const net = relay();
    const user = net.add('user');
    const engineer = net.add('engineer');
    user.engine.actions.start('audio');
    await settle();
    // The offer goes nowhere (the socket between the two was down).
    user.up = false;
    engineer.engine.actions.accept();
    await settle();
    expect(user.peers[0]!.signalingState).toBe('have-local-offer');
    expect(engineer.peers[0]!.remoteDescription).toBeNull();
    user.up = true;
    // The callee's socket comes back: its accept again brings the same offer, not a second one.
    engineer.engine.socket(true);
    await settle();
    expect(kinds(engineer)).toEqual(['ringing', 'accept', 'accept', 'answer']);
    expect(user.peers[0]!.offers).toHaveLength(1);
    expect(engineer.peers[0]!.remoteDescription?.type).toBe('offer');
    expect(user.peers[0]!.remoteDescription?.type).toBe('answer');
  });

  it('ICE disconnected shows reconnecting; failed makes the caller restart ICE', async () => {
    const { user } = await connected('audio');
    user.peers[0]!.ice('disconnected');
    expect(user.engine.getView().phase).toBe('reconnecting');
    user.peers[0]!.ice('failed');
    await settle();
    expect(user.peers[0]!.restarts).toBe(1);
    user.peers[0]!.ice('connected');
    expect(user.engine.getView().phase).toBe('connected');
  });

  it('the session ending ends the call; switching conversation does not', async () => {
    const { user, engineer } = await connected('audio');
    engineer.engine.setSession('s9', { name: '别的访客' });
    expect(engineer.engine.getView()).toMatchObject({ phase: 'connected', peer: { name: '访客' } });
    user.engine.sessionEnded('s1');
    await settle();
    expect(user.sent.at(-1)).toMatchObject({ kind: 'hangup', reason: 'session_ended' });
    expect(engineer.engine.getView().phase).toBe('ended');
  });

  it('leaving the page hangs up (peer_left)', async () => {
    const net = relay();
    const win = new EventTarget() as unknown as Window;
    const user = net.add('user', { win });
    const engineer = net.add('engineer');
    user.engine.actions.start('audio');
    await settle();
    engineer.engine.actions.accept();
    await settle();
    win.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(user.sent.at(-1)).toMatchObject({ kind: 'hangup', reason: 'peer_left' });
    expect(engineer.engine.getView().phase).toBe('ended');
  });
});
