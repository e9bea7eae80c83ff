import type { ChatMessage } from '@/lib/contract';

/** The outbox database's schema version: 2 since rows speak domain words (#39 item 2). */
export const OUTBOX_VERSION = 2;

/** A row as version 1 kept it: SPEC's UI names (message_id, client_type, isRead 1|2...). */
interface LegacyRow {
  message_id?: string;
  client_type?: ChatMessage['authorRole'];
  engineer_code?: string;
  PicUrl?: string;
  MediaUrl?: string;
  sendTime?: number;
  isRead?: 1 | 2;
}

/**
 * A row written by an older page, in today's words, so a message that waited in the outbox
 * across the upgrade still leaves (and shows) as it was written. Today's rows pass unchanged.
 */
export function upgradeRow(row: ChatMessage | (Omit<ChatMessage, 'authorRole'> & LegacyRow)) {
  if (!('client_type' in row) && !('isRead' in row) && !('sendTime' in row))
    return row as ChatMessage;
  const { message_id, client_type, engineer_code, PicUrl, MediaUrl, sendTime, isRead, ...rest } =
    row as Omit<ChatMessage, 'authorRole'> & LegacyRow;
  const upgraded: ChatMessage = {
    ...rest,
    authorRole: client_type ?? (rest.isEngineer ? 'engineer' : 'user'),
    sentAt: sendTime ?? rest.timestamp,
    read: isRead === 2,
  } as ChatMessage;
  if (message_id !== undefined) upgraded.serverId = message_id;
  if (engineer_code !== undefined) upgraded.engineerCode = engineer_code;
  if (PicUrl !== undefined) upgraded.imageUrl = PicUrl;
  if (MediaUrl !== undefined) upgraded.mediaUrl = MediaUrl;
  return upgraded;
}
