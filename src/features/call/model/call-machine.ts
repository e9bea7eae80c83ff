// The call's reducer for this side's own events (actions, media, the peer, the
// socket, timers) is one switch over one state; the other side's signals are in call-signals.ts.
import type { CallMedia, CallSignal } from '@/lib/contract';
import {
  CALL_ICE_RESTART_AFTER_MS,
  INITIAL_CALL_STATE,
  type CallEffect,
  type CallEvent,
  type CallState,
  type MediaResult,
  type PeerState,
  type Transition,
} from './call-state';
import { onSignal } from './call-signals';
import {
  connectedSeconds,
  end,
  giveUpAt,
  hungUp,
  idle,
  isAnswered,
  isLive,
  none,
  nextDeadline,
  REFUSED,
} from './call-steps';

export { mediaOf, nextDeadline } from './call-steps';

// The call's state machine: (state, event) -> { state, effects }. Pure: time comes in the events,
// the call id too; the controller performs the effects.

/** This side ends the call with `reason`, telling the other side the right way for its phase. */
function leaveCall(
  state: CallState,
  now: number,
  reason: 'hangup' | 'peer_left' | 'session_ended',
) {
  const by = reason === 'hangup' ? 'local' : undefined;
  // A ringing tab that goes away declines nothing: another tab may still answer.
  if (state.phase === 'incoming')
    return end(
      state,
      now,
      { outcome: reason === 'hangup' ? 'declined' : 'missed', by, durationSeconds: 0 },
      reason === 'hangup' ? [{ type: 'send', signal: { kind: 'decline' } }] : [],
    );
  if (state.phase === 'requesting-media' && state.role === 'caller')
    return end(state, now, { outcome: 'cancelled', by, durationSeconds: 0 });
  if (state.phase === 'outgoing')
    return end(state, now, { outcome: 'cancelled', by, durationSeconds: 0 }, [
      { type: 'send', signal: { kind: 'cancel' } },
    ]);
  const signal: CallSignal = {
    kind: 'hangup',
    reason,
    connected_seconds: connectedSeconds(state, now),
  };
  return end(state, now, hungUp(state, now, reason, by), [{ type: 'send', signal }]);
}

function onTick(state: CallState, now: number): Transition {
  const due = nextDeadline(state);
  if (due === undefined || now < due) return none(state);
  if (state.phase === 'ended') return none(idle(state));
  if (state.phase === 'outgoing')
    return end(state, now, { outcome: 'missed', durationSeconds: 0 }, [
      { type: 'send', signal: { kind: 'missed' } },
    ]);
  // The caller says 'missed'; the callee stops ringing on its own clock too.
  if (state.phase === 'incoming') return end(state, now, { outcome: 'missed', durationSeconds: 0 });
  // ICE stayed disconnected: the caller restarts it, and still gives up in the end.
  if (state.restartAt !== undefined && now >= state.restartAt && now < giveUpAt(state))
    return {
      state: { ...state, restartAt: undefined },
      effects: [{ type: 'offer', restart: true }],
    };
  const signal: CallSignal = {
    kind: 'hangup',
    reason: 'failed',
    connected_seconds: connectedSeconds(state, now),
  };
  return end(state, now, hungUp(state, now, 'failed'), [{ type: 'send', signal }]);
}

function onMedia(state: CallState, result: MediaResult, now: number): Transition {
  if (state.phase !== 'requesting-media') return none(state);
  if (result !== 'granted' && result !== 'camera-refused') {
    const notice = REFUSED[result];
    // A callee without a microphone declines; a caller has not invited anyone yet.
    if (state.role === 'callee')
      return end(
        state,
        now,
        { outcome: 'declined', by: 'local', durationSeconds: 0 },
        [{ type: 'send', signal: { kind: 'decline' } }],
        notice,
      );
    return end(state, now, { outcome: 'failed', by: 'local', durationSeconds: 0 }, [], notice);
  }
  const video = result === 'granted' && state.asked === 'video';
  const media: CallMedia = video ? 'video' : 'audio';
  const next: CallState = {
    ...state,
    phaseSince: now,
    localVideo: video,
    local: { ...state.local, video },
    notice:
      result === 'camera-refused' && state.asked === 'video' ? 'camera-unavailable' : undefined,
  };
  if (state.role === 'caller')
    return {
      state: { ...next, phase: 'outgoing', asked: media, ringingSince: now },
      effects: [{ type: 'send', signal: { kind: 'invite', media } }],
    };
  return {
    state: { ...next, phase: 'connecting' },
    effects: [{ type: 'open-peer' }, { type: 'send', signal: { kind: 'accept', media } }],
  };
}

function onPeer(state: CallState, peer: PeerState, now: number): Transition {
  if (!isAnswered(state)) return none(state);
  if (peer === 'connected')
    return none({
      ...state,
      phase: 'connected',
      phaseSince: now,
      connectedAt: state.connectedAt ?? now,
      restartAt: undefined,
    });
  const again = state.phase === 'reconnecting';
  const next: CallState = {
    ...state,
    phase: 'reconnecting',
    phaseSince: again ? state.phaseSince : now,
  };
  if (state.role !== 'caller') return none(next);
  // A failed ICE does not come back by itself: the caller renegotiates it at once; a
  // disconnected one after CALL_ICE_RESTART_AFTER_MS, unless it came back by then.
  if (peer === 'failed')
    return {
      state: { ...next, restartAt: undefined },
      effects: [{ type: 'offer', restart: true }],
    };
  return none({ ...next, restartAt: again ? state.restartAt : now + CALL_ICE_RESTART_AFTER_MS });
}

/** The socket logged in again: what may have been lost while it was down is sent again. */
function onSocketUp(state: CallState): Transition {
  const next = { ...state, socket: true };
  if (state.role === 'caller' && state.phase === 'outgoing')
    return {
      state: next,
      effects: [{ type: 'send', signal: { kind: 'invite', media: state.asked } }],
    };
  if (state.role === 'caller' && isAnswered(state))
    return {
      state: { ...next, restartAt: undefined },
      effects: [{ type: 'offer', restart: true }],
    };
  // The callee says accept again: the caller offers again (the offer or the answer may have been
  // lost, or the callee's network changed) unless its media is flowing.
  if (state.role === 'callee' && isAnswered(state)) {
    const media: CallMedia = state.localVideo ? 'video' : 'audio';
    return { state: next, effects: [{ type: 'send', signal: { kind: 'accept', media } }] };
  }
  return none(next);
}

/** A toggle of this side's microphone or camera, told to the other side once answered. */
function toggle(state: CallState, kind: 'audio' | 'video'): Transition {
  if (!isLive(state) || (kind === 'video' && !state.localVideo)) return none(state);
  const local = { ...state.local, [kind]: !state.local[kind] };
  const effects: CallEffect[] = [{ type: 'track', kind, enabled: local[kind] }];
  if (isAnswered(state))
    effects.push({
      type: 'send',
      signal: { kind: 'media', audio: local.audio, video: local.video },
    });
  return { state: { ...state, local }, effects };
}

export function reduce(state: CallState, event: CallEvent): Transition {
  switch (event.type) {
    case 'start': {
      if (isLive(state)) return none(state);
      const video = event.media === 'video';
      return {
        state: {
          ...idle(state),
          phase: 'requesting-media',
          phaseSince: event.now,
          callId: event.callId,
          sessionId: event.sessionId,
          role: 'caller',
          asked: event.media,
          local: { ...INITIAL_CALL_STATE.local, video },
        },
        effects: [{ type: 'get-media', media: event.media, facing: 'user' }],
      };
    }
    case 'accept': {
      if (state.phase !== 'incoming') return none(state);
      const asked = event.media === 'audio' ? 'audio' : state.asked;
      return {
        state: { ...state, phase: 'requesting-media', phaseSince: event.now, asked },
        effects: [{ type: 'get-media', media: asked, facing: state.local.facing }],
      };
    }
    case 'decline':
      return state.phase === 'incoming' ? leaveCall(state, event.now, 'hangup') : none(state);
    case 'cancel':
      return state.role === 'caller' &&
        (state.phase === 'outgoing' || state.phase === 'requesting-media')
        ? leaveCall(state, event.now, 'hangup')
        : none(state);
    case 'hangup':
      return isLive(state) ? leaveCall(state, event.now, 'hangup') : none(state);
    case 'leave':
      return isLive(state)
        ? { ...leaveCall(state, event.now, 'peer_left'), state: idle(state) }
        : none(state);
    case 'session-ended':
      return isLive(state) && state.sessionId === event.sessionId
        ? leaveCall(state, event.now, 'session_ended')
        : none(state);
    case 'toggle-mute':
      return toggle(state, 'audio');
    case 'toggle-camera':
      return toggle(state, 'video');
    case 'switch-camera': {
      if (!isLive(state) || !state.localVideo) return none(state);
      const facing = state.local.facing === 'user' ? 'environment' : 'user';
      return {
        state: { ...state, local: { ...state.local, facing } },
        effects: [{ type: 'facing', facing }],
      };
    }
    case 'toggle-speaker':
      return none({ ...state, speaker: !state.speaker });
    case 'minimise':
    case 'restore':
      return none(isLive(state) ? { ...state, minimised: event.type === 'minimise' } : state);
    case 'dismiss':
      return state.phase === 'ended' ? none(idle(state)) : none(state);
    case 'media':
      return onMedia(state, event.result, event.now);
    case 'peer':
      return onPeer(state, event.state, event.now);
    case 'socket':
      return event.up ? onSocketUp(state) : none({ ...state, socket: false });
    case 'tick':
      return onTick(state, event.now);
    case 'signal':
      return onSignal(state, event);
  }
}
