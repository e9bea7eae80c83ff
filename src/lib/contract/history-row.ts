import type { HistoricalMessage } from './entities';
import { DEFAULT_NAMES } from './frame-row';
import { ownMedia } from './own-media';
import type { ChatMessage, ChatMessageType, EngineerView } from './rows';

const TYPES: readonly string[] = ['Text', 'Image', 'Voice', 'Video', 'File'];

/**
 * A stored message (SPEC §3 historical message) as a row of the conversation. `engineer` signs
 * engineer lines the server stored without a name (see the history flow's code 5 rule).
 */
export function fromHistory(
  m: HistoricalMessage,
  sessionId: string,
  engineer?: EngineerView,
): ChatMessage | undefined {
  const notice = m.message_type.startsWith('Notice:')
    ? m.message_type.slice('Notice:'.length)
    : undefined;
  if (!notice && !TYPES.includes(m.message_type)) return undefined;
  const type = (notice ? 'Notice' : m.message_type) as ChatMessageType;
  const { url: media, foreign } = ownMedia(m.media_url);
  const name =
    m.author_name ??
    (m.client_type === 'engineer'
      ? engineer?.name || DEFAULT_NAMES.engineer
      : m.client_type === 'robot'
        ? DEFAULT_NAMES.robot
        : DEFAULT_NAMES.user);
  // The sender's id first, as a live frame keys it: the row an outbox restores merges with it.
  const id = m.client_msg_id ?? m.message_id ?? `${sessionId}-${m.send_time}`;
  return {
    id,
    serverId: m.message_id,
    seq: m.seq,
    sessionId,
    type,
    isEngineer: m.client_type === 'engineer',
    authorRole: m.client_type,
    avatar: m.avatar ?? (m.client_type === 'engineer' ? engineer?.avatar : undefined) ?? '',
    authorName: name,
    engineerCode: m.engineer_code ?? (m.client_type === 'engineer' ? engineer?.code : undefined),
    sentAt: Date.parse(m.send_time) || 0,
    timestamp: Date.parse(m.send_time) || 0,
    text: m.text ?? undefined,
    imageUrl: type === 'Image' ? media : undefined,
    mediaUrl: media,
    ...(foreign && { foreignMedia: true }),
    content:
      type === 'File' || type === 'Voice' || type === 'Video'
        ? {
            name: m.file_name ?? '',
            size: Number(m.file_size ?? 0),
            url: media ?? '',
            media: m.file_type ?? '',
          }
        : undefined,
    emotion: m.emotion ?? undefined,
    robot: m.robot,
    notice: notice ? { type: notice, data: m.notice ?? {} } : undefined,
    error: '',
    read: (m.is_read ?? 2) === 2,
  };
}
