import { CALL_NOTICE, REMINDER_ACCOUNT, type ImMessage } from '@/lib/contract';
import type { CallState } from './chat-store';
import { ownMedia } from './own-media';
import type { ChatMessage, ChatMessageType, EngineerView } from './types';

/** Defaults of SPEC §9. */
export const DEFAULT_NAMES = { engineer: '客服', robot: '小威', user: 'guest' } as const;

const CHAT_TYPES: readonly string[] = ['Text', 'Image', 'Voice', 'Video', 'File'];
const NOTICE_TYPES: readonly string[] = [
  'CreateSession',
  'SessionClosed',
  'Timeout',
  'RatingRequest',
  'Rated',
  CALL_NOTICE,
];
/**
 * Notices about a conversation's rating or a call's line: they may come after it ended (a call
 * ends with its session), and never reopen it.
 */
const LATE_NOTICES: readonly string[] = ['RatingRequest', 'Rated', CALL_NOTICE];

export type IncomingAlert = 'no_session_message' | 'unknown_message_type';

export interface IncomingResult {
  /** What changes in the store (session, start time, engineer, queue). */
  patch: Partial<CallState>;
  /** The row to show, if any. */
  message?: ChatMessage;
  alert?: IncomingAlert;
}

function toChatMessage(
  m: ImMessage,
  type: ChatMessageType,
  user: CallState['userInfo'],
): ChatMessage {
  const body = m.MessageBody;
  // SPEC §3: a message from the reminder account shows as the robot.
  const clientType = m.fromAccount === REMINDER_ACCOUNT ? 'robot' : (body.ClientType ?? 'engineer');
  const content = body.Body.Content;
  const media = content && typeof content === 'object' ? content : undefined;
  const { url, foreign } = ownMedia(media?.MediaUrl);
  const sendTime =
    typeof body.SendTime === 'number'
      ? body.SendTime
      : Date.parse(String(body.SendTime ?? '')) || Date.now();
  return {
    id: body.id ?? m.MessageID,
    message_id: m.MessageID,
    seq: body.seq,
    sessionId: body.SessionID ?? undefined,
    type,
    isEngineer: clientType === 'engineer',
    client_type: clientType,
    avatar: body.avatar ?? (clientType === 'user' ? user.avatar : ''),
    authorName:
      clientType === 'engineer'
        ? (body.engineer_name ?? DEFAULT_NAMES.engineer)
        : clientType === 'robot'
          ? DEFAULT_NAMES.robot
          : user.user_name || DEFAULT_NAMES.user,
    engineer_code: body.engineer_code,
    sendTime,
    timestamp: sendTime,
    text: typeof content === 'string' ? content : undefined,
    PicUrl: type === 'Image' ? url : undefined,
    MediaUrl: url,
    ...(foreign && { foreignMedia: true }),
    content: media
      ? {
          name: media.FileName ?? '',
          size: Number(media.FileSize ?? 0),
          url: url ?? '',
          media: media.FileType ?? '',
          gid: media.gid,
        }
      : undefined,
    emotion: body.emotion,
    robot: body.robot,
    notice: type === 'Notice' ? { type: body.Body.Type, data: body.notice ?? {} } : undefined,
    error: '',
    isRead: 1,
  };
}

/** Whose lines are the user's when a frame does not say: a visitor nobody has named yet. */
const UNNAMED_USER: CallState['userInfo'] = { user_name: DEFAULT_NAMES.user, avatar: '' };

/**
 * A frame as a conversation row, knowing no store (both sides): no row for a queue update, a
 * type SPEC §4 does not know, or a user's line that names no session. `user` names the visitor's
 * own lines where the frame does not.
 */
export function frameToRow(
  m: ImMessage,
  user: CallState['userInfo'] = UNNAMED_USER,
): ChatMessage | undefined {
  const body = m.MessageBody;
  const kind = body.Body.Type;
  const isNotice = NOTICE_TYPES.includes(kind);
  if (!isNotice && !CHAT_TYPES.includes(kind)) return undefined;
  const clientType = m.fromAccount === REMINDER_ACCOUNT ? 'robot' : body.ClientType;
  if (clientType === 'user' && !body.SessionID) return undefined;
  return toChatMessage(m, isNotice ? 'Notice' : (kind as ChatMessageType), user);
}

/**
 * SPEC §4 incoming message rules, as a pure function of the store and the message:
 * a session id sets the session; an engineer message sets the start time; message_from clears
 * start time and session id; engineer_code sets the engineer; a user message with no session
 * alerts; a non-text element of unknown type alerts and is dropped.
 */
export function applyIncoming(
  state: CallState,
  m: ImMessage,
  now: number = Date.now(),
): IncomingResult {
  const body = m.MessageBody;
  const kind = body.Body.Type;
  const patch: Partial<CallState> = {};

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
  const isNotice = NOTICE_TYPES.includes(kind);
  if (!isNotice && !CHAT_TYPES.includes(kind)) return { patch, alert: 'unknown_message_type' };

  const sessionId = body.SessionID ?? undefined;
  if (sessionId && !LATE_NOTICES.includes(kind)) patch.sessionId = sessionId;
  const clientType = m.fromAccount === REMINDER_ACCOUNT ? 'robot' : body.ClientType;
  // SPEC §4: a user message that carries no session cannot be placed in any conversation.
  if (clientType === 'user' && !sessionId) return { patch: {}, alert: 'no_session_message' };
  if (clientType === 'engineer' && state.startTime === undefined) patch.startTime = now;

  const notice = body.notice as Partial<EngineerView> | undefined;
  if (kind === 'CreateSession' && notice?.engineer_code) {
    patch.engineer = {
      engineer_code: notice.engineer_code,
      engineer_name: notice.engineer_name ?? DEFAULT_NAMES.engineer,
      engineer_nickname: notice.engineer_nickname,
      engineer_img: notice.engineer_img,
    };
    patch.queue = undefined;
    patch.startTime ??= now;
  } else if (body.engineer_code && clientType === 'engineer') {
    patch.engineer = {
      ...state.engineer,
      engineer_code: body.engineer_code,
      engineer_name: body.engineer_name ?? state.engineer?.engineer_name ?? DEFAULT_NAMES.engineer,
      engineer_img: body.avatar ?? state.engineer?.engineer_img,
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
  return { patch, message: frameToRow(m, state.userInfo) };
}

/**
 * #17 item 1: a conversation an engineer served asks for a rating when it ends (either side, or
 * timed out) and when the engineer asks; a rating given (here or on another device) answers it.
 */
function ratingPatch(
  state: CallState,
  kind: string,
  sessionId: string | undefined,
): Partial<CallState> {
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
        engineerName: state.engineer?.engineer_name ?? DEFAULT_NAMES.engineer,
      },
    };
  return {};
}
