import type { CallMedia, CallSignal } from '@/lib/contract';
import { CALL_RING_TIMEOUT_MS } from '@/lib/contract';
import type { CallEnd, CallNotice, CallPhase, CallRole } from './call-view';

// The call state machine's state, events and effects (call-machine.ts is the reducer). Pure data:
// the controller (call-engine.ts) performs the effects and feeds the results back as events.

/** How long the ended screen shows how the call ended before it closes by itself. */
export const CALL_ENDED_SHOW_MS = 4_000;
/**
 * How long media may take to flow after an answer, or to come back after the network went away,
 * before the call is given up as failed.
 */
export const CALL_CONNECT_GIVE_UP_MS = 30_000;
/**
 * How long the caller lets ICE stay 'disconnected' before it restarts it: a network that
 * changed (the other side's too) does not come back by itself, and 'failed' takes much longer.
 */
export const CALL_ICE_RESTART_AFTER_MS = 3_000;

export { CALL_RING_TIMEOUT_MS };

export interface CallState {
  phase: CallPhase;
  /** When the current phase began (epoch ms): the ring, connect and ended deadlines count from it. */
  phaseSince: number;
  callId?: string;
  /** The session the call belongs to (kept while the screen shows another conversation). */
  sessionId?: string;
  role?: CallRole;
  /** What was asked for (the invite's media, or the answer chosen). */
  asked: CallMedia;
  /** This side sends video (a camera was granted). */
  localVideo: boolean;
  /** The other side sends video (its invite or accept said so). */
  remoteVideo: boolean;
  ringingSince?: number;
  connectedAt?: number;
  local: { audio: boolean; video: boolean; facing: 'user' | 'environment' };
  remote: { audio: boolean; video: boolean };
  speaker: boolean;
  minimised: boolean;
  /** The socket is logged in: signals sent now arrive. */
  socket: boolean;
  /** Callee: the caller's offer has come (an echo of another tab's accept no longer stops this one). */
  offerSeen: boolean;
  /** Caller, reconnecting: when it restarts ICE if the connection has not come back by then. */
  restartAt?: number;
  notice?: CallNotice;
  ended?: CallEnd;
}

export const INITIAL_CALL_STATE: CallState = {
  phase: 'idle',
  phaseSince: 0,
  asked: 'audio',
  localVideo: false,
  remoteVideo: false,
  local: { audio: true, video: false, facing: 'user' },
  remote: { audio: true, video: false },
  speaker: true,
  minimised: false,
  socket: false,
  offerSeen: false,
};

/** What getUserMedia gave: everything, audio without the camera, or nothing. */
export type MediaResult =
  'granted' | 'camera-refused' | 'microphone-refused' | 'microphone-missing' | 'unsupported';

export type PeerState = 'connected' | 'disconnected' | 'failed';

export type CallEvent =
  | { type: 'start'; media: CallMedia; callId: string; sessionId: string; now: number }
  | { type: 'accept'; media?: CallMedia; now: number }
  | { type: 'decline'; now: number }
  | { type: 'cancel'; now: number }
  | { type: 'hangup'; now: number }
  | { type: 'toggle-mute' }
  | { type: 'toggle-camera' }
  | { type: 'toggle-speaker' }
  | { type: 'switch-camera' }
  | { type: 'minimise' }
  | { type: 'restore' }
  | { type: 'dismiss' }
  /**
   * A signal of the other party, or (`echo`) of another tab of this account. The controller has
   * already dropped this tab's own echoes.
   */
  | {
      type: 'signal';
      sessionId: string;
      callId: string;
      signal: CallSignal;
      echo: boolean;
      now: number;
    }
  | { type: 'media'; result: MediaResult; now: number }
  | { type: 'peer'; state: PeerState; now: number }
  | { type: 'socket'; up: boolean }
  /** The session ended (or the page leaves: `peer_left`). */
  | { type: 'session-ended'; sessionId: string; now: number }
  | { type: 'leave'; now: number }
  | { type: 'tick'; now: number };

/** Offer, answer and candidates go to the peer connection as they are. */
export type NegotiationSignal = Extract<CallSignal, { kind: 'offer' | 'answer' | 'candidate' }>;

export type CallEffect =
  /** Send a signal in the call's session (or, for a busy answer, another call's). */
  | { type: 'send'; signal: CallSignal; sessionId?: string; callId?: string }
  | { type: 'get-media'; media: CallMedia; facing: 'user' | 'environment' }
  /** Create the peer connection with the local tracks. */
  | { type: 'open-peer' }
  /** Caller: offer (again, with an ICE restart, after a network change). */
  | { type: 'offer'; restart: boolean }
  | { type: 'negotiate'; signal: NegotiationSignal }
  | { type: 'track'; kind: 'audio' | 'video'; enabled: boolean }
  | { type: 'facing'; facing: 'user' | 'environment' }
  /** Stop the tracks and close the peer connection. */
  | { type: 'close' };

export interface Transition {
  state: CallState;
  effects: CallEffect[];
}
