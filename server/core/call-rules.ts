import {
  CALL_MAX_SECONDS,
  CALL_RING_TIMEOUT_MS,
  type CallMedia,
  type CallOutcome,
} from '@/lib/contract';
import type { CallParty, CallStep, SessionCall } from './types';

/**
 * What the core decides about one step of a call (#18), as pure functions of the session's
 * call record, so every rule is tested without a store or a clock. calls.ts applies them.
 */

/**
 * The core's own missed-call timer fires this long after CALL_RING_TIMEOUT_MS: the parties'
 * pages time the ring out themselves first; the core only ends a ring nobody reported (the
 * caller's page closed).
 */
export const CALL_RING_GRACE_MS = 3_000;

/** A record with no outcome is a call still going (ringing, or accepted). */
export const isLive = (call: SessionCall | undefined): call is SessionCall =>
  call !== undefined && call.outcome === undefined;

/** A live call nobody answered within the ring time and its grace: missed, whoever says so. */
export const ringExpired = (call: SessionCall, now: number) =>
  call.acceptedAt === undefined &&
  now - call.invitedAt >= CALL_RING_TIMEOUT_MS + CALL_RING_GRACE_MS;

/** Whole seconds from the answer until now, by the server's clock, at most CALL_MAX_SECONDS. */
export function connectedSeconds(call: SessionCall, now: number): number {
  if (call.acceptedAt === undefined) return 0;
  return Math.min(CALL_MAX_SECONDS, Math.max(0, Math.round((now - call.acceptedAt) / 1000)));
}

/** The steps that settle a call for a whole side: the sender's other tabs hear them too. */
export const ECHOED: ReadonlySet<CallStep['kind']> = new Set([
  'accept',
  'decline',
  'busy',
  'cancel',
  'missed',
  'hangup',
]);

export type CallDecision =
  /** Not a step of this session's call: dropped without a word (no oracle). */
  | { do: 'drop' }
  /** A new call: recorded, relayed, and timed. */
  | { do: 'start'; media: CallMedia }
  /** Another call is live: the inviter hears 'busy' from the other side (no line). */
  | { do: 'busy' }
  /** Passed on to the other side (and echoed when ECHOED). */
  | { do: 'relay' }
  /** The answer: recorded (acceptedAt, and the media it gives), then relayed. */
  | { do: 'accept'; media: CallMedia }
  /**
   * The caller invites again after the call was answered (its socket was down when the answer
   * came): it hears the recorded answer again, from the callee, and nothing is relayed.
   */
  | { do: 'answered'; media: CallMedia }
  /** The call ends: its one line, then relayed. */
  | { do: 'end'; outcome: CallOutcome; durationSeconds: number };

/**
 * One step from `from` for call `callId`, given the session's call record. One call per session
 * at a time: an invite while another is live (both sides calling at once, or a second tab)
 * is answered 'busy' and leaves no line, since only the live call ever rang. A repeated invite
 * of the live call is relayed again (the callee's socket may have been down), or, once answered,
 * answered again to the caller. A repeated accept of the answered call is relayed without being
 * recorded again: the callee asks for an offer it may have missed, or for an ICE restart.
 */
export function decideStep(
  call: SessionCall | undefined,
  from: CallParty,
  callId: string,
  signal: CallStep,
  now: number,
): CallDecision {
  const live = isLive(call) && call.callId === callId ? call : undefined;
  if (signal.kind === 'invite') {
    if (live && live.caller !== from) return DROP;
    if (live)
      return live.acceptedAt === undefined
        ? { do: 'relay' }
        : { do: 'answered', media: live.acceptedMedia ?? live.media };
    // An id of an ended call is not a new call (a replay would write a second line).
    if (call?.callId === callId) return DROP;
    return isLive(call) ? { do: 'busy' } : { do: 'start', media: signal.media };
  }
  if (!live) return DROP;
  const ringing = live.acceptedAt === undefined;
  const callee = from !== live.caller;
  const end = (outcome: CallOutcome, durationSeconds = 0): CallDecision => ({
    do: 'end',
    outcome,
    durationSeconds,
  });
  switch (signal.kind) {
    case 'ringing':
      return ringing && callee ? { do: 'relay' } : DROP;
    case 'accept':
      if (!callee) return DROP;
      // Once answered, an accept again (after the callee's socket came back, or a second tab's
      // late answer, which that tab gives up on hearing the echo) is passed on, not recorded: the
      // caller offers again if it is not connected.
      return ringing ? { do: 'accept', media: answeredMedia(live.media, signal.media) } : RELAY;
    case 'decline':
      return ringing && callee ? end('declined') : DROP;
    case 'busy':
      return ringing && callee ? end('busy') : DROP;
    case 'cancel':
      return ringing && !callee ? end('cancelled') : DROP;
    case 'missed':
      return ringing ? end('missed') : DROP;
    case 'hangup':
      if (ringing) return end(callee ? 'declined' : 'cancelled');
      // Never connected, as the sender counted: the media never flowed. Otherwise the
      // server's own count from the answer, not the client's claim.
      return signal.connectedSeconds === 0
        ? end('failed')
        : end('completed', connectedSeconds(live, now));
    default:
      // offer, answer, candidate, media: between the parties while the call is live.
      return { do: 'relay' };
  }
}

const DROP: CallDecision = { do: 'drop' };
const RELAY: CallDecision = { do: 'relay' };

/** What a call is once answered: video only when it was asked for and answered with it. */
export const answeredMedia = (invited: CallMedia, accepted: CallMedia): CallMedia =>
  invited === 'video' && accepted === 'video' ? 'video' : 'audio';

/**
 * How a live call ends when its session does: counted if it was answered; a ring ends as the
 * caller's cancel when the caller's side closed the session, as missed otherwise.
 */
export function outcomeOnSessionEnd(
  call: SessionCall,
  closedBy: 'user' | 'engineer' | 'system',
  now: number,
): { outcome: CallOutcome; durationSeconds: number } {
  if (call.acceptedAt !== undefined)
    return { outcome: 'completed', durationSeconds: connectedSeconds(call, now) };
  return { outcome: closedBy === call.caller ? 'cancelled' : 'missed', durationSeconds: 0 };
}
