import type { CallEnd, CallNotice, CallPhase } from './call-view';
import type { CallMedia } from '@/lib/contract';
import {
  CALL_CONNECT_GIVE_UP_MS,
  CALL_ENDED_SHOW_MS,
  CALL_RING_TIMEOUT_MS,
  INITIAL_CALL_STATE,
  type CallEffect,
  type CallState,
  type MediaResult,
  type Transition,
} from './call-state';

// The steps the call's state machine is made of, shared by its local and remote halves.

const LIVE: readonly CallPhase[] = [
  'requesting-media',
  'outgoing',
  'incoming',
  'connecting',
  'connected',
  'reconnecting',
];
/** Accepted: the peer connection exists (or is being made). */
const ANSWERED: readonly CallPhase[] = ['connecting', 'connected', 'reconnecting'];

export const isLive = (state: CallState) => LIVE.includes(state.phase);
export const isAnswered = (state: CallState) => ANSWERED.includes(state.phase);

export const none = (state: CallState): Transition => ({ state, effects: [] });

/** No call, keeping what outlives one (whether the socket is up). */
export const idle = (state: CallState): CallState => ({
  ...INITIAL_CALL_STATE,
  socket: state.socket,
});

export const connectedSeconds = (state: CallState, now: number) =>
  state.connectedAt === undefined ? 0 : Math.max(0, Math.round((now - state.connectedAt) / 1000));

/** What the other side is doing says nothing once the call is over. */
const lasting = (notice: CallNotice | undefined) =>
  notice === 'peer-muted' || notice === 'peer-camera-off' ? undefined : notice;

/**
 * The call is over: the ended screen shows `ended` for CALL_ENDED_SHOW_MS, or with a `notice`
 * until it is dismissed.
 */
export function end(
  state: CallState,
  now: number,
  ended: CallEnd,
  effects: CallEffect[] = [],
  notice: CallNotice | undefined = lasting(state.notice),
): Transition {
  return {
    state: { ...state, phase: 'ended', phaseSince: now, ended, notice, minimised: false },
    effects: [...effects, { type: 'close' }],
  };
}

/** How a call that is hung up ends: completed once media flowed, else failed or cancelled. */
export function hungUp(state: CallState, now: number, reason: string, by?: 'local' | 'remote') {
  const outcome = state.connectedAt ? 'completed' : reason === 'failed' ? 'failed' : 'cancelled';
  return { outcome, by, durationSeconds: connectedSeconds(state, now) } satisfies CallEnd;
}

/** What the call's screen says when the microphone cannot be had. */
export const REFUSED: Record<Exclude<MediaResult, 'granted' | 'camera-refused'>, CallNotice> = {
  'microphone-refused': 'microphone-denied',
  'microphone-missing': 'microphone-missing',
  unsupported: 'unsupported',
};

/** What the call is now: video while either side can send it, once answered. */
export function mediaOf(state: CallState): CallMedia {
  if (!isAnswered(state) && state.phase !== 'ended') return state.asked;
  return state.localVideo || state.remoteVideo ? 'video' : 'audio';
}

/** When a call without media (connecting, or reconnecting) is given up as failed. */
export const giveUpAt = (state: CallState) => state.phaseSince + CALL_CONNECT_GIVE_UP_MS;

/** When the next timer event is due, if any. */
export function nextDeadline(state: CallState): number | undefined {
  switch (state.phase) {
    case 'outgoing':
    case 'incoming':
      return (state.ringingSince ?? state.phaseSince) + CALL_RING_TIMEOUT_MS;
    case 'connecting':
    case 'reconnecting':
      return Math.min(giveUpAt(state), state.restartAt ?? Infinity);
    case 'ended':
      // A notice (the microphone refused, say) stays until dismissed: it takes time to read.
      return state.notice ? undefined : state.phaseSince + CALL_ENDED_SHOW_MS;
    default:
      return undefined;
  }
}
