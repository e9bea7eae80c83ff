import type { CallMedia, CallOutcome } from '@/lib/contract';

// What the call's screens read and do. The design system knows no feature, so it states the
// shape it needs; features/call's CallView and CallActions (the engine's) extend it.

export type CallScreenPhase =
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
export type CallScreenNotice =
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

export interface CallScreenEnd {
  outcome: CallOutcome;
  /** Who ended it, when someone did: 'local' (this side) or 'remote'. */
  by?: 'local' | 'remote';
  /** Connected seconds (0 unless it connected). */
  durationSeconds: number;
}

export interface CallScreenView {
  phase: CallScreenPhase;
  role?: 'caller' | 'callee';
  /** What the call is now: a video call whose camera was refused on both ends is audio. */
  media: CallMedia;
  /** The other party's name and avatar, as the conversation shows them. */
  peer: { name: string; avatar?: string };
  /** When media first flowed (epoch ms), for the duration. */
  connectedAt?: number;
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
  notice?: CallScreenNotice;
  ended?: CallScreenEnd;
}

export interface CallScreenActions {
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

export interface CallScreenProps {
  view: CallScreenView;
  actions: CallScreenActions;
}
