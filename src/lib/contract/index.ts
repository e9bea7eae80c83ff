export * from './endpoint';
export * from './entities';
export * from './own-api';
export {
  emailAddress,
  identifyBody,
  messageBody,
  selectBigQueueBody,
  selectPersonalBody,
  sendBody,
  visitorLoginBody,
  type IdentifyBody,
} from './own-api-shapes';
export * from './user-center-api';
export * from './console-api';
export * from './console-rows';
export * from './review-api';
export * from './project-api';
export * from './im';
export * from './errors';
export * from './limits';
export * from './email';
export * from './phone';
export * from './schema-issues';
export * from './uploads';
export * from './image-sniff';
export * from './voice';
export * from './voice-upload';
export * from './rating';
export * from './clean-name';
export * from './service-hours';
export * from './leave-message';
export * from './own-file-path';
export * from './call';
export * from './rows';
export {
  authorEngineer,
  authorRoleOf,
  DEFAULT_NAMES,
  frameToRow,
  isLateNotice,
  isRowKind,
  joinedEngineer,
} from './frame-row';
export type { FrameUser } from './frame-row';
export { fromHistory } from './history-row';
export { toEngineerView } from './engineer-view';
export * from './review-rows';
export * from './send-bodies';
export * from './embed-protocol';
export * from './visitor-rows';
export * from './chat-route';
export * from './visitor-login';
