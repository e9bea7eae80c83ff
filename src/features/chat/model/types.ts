import type { ClientType, EngineerInfo } from '@/lib/contract';

/** SPEC §4: sending state of a message; '' once the server has it. */
export type SendState = 'presending' | 'error' | '';
export type ChatMessageType = 'Text' | 'Image' | 'Voice' | 'Video' | 'File' | 'Notice';

/** SPEC §3 file content. */
export interface FileContent {
  name: string;
  size: number;
  url: string;
  media: string;
  gid?: string;
}

/** SPEC §3 chat message as built by the UI (plus what the UI needs to render it well). */
export interface ChatMessage {
  /** Stable key: the client's id for own messages, the server's id otherwise. */
  id: string;
  /** The server's MessageID once known. */
  message_id?: string;
  /** The server's order, for resync and dedupe. */
  seq?: number;
  sessionId?: string;
  type: ChatMessageType;
  isEngineer: boolean;
  client_type: ClientType;
  avatar: string;
  authorName: string;
  engineer_code?: string;
  /** ms since epoch. */
  sendTime: number;
  /** SPEC §3 timestamp: the same instant, what the message list orders days by. */
  timestamp: number;
  text?: string;
  PicUrl?: string;
  MediaUrl?: string;
  content?: FileContent;
  /**
   * The server sent a picture or file at another site's address (not isOwnFilePath): its URL
   * is dropped and the row says it is not shown, never a card that vouches for it (#37 item 5).
   */
  foreignMedia?: boolean;
  emotion?: string;
  robot?: { articles: { id: string; title: string }[]; suggestions: string[]; transfer: boolean };
  notice?: { type: string; data: Record<string, unknown> };
  error: SendState;
  /** SPEC §3: unread=1, read=2. */
  isRead: 1 | 2;
  /** A voice note's length in seconds, when this side recorded it (the file may not say). */
  duration?: number;
  /** Upload progress 0..1 while an image or file is on its way. */
  progress?: number;
  /** Why a send failed, in the reader's language (shown under the row). */
  reason?: string;
  /**
   * The server's id and seq are known only from the answer to this side's own send, not from
   * the socket or a history page: the row proves nothing about what came before it, so it
   * never moves the point the socket resumes from (see newestMessageId).
   */
  acked?: boolean;
}

export type Screen = 'mobile' | 'desktop';

export interface QueueInfo {
  position: number;
  waiting: number;
  estimatedWaitSeconds: number;
}

export type EngineerView = Pick<EngineerInfo, 'engineer_code' | 'engineer_name'> & {
  engineer_nickname?: string;
  engineer_img?: string;
};
