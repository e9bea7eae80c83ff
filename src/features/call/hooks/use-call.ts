import { useSyncExternalStore } from 'react';
import { IDLE_CALL, type CallActions, type CallEngine, type CallView } from '../model/call-view';

const NO_ACTIONS: CallActions = {
  start: () => {},
  accept: () => {},
  decline: () => {},
  cancel: () => {},
  hangUp: () => {},
  toggleMute: () => {},
  toggleCamera: () => {},
  toggleSpeaker: () => {},
  switchCamera: () => {},
  minimise: () => {},
  restore: () => {},
  dismiss: () => {},
};
const noSubscription = () => () => {};
const idle = () => IDLE_CALL;

/** The call's view and actions for a screen; idle (and inert) without an engine. */
export function useCall(engine: CallEngine | undefined): { view: CallView; actions: CallActions } {
  const view = useSyncExternalStore(
    engine ? engine.subscribe : noSubscription,
    engine ? engine.getView : idle,
    engine ? engine.getView : idle,
  );
  return { view, actions: engine?.actions ?? NO_ACTIONS };
}
