import type {
  CallScreenActions,
  CallScreenEnd,
  CallScreenNotice,
  CallScreenPhase,
  CallScreenView,
} from '@/components/call';
import type { CallMedia } from '@/lib/contract';

// The interface between the call's engine (the state machine and the WebRTC controller) and its
// screens (the ringing sheet, the in-call view, the minimised bar, on the widget and the console).
// The screens render a CallView and call CallActions; they know nothing of WebRTC or the socket.

export type CallRole = NonNullable<CallScreenView['role']>;
export type CallPhase = CallScreenPhase;
export type CallNotice = CallScreenNotice;
export type CallEnd = CallScreenEnd;

/** What the screens show (CallScreenView), and what the engine knows besides. */
export interface CallView extends CallScreenView {
  /**
   * A call can be started now: a live session with the other party, the socket logged in, a
   * browser that can call, and no call under way. The call entries are enabled by it.
   */
  canStart: boolean;
  callId?: string;
  /** When this side started ringing or being rung (epoch ms), for the 30 s countdown. */
  ringingSince?: number;
}

/** What the screens do (CallScreenActions), and starting a call, which the side's menu does. */
export interface CallActions extends CallScreenActions {
  /** Invite the other party (only in a live session, when idle). */
  start(media: CallMedia): void;
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
