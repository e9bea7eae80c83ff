// The call's screens (#18): pure, props are a CallScreenView and its actions, texts from i18n. A
// chunk of their own: features/call's CallLayer loads it when a call starts or rings.
export { CallScreen } from './call-screen';
export { CallButton } from './call-button';
export type { CallButtonProps, CallButtonTone } from './call-button';
export { CallDuration } from './call-duration';
export { StreamAudio, StreamVideo } from './call-media';
export { InCallPanel } from './in-call-panel';
export { MinimisedBar } from './minimised-bar';
export { RingingPanel } from './ringing-panel';
export { EndedPanel } from './ended-panel';
export { endedText, statusText } from './call-status';
export { EARPIECE_VOLUME, elapsedSeconds, formatCallDuration } from './call-time';
export { StillClock } from './use-now';
export type {
  CallScreenActions,
  CallScreenEnd,
  CallScreenNotice,
  CallScreenPhase,
  CallScreenProps,
  CallScreenView,
} from './call-types';
