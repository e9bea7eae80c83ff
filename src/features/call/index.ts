// Voice and video calls between the visitor and the engineer of a live session (#18).
export { useCall } from './hooks/use-call';
export { IDLE_CALL } from './model/call-view';
export type {
  CallActions,
  CallEnd,
  CallEngine,
  CallNotice,
  CallPhase,
  CallRole,
  CallView,
} from './model/call-view';
