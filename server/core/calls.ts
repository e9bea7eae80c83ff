import { CALL_NOTICE, CALL_RING_TIMEOUT_MS, type CallOutcome } from '@/lib/contract';
import {
  CALL_RING_GRACE_MS,
  decideStep,
  ECHOED,
  isLive,
  outcomeOnSessionEnd,
  ringExpired,
} from './call-rules';
import { accountForToken } from './accounts';
import type { CoreContext } from './context';
import type { CoreEvent } from './events';
import { appendNotice } from './messages';
import type { CallParty, CallStep, Session, SessionCall } from './types';

/**
 * Voice and video calls (#18): the core relays a call's steps between the two parties of an
 * active session and nobody else, keeps the call's record on the session row (every node of a
 * cluster reads the same one), and writes one line per call when it ends. The rules are pure
 * (call-rules.ts); this applies them in the caller's unit of work.
 *
 * One line per call, also when both sides hang up at once or two nodes' timers fire together:
 * a call ends only by a write to its session row that finds it still live. Units of work do not
 * overlap on the memory store and SQLite; on PostgreSQL (SERIALIZABLE) the second of two such
 * writes is run again, then finds the call ended and does nothing.
 */

type Active = Session & { engineerCode: string };

const other = (party: CallParty): CallParty => (party === 'user' ? 'engineer' : 'user');
const accountOf = (session: Active, party: CallParty) =>
  party === 'user' ? session.cubeUid : session.engineerCode;

/** The side `account` is on in the session; none for anyone else. */
function partyOf(session: Active, account: string): CallParty | undefined {
  if (account === session.cubeUid) return 'user';
  if (account === session.engineerCode) return 'engineer';
  return undefined;
}

async function activeSession(ctx: CoreContext, sessionId: string): Promise<Active | undefined> {
  const session = await ctx.store.sessions.get(sessionId);
  if (!session || session.state !== 'active' || !session.engineerCode) return undefined;
  return session as Active;
}

/** A step the core takes itself: each party hears it from the other, with no connection. */
function tellBoth(ctx: CoreContext, session: Active, callId: string, signal: CallStep) {
  for (const to of ['user', 'engineer'] as const)
    ctx.bus.publish(accountOf(session, to), {
      type: 'call',
      sessionId: session.id,
      callId,
      from: other(to),
      signal,
    });
}

/** Ends the live call on its row and writes its one line. */
async function endCall<S extends Session>(
  ctx: CoreContext,
  session: S & { call: SessionCall },
  outcome: CallOutcome,
  durationSeconds: number,
): Promise<S> {
  const { call } = session;
  const ended = { ...session, call: { ...call, outcome, endedAt: ctx.clock.now() } };
  await ctx.store.sessions.put(ended);
  await appendNotice(ctx, ended, CALL_NOTICE, {
    call: {
      callId: call.callId,
      // As answered: a video call taken with voice was a voice call.
      media: call.acceptedMedia ?? call.media,
      caller: call.caller,
      outcome,
      durationSeconds,
    },
  });
  return ended;
}

/** A ring nobody answered: missed, heard by both sides. Nothing if the call moved on. */
async function missIfRinging(ctx: CoreContext, sessionId: string, callId: string) {
  const session = await activeSession(ctx, sessionId);
  const call = session?.call;
  if (!session || !isLive(call) || call.callId !== callId || call.acceptedAt !== undefined)
    return undefined;
  const ended = await endCall(ctx, { ...session, call }, 'missed', 0);
  tellBoth(ctx, session, callId, { kind: 'missed' });
  return ended;
}

/** When the core ends a ring nobody answered. */
const ringEnds = (call: SessionCall) => call.invitedAt + CALL_RING_TIMEOUT_MS + CALL_RING_GRACE_MS;

/**
 * The core's own end of a ring (the caller's page may be gone and report nothing). Each node
 * that relays an invite of the call sets one; a second one firing finds the call ended already.
 */
function timeRing(ctx: CoreContext, sessionId: string, call: SessionCall) {
  ctx.clock.setTimeout(
    async () => {
      try {
        await ctx.unit((c) => missIfRinging(c, sessionId, call.callId));
      } catch (error) {
        ctx.reportError(error);
      }
    },
    Math.max(0, ringEnds(call) - ctx.clock.now()),
  );
}

/**
 * A step of a call from `fromAccount`'s connection `connectionId`: recorded when it changes the
 * call, then passed to the other party and (for the steps that settle it) echoed to the
 * sender's other connections. Anything that is not a step of this session's call between its
 * parties is dropped without a word.
 */
export async function callSignal(
  ctx: CoreContext,
  fromAccount: string,
  connectionId: string | undefined,
  sessionId: string,
  callId: string,
  signal: CallStep,
): Promise<void> {
  let session = await activeSession(ctx, sessionId);
  const from = session && partyOf(session, fromAccount);
  if (!session || !from) return;
  const now = ctx.clock.now();
  // A ring whose timer was lost (its node stopped) is missed as soon as anyone steps in.
  if (isLive(session.call) && ringExpired(session.call, now))
    session = (await missIfRinging(ctx, session.id, session.call.callId)) ?? session;
  const step = decideStep(session.call, from, callId, signal, now);
  const call = session.call;
  switch (step.do) {
    case 'drop':
      return;
    case 'busy':
      // Only the live call rang: this one is turned away, and leaves no line.
      ctx.bus.publish(fromAccount, {
        type: 'call',
        sessionId,
        callId,
        from: other(from),
        signal: { kind: 'busy' },
      });
      return;
    case 'answered':
      // The caller missed the answer: it hears it again from the callee, as recorded.
      ctx.bus.publish(fromAccount, {
        type: 'call',
        sessionId,
        callId,
        from: other(from),
        signal: { kind: 'accept', media: step.media },
      });
      return;
    case 'start': {
      const started: SessionCall = { callId, media: step.media, caller: from, invitedAt: now };
      await ctx.store.sessions.put({ ...session, call: started });
      timeRing(ctx, sessionId, started);
      break;
    }
    case 'accept':
      if (call)
        await ctx.store.sessions.put({
          ...session,
          call: { ...call, acceptedAt: now, acceptedMedia: step.media },
        });
      break;
    case 'end':
      if (call) await endCall(ctx, { ...session, call }, step.outcome, step.durationSeconds);
      break;
    case 'relay':
      // A repeated invite (after a reconnect) may reach another node: it times the ring too.
      if (signal.kind === 'invite' && call) timeRing(ctx, sessionId, call);
      break;
  }
  const event: Extract<CoreEvent, { type: 'call' }> = {
    type: 'call',
    sessionId,
    callId,
    from,
    ...(connectionId ? { connectionId } : {}),
    signal,
  };
  ctx.bus.publish(accountOf(session, other(from)), event);
  if (ECHOED.has(signal.kind)) ctx.bus.publish(fromAccount, { ...event, echo: true });
}

/**
 * The session is closing: its live call ends first, with its line (before SessionClosed), and
 * both parties hear 'hangup' for 'session_ended'. Returns the session as it is now.
 */
export async function endCallWithSession(
  ctx: CoreContext,
  session: Session,
  closedBy: 'user' | 'engineer' | 'system',
): Promise<Session> {
  const { call } = session;
  if (!isLive(call) || !session.engineerCode) return session;
  const { outcome, durationSeconds } = outcomeOnSessionEnd(call, closedBy, ctx.clock.now());
  const ended = await endCall(ctx, { ...session, call }, outcome, durationSeconds);
  tellBoth(ctx, session as Active, call.callId, {
    kind: 'hangup',
    reason: 'session_ended',
    connectedSeconds: durationSeconds,
  });
  return ended;
}

/**
 * Who may have TURN credentials (#18), as the account they are made for: an engineer, or a
 * visitor an engineer serves now (the only time a visitor can call). Anyone can be an anonymous
 * visitor, so a visitor not being served gets none: the centre's relay is not theirs to use.
 */
export async function relayAccount(ctx: CoreContext, token: string): Promise<string | undefined> {
  const who = await accountForToken(ctx, token);
  if (who?.role === 'engineer') return who.account;
  if (!who) return undefined;
  const open = await ctx.store.sessions.openOf(who.account);
  return open.some((s) => s.state === 'active' && s.engineerCode) ? who.account : undefined;
}
