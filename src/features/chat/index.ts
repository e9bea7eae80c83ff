export { ratingLabel } from './model/rating';
export type { VisitorPostContext } from './model/send';
export type { AttachResult, MessageStore, Sender, SenderDeps, UploadOptions } from './model/sender';
export type { OutboxEntry, OutboxStorage } from './model/outbox';
export { loadSendPipeline, SenderSlot } from './model/sender-slot';
export type { SenderSide, SenderSlotDeps, SendPipeline } from './model/sender-slot';
export { ConversationClient } from './model/conversation-client';
export type {
  ConnectionState,
  ConversationLogin,
  ConversationSide,
  ReadReceipt,
} from './model/conversation-client';
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
export { Composer } from './components/composer';
export type { ComposerProps } from './components/composer';
export { Conversation } from './components/conversation';
export {
  conversationChunk,
  LazyConversation,
  loadConversation,
} from './components/lazy-conversation';
export type { ConversationProps } from './components/conversation';
export { MessageRow } from './components/message-row';
export { MessageText } from './components/message-text';
export { NoticeRow } from './components/notice-row';
export { TranscriptDownload } from './components/transcript-download';
export type { TranscriptDownloadProps } from './components/transcript-download';
export { TypingIndicator } from './components/typing-indicator';
export type { TypingIndicatorProps } from './components/typing-indicator';
export { createTypingSignal, TYPING_LAPSE_MS, TYPING_REFRESH_MS } from './model/typing';
export { useVisualViewportHeight } from './hooks/use-visual-viewport';
export { useComposerSends } from './hooks/use-composer-sends';
export type { SenderOwner } from './hooks/use-composer-sends';
