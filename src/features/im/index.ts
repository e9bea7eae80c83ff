export { CLOSE_INVALID_IDENTITY, CLOSE_KICKOFF, ImClient } from './im-client';
export type { ImClientOptions, ImLogin } from './im-client';
export { mapFrame } from './im-events';
export type { CallFrame, ImEvent } from './im-events';
