import type { CallSignal, IceServer } from '@/lib/contract';
import type { NegotiationSignal, PeerState } from './call-state';

// One call's RTCPeerConnection: made with the ICE servers and the local tracks, then offered,
// answered and fed candidates in the order the signals came (one queue), remote candidates held
// until the remote description is set.

export interface PeerLinkDeps {
  create: (config: RTCConfiguration) => RTCPeerConnection;
  iceServers: Promise<IceServer[]>;
  /**
   * The servers read again before an ICE restart: TURN credentials last minutes, not the call
   * (server/core/ice-servers.ts), and a restart late in a call allocates a relay anew.
   */
  renewIceServers?: () => Promise<IceServer[]>;
  local: MediaStream;
  send: (signal: CallSignal) => void;
  onState: (state: PeerState) => void;
  onRemote: (stream: MediaStream) => void;
}

const STATES: Partial<Record<string, PeerState>> = {
  connected: 'connected',
  completed: 'connected',
  disconnected: 'disconnected',
  failed: 'failed',
};

export class PeerLink {
  private pc: RTCPeerConnection | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private pending: RTCIceCandidateInit[] = [];
  private closed = false;
  /** The last offer sent: while it has no answer, it is what is sent again. */
  private offered: Extract<CallSignal, { kind: 'offer' }> | undefined;

  constructor(private readonly deps: PeerLinkDeps) {}

  /** Runs `step` after the steps before it, on the open connection; a failure stops only it. */
  private then(step: (pc: RTCPeerConnection) => Promise<void> | void): Promise<void> {
    const run = this.queue.then(() => (this.pc && !this.closed ? step(this.pc) : undefined));
    this.queue = run.catch((error: unknown) =>
      console.warn('call: negotiation step failed', error),
    );
    return this.queue as Promise<void>;
  }

  open(): Promise<void> {
    this.queue = this.queue.then(async () => {
      const iceServers = await this.deps.iceServers.catch(() => []);
      if (this.closed) return;
      const pc = this.deps.create({ iceServers });
      const { local } = this.deps;
      local.getTracks().forEach((track) => pc.addTrack(track, local));
      pc.onicecandidate = (e) => {
        const c = e.candidate;
        if (!c?.candidate) return;
        const { sdpMid, sdpMLineIndex, usernameFragment } = c;
        this.deps.send({
          kind: 'candidate',
          candidate: { candidate: c.candidate, sdpMid, sdpMLineIndex, usernameFragment },
        });
      };
      pc.ontrack = (e) => {
        const stream = e.streams[0] ?? new MediaStream([e.track]);
        this.deps.onRemote(stream);
      };
      const report = (state: string) => {
        const mapped = STATES[state];
        if (mapped && !this.closed) this.deps.onState(mapped);
      };
      pc.oniceconnectionstatechange = () => report(pc.iceConnectionState);
      pc.onconnectionstatechange = () => report(pc.connectionState);
      this.pc = pc;
    });
    return this.queue as Promise<void>;
  }

  /**
   * The caller's offer; `restart` renegotiates ICE after a network change. While an offer is
   * still unanswered, that one is sent again instead (it may be the one that was lost): a second
   * offer would be given the first one's answer.
   */
  offer(restart: boolean): Promise<void> {
    return this.then(async (pc) => {
      if (pc.signalingState === 'have-local-offer' && this.offered)
        return this.deps.send(this.offered);
      if (restart) {
        await this.renew(pc);
        pc.restartIce?.();
      }
      const offer = await pc.createOffer(restart ? { iceRestart: true } : undefined);
      await pc.setLocalDescription(offer);
      this.offered = { kind: 'offer', sdp: offer.sdp ?? '', ...(restart ? { restart } : {}) };
      this.deps.send(this.offered);
    });
  }

  take(signal: NegotiationSignal): Promise<void> {
    return this.then(async (pc) => {
      if (signal.kind === 'candidate') {
        if (pc.remoteDescription) await pc.addIceCandidate(signal.candidate);
        else this.pending.push(signal.candidate);
        return;
      }
      if (signal.kind === 'answer') {
        // An answer to an offer already answered (sent twice over a reconnect) changes nothing.
        if (pc.signalingState !== 'have-local-offer') return;
        await pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        return this.flush(pc);
      }
      if (signal.restart) await this.renew(pc);
      await pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
      await this.flush(pc);
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      this.deps.send({ kind: 'answer', sdp: answer.sdp ?? '' });
    });
  }

  /** Fresh ICE servers for the next gathering; the old ones stay when none can be read. */
  private async renew(pc: RTCPeerConnection) {
    const iceServers = await this.deps.renewIceServers?.().catch(() => undefined);
    if (!iceServers?.length || this.closed || !pc.setConfiguration) return;
    pc.setConfiguration({ ...pc.getConfiguration(), iceServers });
  }

  private async flush(pc: RTCPeerConnection) {
    const pending = this.pending;
    this.pending = [];
    for (const candidate of pending) await pc.addIceCandidate(candidate);
  }

  /** The camera's new track (the other facing) in place of the old one, without renegotiating. */
  replaceVideo(track: MediaStreamTrack): Promise<void> {
    return this.then(async (pc) => {
      const sender = pc.getSenders().find((s) => s.track?.kind === 'video');
      await sender?.replaceTrack(track);
    });
  }

  /**
   * Pauses (or resumes) the encoding of the `kind` sender: with the track disabled it would
   * still send silence and black frames; paused, no bytes go at all.
   */
  setSending(kind: 'audio' | 'video', on: boolean): Promise<void> {
    return this.then(async (pc) => {
      const sender = pc.getSenders().find((s) => s.track?.kind === kind);
      if (!sender?.getParameters) return;
      const parameters = sender.getParameters();
      if (!parameters.encodings?.length) return;
      parameters.encodings.forEach((encoding) => (encoding.active = on));
      await sender.setParameters(parameters);
    });
  }

  close(): void {
    this.closed = true;
    this.pending = [];
    this.pc?.close();
    this.pc = undefined;
  }
}
