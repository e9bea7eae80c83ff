import type { CallMedia, CallOutcome } from '@/lib/contract';

// The interface between the call's engine (the state machine and the WebRTC controller) and its
// screens (the ringing sheet, the in-call view, the minimised bar, on the widget and the console).
// The screens render a CallView and call CallActions; they know nothing of WebRTC or the socket.

export type CallRole = 'caller' | 'callee';

export type CallPhase =
  /** No call. */
  | 'idle'
  /** Asking the browser for the microphone (and camera): before inviting, or after accepting. */
  | 'requesting-media'
  /** This side invited; the other side's devices are ringing. */
  | 'outgoing'
  /** The other side invites; this side rings (accept / decline). */
  | 'incoming'
  /** Accepted; media is being negotiated. */
  | 'connecting'
  /** Media flows. */
  | 'connected'
  /** The network went away mid-call (ICE disconnected, socket down); media may resume. */
  | 'reconnecting'
  /** Over: shows how it ended for a moment, then dismissed back to idle. */
  | 'ended';

/** Why the call needs the user's attention, shown as a sentence on the call's screen. */
export type CallNotice =
  /** The camera was refused or is missing: the call goes on with voice only. */
  | 'camera-unavailable'
  /** The microphone was refused: the call cannot start (or is declined). */
  | 'microphone-denied'
  /** No microphone at all on this device. */
  | 'microphone-missing'
  /** This browser cannot make calls (no WebRTC, or an insecure page). */
  | 'unsupported'
  /** The other side is in another call. */
  | 'busy'
  /** The other side's camera is off. */
  | 'peer-camera-off'
  /** The other side muted their microphone. */
  | 'peer-muted';

export interface CallEnd {
  outcome: CallOutcome;
  /** Who ended it, when someone did: 'local' (this side) or 'remote'. */
  by?: 'local' | 'remote';
  /** Connected seconds (0 unless it connected). */
  durationSeconds: number;
}

export interface CallView {
  phase: CallPhase;
  /**
   * A call can be started now: a live session with the other party, the socket logged in, a
   * browser that can call, and no call under way. The call entries are enabled by it.
   */
  canStart: boolean;
  callId?: string;
  role?: CallRole;
  /** What the call is now: a video call whose camera was refused on both ends is audio. */
  media: CallMedia;
  /** The other party's name and avatar, as the conversation shows them. */
  peer: { name: string; avatar?: string };
  /** When media first flowed (epoch ms), for the duration. */
  connectedAt?: number;
  /** When this side started ringing or being rung (epoch ms), for the 30 s countdown. */
  ringingSince?: number;
  local: {
    /** Microphone sending (not muted). */
    audio: boolean;
    /** Camera sending. */
    video: boolean;
    stream?: MediaStream;
    /** Which camera, on a phone with two. */
    facing: 'user' | 'environment';
  };
  remote: { audio: boolean; video: boolean; stream?: MediaStream };
  /** Loudspeaker on (the remote audio plays out loud; off = the earpiece or quietly). */
  speaker: boolean;
  /** More than one camera: offer to switch. */
  canSwitchCamera: boolean;
  /** Shown as a bar over the conversation, so the chat can go on during the call. */
  minimised: boolean;
  notice?: CallNotice;
  ended?: CallEnd;
}

export interface CallActions {
  /** Invite the other party (only in a live session, when idle). */
  start(media: CallMedia): void;
  /** Answer an incoming call; `media` 'audio' answers a video call with voice only. */
  accept(media?: CallMedia): void;
  decline(): void;
  /** Caller gives up before an answer. */
  cancel(): void;
  hangUp(): void;
  toggleMute(): void;
  toggleCamera(): void;
  toggleSpeaker(): void;
  switchCamera(): void;
  minimise(): void;
  restore(): void;
  /** Close the ended screen now (it also closes by itself). */
  dismiss(): void;
}

/**
 * One side's calls (the widget's, or the console's for its open conversations): the screens
 * read its view and act through its actions; the model feeds it the socket's CALL frames.
 */
export interface CallEngine {
  getView(): CallView;
  subscribe(listener: () => void): () => void;
  readonly actions: CallActions;
}

export const IDLE_CALL: CallView = {
  phase: 'idle',
  canStart: false,
  media: 'audio',
  peer: { name: '' },
  local: { audio: true, video: false, facing: 'user' },
  remote: { audio: true, video: false },
  speaker: true,
  canSwitchCamera: false,
  minimised: false,
};
