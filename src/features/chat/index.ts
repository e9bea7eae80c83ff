export { call, lastMessageId, useCallStore } from './model/chat-store';
export type { CallState } from './model/chat-store';
export { applyIncoming, DEFAULT_NAMES } from './model/incoming';
export type { IncomingAlert, IncomingResult } from './model/incoming';
export { fromHistory } from './model/history';
export { buildEnvelope, retry, sendFile, sendImage, sendText } from './model/send';
export type { FileSendResult, SendContext } from './model/send';
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
