import { mediaOf } from './call-machine';
import type { CallState } from './call-state';
import { isLive } from './call-steps';
import type { CallView } from './call-view';

export interface ViewExtras {
  /** The other party of the conversation a new call would go to, if there is one. */
  session?: { name: string; avatar?: string };
  /** The other party of the call under way (or just ended). */
  callPeer: { name: string; avatar?: string };
  local?: MediaStream;
  remote?: MediaStream;
  cameras: number;
  /** This browser can call (WebRTC and getUserMedia). */
  supported: boolean;
}

/** What the screens show of the state machine's state and the controller's media. */
export function viewOf(state: CallState, extras: ViewExtras): CallView {
  return {
    phase: state.phase,
    canStart: !!extras.session && state.socket && extras.supported && !isLive(state),
    callId: state.callId,
    role: state.role,
    media: mediaOf(state),
    peer: state.phase === 'idle' ? (extras.session ?? { name: '' }) : extras.callPeer,
    connectedAt: state.connectedAt,
    ringingSince: state.ringingSince,
    local: { ...state.local, stream: extras.local },
    remote: { ...state.remote, stream: extras.remote },
    speaker: state.speaker,
    canSwitchCamera: state.localVideo && extras.cameras > 1,
    minimised: state.minimised,
    notice: state.notice,
    ended: state.ended,
  };
}
