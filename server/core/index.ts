export { createCore } from './core';
export type { CoreOptions, WebchatCore } from './core';
export { ManualClock, systemClock } from './clock';
export type { Clock } from './clock';
export { createMemoryStore, syncMemoryStore } from './memory-store';
export { asyncStore, type SyncStore } from './async-store';
export type { Store, Table } from './store';
export {
  createMemoryTokenLedger,
  DEFAULT_TOKEN_TTL_HOURS,
  storeTokenLedger,
  withTokenExpiry,
} from './token-expiry';
export type { TokenExpiryOptions, TokenLedger } from './token-expiry';
export { badRequest, CoreError, refused, unauthorized } from './errors';
export type { Messenger, UploadSink } from './context';
export type { CoreEvent } from './events';
export { imSignature, SIG_PREFIX } from './accounts';
export { maskPhone } from './console';
export { rateable } from './rating';
export type { ConsoleSession, VisitorProfile, WaitingVisitor } from './console';
export type { RobotStart, SessionSummary } from './conversation';
export type { VisitorState, WorkOrder } from './content';
export type { Availability } from './availability';
export type { TransferOptions } from './admission';
export type { LeftMessageInput } from './leave-message';
export { isHandled } from './leave-message';
export type { ReviewFilter, ReviewRow } from './review';
export type { MetricsBucket, ServiceMetrics, Spread } from './metrics';
export * from './types';
export { localeFromHeader } from './locale';
export { passwordProblem, StaffError, type NewEngineer } from './staff';
export { wasmPasswords } from './passwords';
export type { PasswordHasher } from './ports';
export type { Locale } from './locale';
export { identityHash, USER_ID_PATTERN } from './identity';
export type { IdentityClaim, IdentitySecrets } from './identity';
export type { TranscriptFile, TranscriptOptions } from './transcript';
export { DEFAULT_TURN_TTL_SECONDS, iceServersFor, turnCredential } from './ice-servers';
export type { IceConfig, IceServer } from './ice-servers';
export { tokenDigest } from './tokens';
export { OUTBOX_SWEEP_MS } from './outbox';
export type { SimulationFactory } from './context';
