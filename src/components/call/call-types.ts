import type { CallMedia, CallOutcome } from '@/lib/contract';

// What the call's screens read and do. The design system knows no feature, so it states the
// shape it needs; features/call's CallView and CallActions (the engine's) fit it as they are.

export type CallScreenPhase =
  | 'idle'
  | 'requesting-media'
  | 'outgoing'
  | 'incoming'
  | 'connecting'
  | 'connected'
  | 'reconnecting'
  | 'ended';

export type CallScreenNotice =
  | 'camera-unavailable'
  | 'microphone-denied'
  | 'microphone-missing'
  | 'unsupported'
  | 'busy'
  | 'peer-camera-off'
  | 'peer-muted';

export interface CallScreenView {
  phase: CallScreenPhase;
  role?: 'caller' | 'callee';
  media: CallMedia;
  peer: { name: string; avatar?: string };
  connectedAt?: number;
  local: {
    audio: boolean;
    video: boolean;
    stream?: MediaStream;
    facing: 'user' | 'environment';
  };
  remote: { audio: boolean; video: boolean; stream?: MediaStream };
  speaker: boolean;
  canSwitchCamera: boolean;
  minimised: boolean;
  notice?: CallScreenNotice;
  ended?: { outcome: CallOutcome; by?: 'local' | 'remote'; durationSeconds: number };
}

export interface CallScreenActions {
  accept(media?: CallMedia): void;
  decline(): void;
  cancel(): void;
  hangUp(): void;
  toggleMute(): void;
  toggleCamera(): void;
  toggleSpeaker(): void;
  switchCamera(): void;
  minimise(): void;
  restore(): void;
  dismiss(): void;
}

export interface CallScreenProps {
  view: CallScreenView;
  actions: CallScreenActions;
}
