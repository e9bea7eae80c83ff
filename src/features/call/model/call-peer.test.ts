import type { CallSignal, IceServer } from '@/lib/contract';
import { FakePeer, FakeStream, FakeTrack, settle } from '@/testing/fake-call';
import { PeerLink } from './call-peer';

function link(renewIceServers?: () => Promise<IceServer[]>) {
  const peers: FakePeer[] = [];
  const sent: CallSignal[] = [];
  const states: string[] = [];
  const peer = new PeerLink({
    create: (config) => {
      const p = new FakePeer(config);
      peers.push(p);
      return p as unknown as RTCPeerConnection;
    },
    iceServers: Promise.resolve([{ urls: 'turn:t', username: 'u', credential: 'c' }]),
    ...(renewIceServers && { renewIceServers }),
    local: new FakeStream([new FakeTrack('audio')]) as unknown as MediaStream,
    send: (s) => sent.push(s),
    onState: (s) => states.push(s),
    onRemote: () => {},
  });
  return { peer, peers, sent, states };
}

describe('the peer connection of a call', () => {
  it('holds remote candidates until the offer is set, then answers', async () => {
    const { peer, peers, sent } = link();
    void peer.open();
    void peer.take({ kind: 'candidate', candidate: { candidate: 'early' } });
    await settle();
    expect(peers[0]!.config.iceServers).toEqual([
      { urls: 'turn:t', username: 'u', credential: 'c' },
    ]);
    expect(peers[0]!.candidates).toEqual([]);
    await peer.take({ kind: 'offer', sdp: 'v=0' });
    expect(peers[0]!.candidates).toEqual([{ candidate: 'early' }]);
    expect(sent).toEqual([{ kind: 'answer', sdp: expect.stringMatching(/^answer-/) }]);
  });

  it('takes an answer only to its own offer (a repeated answer changes nothing)', async () => {
    const { peer, peers } = link();
    void peer.open();
    await peer.offer(false);
    await peer.take({ kind: 'answer', sdp: 'a1' });
    await peer.take({ kind: 'answer', sdp: 'a2' });
    expect(peers[0]!.remoteDescription).toEqual({ type: 'answer', sdp: 'a1' });
  });

  it('sends an unanswered offer again rather than a second one; restarts once it is answered', async () => {
    const { peer, peers, sent } = link();
    void peer.open();
    await peer.offer(false);
    await peer.offer(true);
    expect(peers[0]!.offers).toEqual([undefined]);
    expect(peers[0]!.restarts).toBe(0);
    expect(sent).toEqual([{ kind: 'offer', sdp: expect.stringMatching(/^offer-/) }, sent[0]]);
    await peer.take({ kind: 'answer', sdp: 'a1' });
    await peer.offer(true);
    expect(peers[0]!.offers).toEqual([undefined, { iceRestart: true }]);
    expect(peers[0]!.restarts).toBe(1);
    expect(sent[2]).toEqual({
      kind: 'offer',
      sdp: expect.stringMatching(/^offer-/),
      restart: true,
    });
    expect(sent[2]).not.toEqual(sent[0]);
    // Its answer is the one taken.
    await peer.take({ kind: 'answer', sdp: 'a2' });
    expect(peers[0]!.remoteDescription).toEqual({ type: 'answer', sdp: 'a2' });
  });

  it('reads fresh TURN credentials before an ICE restart, on both sides (#37: they last minutes)', async () => {
    const fresh = [{ urls: 'turn:t', username: 'u2', credential: 'c2' }];
    const caller = link(async () => fresh);
    void caller.peer.open();
    await caller.peer.offer(false);
    await caller.peer.take({ kind: 'answer', sdp: 'a1' });
    expect(caller.peers[0]!.reconfigured).toEqual([]);
    await caller.peer.offer(true);
    expect(caller.peers[0]!.reconfigured).toEqual([{ iceServers: fresh }]);
    expect(caller.peers[0]!.restarts).toBe(1);

    const callee = link(async () => fresh);
    void callee.peer.open();
    await callee.peer.take({ kind: 'offer', sdp: 'v=0' });
    expect(callee.peers[0]!.reconfigured).toEqual([]);
    await callee.peer.take({ kind: 'offer', sdp: 'v=1', restart: true });
    expect(callee.peers[0]!.reconfigured).toEqual([{ iceServers: fresh }]);
    // None to be had: the old ones stay.
    const offline = link(async () => Promise.reject(new Error('offline')));
    void offline.peer.open();
    await offline.peer.offer(false);
    await offline.peer.take({ kind: 'answer', sdp: 'a1' });
    await offline.peer.offer(true);
    expect(offline.peers[0]!.reconfigured).toEqual([]);
    expect(offline.peers[0]!.restarts).toBe(1);
  });

  it("reports ICE states in the machine's words, and nothing once closed", async () => {
    const { peer, peers, states } = link();
    await peer.open();
    peers[0]!.ice('checking');
    peers[0]!.ice('completed');
    peers[0]!.ice('disconnected');
    peers[0]!.ice('failed');
    peer.close();
    peers[0]!.ice('connected');
    expect(states).toEqual(['connected', 'disconnected', 'failed']);
    expect(peers[0]!.closed).toBe(true);
  });
});
