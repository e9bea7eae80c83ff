import { vi } from 'vitest';
import type { CallSignal } from '@/lib/contract';
import {
  createCallEngine,
  type CallController,
  type CallEngineDeps,
} from '@/features/call/model/call-engine';
import type { MediaDevicesLike } from '@/features/call/model/call-media';

// Fakes of what jsdom lacks (MediaStream tracks, getUserMedia, RTCPeerConnection) and a relay
// that plays the server between two sides (and a second tab of one side).

export class FakeTrack {
  enabled = true;
  stopped = false;
  constructor(
    readonly kind: 'audio' | 'video',
    readonly facing?: string,
  ) {}
  stop() {
    this.stopped = true;
  }
}

export class FakeStream {
  constructor(public tracks: FakeTrack[]) {}
  getTracks = () => [...this.tracks];
  getAudioTracks = () => this.tracks.filter((t) => t.kind === 'audio');
  getVideoTracks = () => this.tracks.filter((t) => t.kind === 'video');
  addTrack = (t: FakeTrack) => void this.tracks.push(t);
  removeTrack = (t: FakeTrack) => void (this.tracks = this.tracks.filter((x) => x !== t));
}

export function fakeDevices(refuse: { camera?: boolean; microphone?: boolean } = {}) {
  const granted: FakeStream[] = [];
  const devices = {
    getUserMedia: vi.fn(async (c: MediaStreamConstraints) => {
      if (c.video && refuse.camera) throw new DOMException('no camera', 'NotAllowedError');
      if (c.audio && refuse.microphone) throw new DOMException('no mic', 'NotAllowedError');
      const tracks = [
        ...(c.audio ? [new FakeTrack('audio')] : []),
        ...(c.video
          ? [new FakeTrack('video', (c.video as MediaTrackConstraints).facingMode as string)]
          : []),
      ];
      const stream = new FakeStream(tracks);
      granted.push(stream);
      return stream as unknown as MediaStream;
    }),
    enumerateDevices: async () =>
      [{ kind: 'videoinput' }, { kind: 'videoinput' }, { kind: 'audioinput' }] as MediaDeviceInfo[],
  } satisfies MediaDevicesLike;
  return { devices, granted };
}

let sdpCount = 0;

export class FakePeer {
  senders: {
    track: FakeTrack;
    replaceTrack: (t: FakeTrack) => Promise<void>;
    /** What the encoder is doing: inactive sends no bytes. */
    encodings: { active: boolean }[];
    getParameters: () => { encodings: { active: boolean }[] };
    setParameters: (p: { encodings: { active: boolean }[] }) => Promise<void>;
  }[] = [];
  remoteDescription: RTCSessionDescriptionInit | null = null;
  signalingState = 'stable';
  iceConnectionState = 'new';
  connectionState = 'new';
  candidates: unknown[] = [];
  offers: (RTCOfferOptions | undefined)[] = [];
  restarts = 0;
  closed = false;
  onicecandidate: ((e: unknown) => void) | null = null;
  ontrack: ((e: unknown) => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  /** What setConfiguration was given, in turn (fresh ICE servers before a restart). */
  reconfigured: RTCConfiguration[] = [];
  constructor(readonly config: RTCConfiguration) {}
  getConfiguration(): RTCConfiguration {
    return this.reconfigured.at(-1) ?? this.config;
  }
  setConfiguration(config: RTCConfiguration) {
    this.reconfigured.push(config);
  }
  addTrack(track: FakeTrack) {
    const sender = {
      track,
      replaceTrack: vi.fn(async (t: FakeTrack) => void (sender.track = t)),
      encodings: [{ active: true }],
      getParameters: () => ({ encodings: sender.encodings.map((e) => ({ ...e })) }),
      setParameters: async (p: { encodings: { active: boolean }[] }) =>
        void (sender.encodings = p.encodings),
    };
    this.senders.push(sender);
  }
  getSenders = () => this.senders;
  async createOffer(options?: RTCOfferOptions) {
    this.offers.push(options);
    return { type: 'offer' as const, sdp: `offer-${(sdpCount += 1)}` };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: `answer-${(sdpCount += 1)}` };
  }
  async setLocalDescription(d: RTCSessionDescriptionInit) {
    this.signalingState = d.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.remoteDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate(c: unknown) {
    this.candidates.push(c);
  }
  restartIce() {
    this.restarts += 1;
  }
  close() {
    this.closed = true;
  }
  /** The browser found a candidate. */
  gather(candidate: string) {
    this.onicecandidate?.({ candidate: { candidate, sdpMid: '0', sdpMLineIndex: 0 } });
  }
  ice(state: string) {
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.();
  }
  track(stream: FakeStream) {
    this.ontrack?.({ streams: [stream], track: stream.tracks[0] });
  }
}

export interface Side {
  engine: CallController;
  peers: FakePeer[];
  granted: FakeStream[];
  sent: CallSignal[];
  up: boolean;
}

/**
 * Sides of one session: 'user' and 'engineer' tabs. What a tab sends reaches the other party's
 * tabs, and its own account's other tabs as an echo, in a later microtask (as over a socket).
 */
export function relay() {
  const tabs: { party: 'user' | 'engineer'; id: string; side: Side }[] = [];
  const add = (
    party: 'user' | 'engineer',
    options: { refuse?: { camera?: boolean; microphone?: boolean } } & Partial<CallEngineDeps> = {},
  ): Side => {
    const id = `${party}-${tabs.length}`;
    const { devices, granted } = fakeDevices(options.refuse);
    const side: Side = { peers: [], granted, sent: [], up: true, engine: undefined as never };
    side.engine = createCallEngine({
      send: (sessionId, callId, signal) => {
        if (!side.up) return false;
        side.sent.push(signal);
        queueMicrotask(() => {
          for (const tab of tabs) {
            if (tab.id === id) continue;
            const echo = tab.party === party;
            tab.side.engine.receive({ sessionId, callId, signal, connectionId: id, echo });
          }
        });
        return true;
      },
      connectionId: () => id,
      ready: () => side.up,
      iceServers: async () => [{ urls: 'stun:stun.example.org:3478' }],
      mediaDevices: () => devices,
      createPeer: (config) => {
        const peer = new FakePeer(config);
        side.peers.push(peer);
        return peer as unknown as RTCPeerConnection;
      },
      newCallId: () => `call-${id}`,
      ...options,
    });
    side.engine.setSession('s1', { name: party === 'user' ? '王工' : '访客' });
    tabs.push({ party, id, side });
    return side;
  };
  return { add };
}

/** Lets queued signals and negotiation steps run. */
export async function settle() {
  for (let i = 0; i < 30; i += 1) await Promise.resolve();
}
