export { call, lastMessageId, useCallStore } from './model/chat-store';
export type { CallState } from './model/chat-store';
export { applyIncoming, DEFAULT_NAMES } from './model/incoming';
export type { IncomingAlert, IncomingResult } from './model/incoming';
export { fromHistory } from './model/history';
export { buildEnvelope, MSG_TYPE, newClientId, uploader, visitorPost } from './model/send';
export type { VisitorPostContext } from './model/send';
export { backoff, classify, createSender } from './model/sender';
export type { AttachResult, MessageStore, Sender, SenderDeps, UploadOptions } from './model/sender';
export { defaultOutbox, indexedDbOutbox, memoryOutbox } from './model/outbox';
export type { OutboxEntry, OutboxStorage } from './model/outbox';
export {
  applyRead,
  byOrder,
  isNewMessage,
  markFailed,
  markSent,
  mergeMessage,
  mergeMessages,
  newestMessageId,
  patchMessage,
  removeMessage,
} from './model/message-list';
export type { MessageList, Receipts } from './model/message-list';
export type {
  ChatMessage,
  ChatMessageType,
  EngineerView,
  FileContent,
  QueueInfo,
  SendState,
} from './model/types';
export { Composer } from './components/composer';
export type { ComposerProps } from './components/composer';
export { Conversation } from './components/conversation';
export type { ConversationProps } from './components/conversation';
export { MessageRow } from './components/message-row';
export { MessageText } from './components/message-text';
export { NoticeRow } from './components/notice-row';
export { TypingIndicator } from './components/typing-indicator';
export type { TypingIndicatorProps } from './components/typing-indicator';
export { createTypingSignal, TYPING_LAPSE_MS, TYPING_REFRESH_MS } from './model/typing';
export { useVisualViewportHeight } from './hooks/use-visual-viewport';
