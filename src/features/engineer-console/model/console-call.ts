import { createLazyCallEngine, type CallController, type CallEngineDeps } from '@/features/call';
import type { ImEvent } from '@/features/im';
import type { CallSignal, DataOf, ownApi } from '@/lib/contract';
import { useConsoleStore, type ConsoleState } from './console-store';
import type { ConsoleSession } from './types';

// The engineer's calls (#18): one engine over the console's socket. A new call goes to the
// conversation the engineer has open; a call under way keeps its own conversation when another
// is opened, and ends when its conversation ends.

export interface ConsoleCallDeps {
  /** The console's socket (ImClient.call and who this connection is). */
  socket: {
    call(sessionId: string, callId: string, signal: CallSignal): boolean;
    readonly connectionId: string | undefined;
    readonly ready: boolean;
  };
  /** The video setting, whose ice_servers a call uses. */
  videoSetting: () => Promise<DataOf<typeof ownApi.videoSetting>>;
  win?: Window;
  /** Tests: the WebRTC and media factories. */
  engine?: Partial<CallEngineDeps>;
}

export interface ConsoleCall {
  readonly engine: CallController;
  /** Follows the open conversation and the sessions' ends (while the console runs). */
  attach(): void;
  /** The socket's events: call frames, and the logins a call resumes its signalling on. */
  onEvent(event: ImEvent): void;
  /** The console stops: a call under way is hung up, the store no longer followed. */
  detach(): void;
}

const peerOf = (session: ConsoleSession) => ({
  name: session.user_name,
  avatar: session.avatar || undefined,
});

/** The sessions that are still going on (a call can be made in them). */
const liveIds = (state: Pick<ConsoleState, 'sessions'>) =>
  new Set(state.sessions.filter((s) => !s.ended).map((s) => s.session_id));

export function createConsoleCall(deps: ConsoleCallDeps): ConsoleCall {
  const find = (sessionId: string | undefined) =>
    useConsoleStore.getState().sessions.find((s) => s.session_id === sessionId && !s.ended);
  const engine = createLazyCallEngine({
    send: (sessionId, callId, signal) => deps.socket.call(sessionId, callId, signal),
    connectionId: () => deps.socket.connectionId,
    ready: () => deps.socket.ready,
    iceServers: () => deps.videoSetting().then((s) => s.ice_servers ?? []),
    // A visitor may call from a conversation the engineer does not have open.
    peerOf: (sessionId) => {
      const session = find(sessionId);
      return session && peerOf(session);
    },
    win: deps.win ?? (typeof window === 'undefined' ? undefined : window),
    ...deps.engine,
  });
  let live = new Set<string>();
  let target = '';
  const follow = (state: ConsoleState) => {
    const now = liveIds(state);
    // A conversation that ended (or left the list) takes its call with it.
    live.forEach((id) => now.has(id) || engine.sessionEnded(id));
    live = now;
    const open = find(state.selectedId);
    const key = open ? `${open.session_id}\n${open.user_name}\n${open.avatar ?? ''}` : '';
    if (key === target) return;
    target = key;
    engine.setSession(open?.session_id, open && peerOf(open));
  };
  let unsubscribe: (() => void) | undefined;

  return {
    engine,
    attach: () => {
      if (unsubscribe) return;
      unsubscribe = useConsoleStore.subscribe(follow);
      follow(useConsoleStore.getState());
    },
    onEvent: (event) => {
      if (event.name === 'CALL') engine.receive(event.frame);
      else if (event.name === 'LOGIN') engine.socket(true);
      else if (event.name === 'RECONNECT' || event.name === 'KICKOFF') engine.socket(false);
    },
    detach: () => {
      unsubscribe?.();
      unsubscribe = undefined;
      live = new Set();
      target = '';
      engine.stop();
    },
  };
}
