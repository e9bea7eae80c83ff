// Voice and video calls between the visitor and the engineer of a live session (#18).
export { useCall } from './hooks/use-call';
export { canStartCall, useCallSelect } from './hooks/use-call-select';
export { CallLayer } from './components/call-layer';
export type { CallLayerProps } from './components/call-layer';
export { IDLE_CALL } from './model/call-view';
export { createCallEngine } from './model/call-engine';
export { createLazyCallEngine } from './model/lazy-call-engine';
export { createSideCall } from './model/side-call';
export type { CallLink, SideCall, SideCallDeps, SideCallInputs } from './model/side-call';
export type {
  CallController,
  CallEngineDeps,
  CallPeer,
  IncomingCallFrame,
} from './model/call-engine';
export type {
  CallActions,
  CallEnd,
  CallEngine,
  CallNotice,
  CallPhase,
  CallRole,
  CallView,
} from './model/call-view';
