import type { ClientType } from './entities';

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

/**
 * A conversation's row on both sides, in domain words: SPEC §3's chat message as built by the UI
 * (plus what the UI needs to render it well). SPEC's names are read and written only by the
 * mappings beside it (frame-row.ts, history-row.ts, engineer-view.ts), as server/wire does for
 * the server.
 */
export interface ChatMessage {
  /** Stable key: the client's id for own messages, the server's id otherwise. */
  id: string;
  /** The server's MessageID once known. */
  serverId?: string;
  /** The server's order, for resync and dedupe. */
  seq?: number;
  sessionId?: string;
  type: ChatMessageType;
  isEngineer: boolean;
  authorRole: ClientType;
  avatar: string;
  authorName: string;
  engineerCode?: string;
  /** ms since epoch. */
  sentAt: number;
  /** SPEC §3 timestamp: the same instant, what the message list orders days by. */
  timestamp: number;
  text?: string;
  imageUrl?: string;
  mediaUrl?: string;
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
  /** The other side has read it (SPEC's isRead 2; 1, unread, is false). */
  read: boolean;
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

export interface QueueInfo {
  position: number;
  waiting: number;
  estimatedWaitSeconds: number;
}

/** The engineer serving a conversation, as the visitor's screens show them. */
export interface EngineerView {
  code: string;
  name: string;
  nickname?: string;
  avatar?: string;
}
