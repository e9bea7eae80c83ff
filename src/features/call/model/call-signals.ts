import type { CallNotice } from './call-view';
import {
  INITIAL_CALL_STATE,
  type CallEvent,
  type CallState,
  type NegotiationSignal,
  type Transition,
} from './call-state';
import { end, hungUp, idle, isAnswered, isLive, none } from './call-steps';

// The remote half of the call's state machine: a signal from the other party, or the echo of one
// this account's other tab sent.

type SignalEvent = Extract<CallEvent, { type: 'signal' }>;

const PEER_NOTICES: readonly (CallNotice | undefined)[] = ['peer-muted', 'peer-camera-off'];

/** The other side's microphone or camera went off or on: the notice says the one that matters. */
function peerNotice(state: CallState, audio: boolean, video: boolean): CallNotice | undefined {
  if (!audio) return 'peer-muted';
  if (state.remoteVideo && !video) return 'peer-camera-off';
  return PEER_NOTICES.includes(state.notice) ? undefined : state.notice;
}

/**
 * An invite in the session this side is calling in, before its own invite was accepted: both
 * sides called at once (glare), and the invite that arrives is the call the server kept.
 */
export const isGlare = (state: CallState, sessionId: string) =>
  state.role === 'caller' &&
  state.sessionId === sessionId &&
  (state.phase === 'outgoing' || state.phase === 'requesting-media');

/** A new call rings here, or is answered busy while another is under way. */
function onInvite(state: CallState, event: SignalEvent, media: 'audio' | 'video'): Transition {
  // The caller sends its invite again after a reconnect: the same call does not ring twice.
  if (event.callId === state.callId) return none(state);
  // Glare: both sides called at once and the server kept the other call. Our own attempt has not
  // been accepted, so it is dropped quietly (the server ignores it) and the other call rings.
  const glare = isGlare(state, event.sessionId);
  if (isLive(state) && !glare)
    return {
      state,
      effects: [
        {
          type: 'send',
          signal: { kind: 'busy' },
          sessionId: event.sessionId,
          callId: event.callId,
        },
      ],
    };
  const video = media === 'video';
  return {
    state: {
      ...idle(state),
      phase: 'incoming',
      phaseSince: event.now,
      ringingSince: event.now,
      callId: event.callId,
      sessionId: event.sessionId,
      role: 'callee',
      asked: media,
      remoteVideo: video,
      remote: { audio: true, video },
      local: { ...INITIAL_CALL_STATE.local, video },
    },
    effects: [
      ...(glare ? [{ type: 'close' } as const] : []),
      { type: 'send', signal: { kind: 'ringing' } },
    ],
  };
}

/**
 * Another tab of this account answered first: this one stops ringing (or, if it answered too
 * late, gives up its answer, which the server dropped), with nothing to show.
 */
function onEcho(state: CallState, event: SignalEvent): Transition {
  const answered = ['accept', 'decline', 'busy'].includes(event.signal.kind);
  const waiting =
    state.phase === 'incoming' ||
    (state.role === 'callee' &&
      !state.offerSeen &&
      (state.phase === 'requesting-media' || state.phase === 'connecting'));
  if (!waiting || event.callId !== state.callId || !answered) return none(state);
  return { state: idle(state), effects: [{ type: 'close' }] };
}

const negotiate = (state: CallState, signal: NegotiationSignal): Transition =>
  isAnswered(state) ? { state, effects: [{ type: 'negotiate', signal }] } : none(state);

export function onSignal(state: CallState, event: SignalEvent): Transition {
  if (event.echo) return onEcho(state, event);
  const { signal, now } = event;
  if (signal.kind === 'invite') return onInvite(state, event, signal.media);
  if (event.callId !== state.callId || !isLive(state)) return none(state);
  const caller = state.role === 'caller';
  switch (signal.kind) {
    case 'ringing':
      return none(state);
    case 'accept': {
      if (!caller) return none(state);
      // Accept again, after the callee's socket came back: media is not flowing, so the callee
      // may have missed the offer, or its network changed; a fresh offer (an ICE restart) it is.
      if (state.phase === 'connecting' || state.phase === 'reconnecting')
        return {
          state: { ...state, restartAt: undefined },
          effects: [{ type: 'offer', restart: true }],
        };
      if (state.phase !== 'outgoing') return none(state);
      const remoteVideo = signal.media === 'video';
      return {
        state: {
          ...state,
          phase: 'connecting',
          phaseSince: now,
          remoteVideo,
          remote: { ...state.remote, video: remoteVideo },
        },
        effects: [{ type: 'open-peer' }, { type: 'offer', restart: false }],
      };
    }
    case 'decline':
    case 'busy':
      if (!caller || state.phase !== 'outgoing') return none(state);
      return signal.kind === 'busy'
        ? end(state, now, { outcome: 'busy', by: 'remote', durationSeconds: 0 }, [], 'busy')
        : end(state, now, { outcome: 'declined', by: 'remote', durationSeconds: 0 });
    case 'cancel':
    case 'missed':
      if (caller) return none(state);
      return end(state, now, {
        outcome: signal.kind === 'cancel' ? 'cancelled' : 'missed',
        by: 'remote',
        durationSeconds: 0,
      });
    case 'offer':
      if (caller) return none(state);
      return negotiate({ ...state, offerSeen: true }, signal);
    case 'answer':
      return caller ? negotiate(state, signal) : none(state);
    case 'candidate':
      return negotiate(state, signal);
    case 'media':
      return none({
        ...state,
        remote: { audio: signal.audio, video: signal.video },
        notice: peerNotice(state, signal.audio, signal.video),
      });
    case 'hangup':
      return end(state, now, hungUp(state, now, signal.reason, 'remote'));
  }
}
