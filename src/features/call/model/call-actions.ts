import type { CallMedia } from '@/lib/contract';
import type { CallEvent } from './call-state';
import type { CallActions } from './call-view';

/** The screens' actions as the state machine's events, stamped with the time. */
export function callActions(
  dispatch: (event: CallEvent) => void,
  now: () => number,
  start: (media: CallMedia) => void,
): CallActions {
  return {
    start,
    accept: (media) => dispatch({ type: 'accept', media, now: now() }),
    decline: () => dispatch({ type: 'decline', now: now() }),
    cancel: () => dispatch({ type: 'cancel', now: now() }),
    hangUp: () => dispatch({ type: 'hangup', now: now() }),
    toggleMute: () => dispatch({ type: 'toggle-mute' }),
    toggleCamera: () => dispatch({ type: 'toggle-camera' }),
    toggleSpeaker: () => dispatch({ type: 'toggle-speaker' }),
    switchCamera: () => dispatch({ type: 'switch-camera' }),
    minimise: () => dispatch({ type: 'minimise' }),
    restore: () => dispatch({ type: 'restore' }),
    dismiss: () => dispatch({ type: 'dismiss' }),
  };
}
