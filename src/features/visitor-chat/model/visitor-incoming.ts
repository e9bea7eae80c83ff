import {
  authorEngineer,
  authorRoleOf,
  type ChatMessage,
  DEFAULT_NAMES,
  frameToRow,
  type ImMessage,
  isLateNotice,
  isRowKind,
  joinedEngineer,
} from '@/lib/contract';
import type { VisitorState } from './visitor-store';

export type IncomingAlert = 'no_session_message' | 'unknown_message_type';

export interface IncomingResult {
  /** What changes in the store (session, start time, engineer, queue). */
  patch: Partial<VisitorState>;
  /** The row to show, if any. */
  message?: ChatMessage;
  alert?: IncomingAlert;
}

/**
 * SPEC §4 incoming message rules, as a pure function of the store and the message:
 * a session id sets the session; an engineer message sets the start time; message_from clears
 * start time and session id; the engineer's code sets the engineer; a user message with no session
 * alerts; a non-text element of unknown type alerts and is dropped.
 */
export function applyIncoming(
  state: VisitorState,
  m: ImMessage,
  now: number = Date.now(),
): IncomingResult {
  const body = m.MessageBody;
  const kind = body.Body.Type;
  const patch: Partial<VisitorState> = {};

  if (kind === 'QueueStatus') {
    const q = body.queue;
    return {
      patch: q
        ? {
            queue: {
              position: q.position,
              waiting: q.waiting,
              estimatedWaitSeconds: q.estimated_wait_seconds,
            },
          }
        : {},
    };
  }
  if (!isRowKind(kind)) return { patch, alert: 'unknown_message_type' };

  const sessionId = body.SessionID ?? undefined;
  if (sessionId && !isLateNotice(kind)) patch.sessionId = sessionId;
  const clientType = authorRoleOf(m);
  // SPEC §4: a user message that carries no session cannot be placed in any conversation.
  if (clientType === 'user' && !sessionId) return { patch: {}, alert: 'no_session_message' };
  if (clientType === 'engineer' && state.startTime === undefined) patch.startTime = now;

  const joined = joinedEngineer(m);
  const author = authorEngineer(m);
  if (joined) {
    patch.engineer = joined;
    patch.queue = undefined;
    patch.startTime ??= now;
  } else if (author) {
    patch.engineer = {
      ...state.engineer,
      code: author.code,
      name: author.name ?? state.engineer?.name ?? DEFAULT_NAMES.engineer,
      avatar: author.avatar ?? state.engineer?.avatar,
    };
  }
  if (body.message_from) {
    patch.startTime = undefined;
    patch.sessionId = undefined;
  }
  Object.assign(patch, ratingPatch(state, kind, sessionId));
  // The conversation is over: nobody serves the visitor any more.
  if (kind === 'SessionClosed' || kind === 'Timeout') {
    patch.startTime = undefined;
    patch.sessionId = undefined;
    patch.engineer = undefined;
    patch.queue = undefined;
  }
  return {
    patch,
    message: frameToRow(m, { name: state.visitor.name, avatar: state.visitor.avatar }),
  };
}

/**
 * #17 item 1: a conversation an engineer served asks for a rating when it ends (either side, or
 * timed out) and when the engineer asks; a rating given (here or on another device) answers it.
 */
function ratingPatch(
  state: VisitorState,
  kind: string,
  sessionId: string | undefined,
): Partial<VisitorState> {
  if (!sessionId) return {};
  if (kind === 'Rated')
    return {
      ratingAnswered: { ...state.ratingAnswered, [sessionId]: true },
      ...(state.ratingPrompt?.sessionId === sessionId && { ratingPrompt: undefined }),
    };
  if (state.ratingAnswered[sessionId] || state.ratingPrompt?.sessionId === sessionId) return {};
  const ended = kind === 'SessionClosed' || kind === 'Timeout';
  const served = state.engineer !== undefined && state.sessionId === sessionId;
  if (kind === 'RatingRequest' || (ended && served))
    return {
      ratingPrompt: {
        sessionId,
        engineerName: state.engineer?.name ?? DEFAULT_NAMES.engineer,
      },
    };
  return {};
}
