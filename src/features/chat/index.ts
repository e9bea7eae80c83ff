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
