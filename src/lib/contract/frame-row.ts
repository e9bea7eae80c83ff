import { CALL_NOTICE } from './call';
import { toEngineerView } from './engineer-view';
import type { EngineerInfo } from './entities';
import { REMINDER_ACCOUNT, type ImMessage } from './im';
import { ownMedia } from './own-media';
import type { ChatMessage, ChatMessageType, EngineerView } from './rows';

/** Defaults of SPEC §9. */
export const DEFAULT_NAMES = { engineer: '客服', robot: '小威', user: 'guest' } as const;

/** Row kinds a conversation shows (SPEC §4); anything else is no row. */
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

/** Whose lines are the visitor's own, where a frame does not name them. */
export interface FrameUser {
  name: string;
  avatar: string;
}

/** A frame SPEC §4 knows as a conversation's line or notice (a queue update is neither). */
export const isRowKind = (kind: string) => NOTICE_TYPES.includes(kind) || CHAT_TYPES.includes(kind);

/** A notice about a rating or a call, which may come after its conversation ended. */
export const isLateNotice = (kind: string) => LATE_NOTICES.includes(kind);

/** Who wrote a frame: the reminder account is the robot (SPEC §3). */
export const authorRoleOf = (m: ImMessage) =>
  m.fromAccount === REMINDER_ACCOUNT ? 'robot' : m.MessageBody.ClientType;

/** The engineer a CreateSession notice says joined (named 客服 when the notice has no name). */
export function joinedEngineer(m: ImMessage): EngineerView | undefined {
  if (m.MessageBody.Body.Type !== 'CreateSession') return undefined;
  const notice = m.MessageBody.notice as Partial<EngineerInfo> | undefined;
  if (!notice?.engineer_code) return undefined;
  return toEngineerView({
    ...notice,
    engineer_code: notice.engineer_code,
    engineer_name: notice.engineer_name ?? DEFAULT_NAMES.engineer,
  });
}

/** The engineer who wrote a line, as far as the frame names them (their code, at least). */
export function authorEngineer(
  m: ImMessage,
): { code: string; name?: string; avatar?: string } | undefined {
  const body = m.MessageBody;
  if (!body.engineer_code || authorRoleOf(m) !== 'engineer') return undefined;
  return {
    code: body.engineer_code,
    ...(body.engineer_name !== undefined && { name: body.engineer_name }),
    ...(body.avatar !== undefined && { avatar: body.avatar }),
  };
}

function toChatMessage(m: ImMessage, type: ChatMessageType, user: FrameUser): ChatMessage {
  const body = m.MessageBody;
  // SPEC §3: a message from the reminder account shows as the robot.
  const clientType = authorRoleOf(m) ?? 'engineer';
  const content = body.Body.Content;
  const media = content && typeof content === 'object' ? content : undefined;
  const { url, foreign } = ownMedia(media?.MediaUrl);
  const sentAt =
    typeof body.SendTime === 'number'
      ? body.SendTime
      : Date.parse(String(body.SendTime ?? '')) || Date.now();
  return {
    id: body.id ?? m.MessageID,
    serverId: m.MessageID,
    seq: body.seq,
    sessionId: body.SessionID ?? undefined,
    type,
    isEngineer: clientType === 'engineer',
    authorRole: clientType,
    avatar: body.avatar ?? (clientType === 'user' ? user.avatar : ''),
    authorName:
      clientType === 'engineer'
        ? (body.engineer_name ?? DEFAULT_NAMES.engineer)
        : clientType === 'robot'
          ? DEFAULT_NAMES.robot
          : user.name || DEFAULT_NAMES.user,
    engineerCode: body.engineer_code,
    sentAt,
    timestamp: sentAt,
    text: typeof content === 'string' ? content : undefined,
    imageUrl: type === 'Image' ? url : undefined,
    mediaUrl: url,
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
    read: false,
  };
}

/** Whose lines are the user's when a frame does not say: a visitor nobody has named yet. */
const UNNAMED_USER: FrameUser = { name: DEFAULT_NAMES.user, avatar: '' };

/**
 * A frame as a conversation row, knowing no store (both sides): no row for a queue update, a
 * type SPEC §4 does not know, or a user's line that names no session. `user` names the visitor's
 * own lines where the frame does not.
 */
export function frameToRow(m: ImMessage, user: FrameUser = UNNAMED_USER): ChatMessage | undefined {
  const body = m.MessageBody;
  const kind = body.Body.Type;
  const isNotice = NOTICE_TYPES.includes(kind);
  if (!isNotice && !CHAT_TYPES.includes(kind)) return undefined;
  const clientType = authorRoleOf(m);
  if (clientType === 'user' && !body.SessionID) return undefined;
  return toChatMessage(m, isNotice ? 'Notice' : (kind as ChatMessageType), user);
}
