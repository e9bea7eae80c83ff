import { createLazyCallEngine, type CallController, type CallEngineDeps } from '@/features/call';
import { useCallStore, type CallState } from '@/features/chat';
import type { CallLink } from '@/features/chat';
import type { ImEvent } from '@/features/im';
import type { DataOf, ownApi } from '@/lib/contract';

// The visitor's calls (#18): one engine over the session's socket, following the chat store's
// session and engineer. The visitor can call (and be called) while an engineer serves them.

export interface VisitorCallDeps {
  /** The video setting, whose ice_servers a call uses. */
  videoSetting: () => Promise<DataOf<typeof ownApi.videoSetting>>;
  /** The session's socket (the conversation client). */
  socket: CallLink;
  win?: Window;
  /** Tests: the WebRTC and media factories. */
  engine?: Partial<CallEngineDeps>;
}

export interface VisitorCall {
  readonly engine: CallController;
  /** Follows the chat store's session (while the session model runs). */
  attach(): void;
  /** The socket's events: call frames, and the logins a call resumes its signalling on. */
  onEvent(event: ImEvent): void;
  /** The session model stops: a call under way is hung up, the store no longer followed. */
  detach(): void;
}

/** The conversation a call goes to: the session while an engineer serves it. */
const served = (state: Pick<CallState, 'sessionId' | 'engineer'>) =>
  state.sessionId && state.engineer
    ? {
        id: state.sessionId,
        peer: {
          name: state.engineer.engineer_name,
          avatar: state.engineer.engineer_img || undefined,
        },
      }
    : undefined;

export function createVisitorCall(deps: VisitorCallDeps): VisitorCall {
  const engine = createLazyCallEngine({
    send: (sessionId, callId, signal) => deps.socket.call(sessionId, callId, signal),
    connectionId: () => deps.socket.connectionId,
    ready: () => deps.socket.ready,
    iceServers: () => deps.videoSetting().then((s) => s.ice_servers ?? []),
    win: deps.win ?? (typeof window === 'undefined' ? undefined : window),
    ...deps.engine,
  });
  let current: ReturnType<typeof served>;
  const follow = (state: CallState) => {
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
  let unsubscribe: (() => void) | undefined;

  return {
    engine,
    onEvent: (event) => {
      if (event.name === 'CALL') engine.receive(event.frame);
      else if (event.name === 'LOGIN') engine.socket(true);
      else if (event.name === 'RECONNECT' || event.name === 'KICKOFF') engine.socket(false);
    },
    attach: () => {
      if (unsubscribe) return;
      unsubscribe = useCallStore.subscribe(follow);
      follow(useCallStore.getState());
    },
    detach: () => {
      unsubscribe?.();
      unsubscribe = undefined;
      engine.stop();
    },
  };
}
