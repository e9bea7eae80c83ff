import {
  createSideCall,
  type CallController,
  type SideCall,
  type SideCallInputs,
} from '@/features/call';
import { useVisitorStore, type VisitorState } from './visitor-store';

// The visitor's calls (#18): one engine over the session's socket, following the chat store's
// session and engineer. The visitor can call (and be called) while an engineer serves them.

/** The conversation a call goes to: the session while an engineer serves it. */
const served = (state: Pick<VisitorState, 'sessionId' | 'engineer'>) =>
  state.sessionId && state.engineer
    ? {
        id: state.sessionId,
        peer: {
          name: state.engineer.name,
          avatar: state.engineer.avatar || undefined,
        },
      }
    : undefined;

export function createVisitorCall(deps: SideCallInputs): SideCall {
  let current: ReturnType<typeof served>;
  const follow = (engine: CallController, state: VisitorState) => {
    const next = served(state);
    if (
      next?.id === current?.id &&
      next?.peer.name === current?.peer.name &&
      next?.peer.avatar === current?.peer.avatar
    )
      return;
    // The conversation ended (or another began): a call in it ends with it.
    if (current && current.id !== next?.id) engine.sessionEnded(current.id);
    current = next;
    engine.setSession(next?.id, next?.peer);
  };
  return createSideCall({ ...deps, store: useVisitorStore, follow });
}
