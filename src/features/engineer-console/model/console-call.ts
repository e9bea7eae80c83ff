import {
  createSideCall,
  type CallController,
  type SideCall,
  type SideCallInputs,
} from '@/features/call';
import { useConsoleStore, type ConsoleState } from './console-store';
import type { ConsoleSession } from './types';

// The engineer's calls (#18): one engine over the console's socket. A new call goes to the
// conversation the engineer has open; a call under way keeps its own conversation when another
// is opened, and ends when its conversation ends.

const peerOf = (session: ConsoleSession) => ({
  name: session.visitorName,
  avatar: session.avatar || undefined,
});

/** The sessions that are still going on (a call can be made in them). */
const liveIds = (state: Pick<ConsoleState, 'sessions'>) =>
  new Set(state.sessions.filter((s) => !s.ended).map((s) => s.sessionId));

export function createConsoleCall(deps: SideCallInputs): SideCall {
  const find = (sessionId: string | undefined) =>
    useConsoleStore.getState().sessions.find((s) => s.sessionId === sessionId && !s.ended);
  let live = new Set<string>();
  let target = '';
  const follow = (engine: CallController, state: ConsoleState) => {
    const now = liveIds(state);
    // A conversation that ended (or left the list) takes its call with it.
    live.forEach((id) => now.has(id) || engine.sessionEnded(id));
    live = now;
    const open = find(state.selectedId);
    const key = open ? `${open.sessionId}\n${open.visitorName}\n${open.avatar ?? ''}` : '';
    if (key === target) return;
    target = key;
    engine.setSession(open?.sessionId, open && peerOf(open));
  };
  return createSideCall({
    ...deps,
    store: useConsoleStore,
    follow,
    forget: () => {
      live = new Set();
      target = '';
    },
    // A visitor may call from a conversation the engineer does not have open.
    peerOf: (sessionId) => {
      const session = find(sessionId);
      return session && peerOf(session);
    },
  });
}
