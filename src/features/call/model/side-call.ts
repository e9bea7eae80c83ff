// A side's calls (#18, #39 item 1): one lazy engine over the side's conversation client, fed the
// socket's call frames and logins, following the side's store (which conversation a call goes to).
// The visitor's session and the engineer's console each give the store and how to follow it.
import type { ImEvent } from '@/features/im';
import type { CallSignal, DataOf, ownApi } from '@/lib/contract';
import type { CallController, CallEngineDeps } from './call-controller';
import { createLazyCallEngine } from './lazy-call-engine';

/** What a call signals over: the conversation client, and who this connection is. */
export interface CallLink {
  call(sessionId: string, callId: string, signal: CallSignal): boolean;
  readonly connectionId: string | undefined;
  readonly ready: boolean;
}

export interface SideCallDeps<S> {
  /** The side's socket (the conversation client). */
  socket: CallLink;
  /** The video setting, whose ice_servers a call uses. */
  videoSetting: () => Promise<DataOf<typeof ownApi.videoSetting>>;
  /** The side's store, followed while the side runs. */
  store: { subscribe(listener: (state: S) => void): () => void; getState(): S };
  /** Tells the engine where a call goes now (and which conversations ended). */
  follow: (engine: CallController, state: S) => void;
  /** The side stops following: what `follow` remembered is forgotten. */
  forget?: () => void;
  /** The other party of a session other than the followed one (the console's other chats). */
  peerOf?: CallEngineDeps['peerOf'];
  win?: Window;
  /** Tests: the WebRTC and media factories. */
  engine?: Partial<CallEngineDeps>;
}

/** What the side's model gives; the store and how to follow it are the side's own. */
export type SideCallInputs = Pick<
  SideCallDeps<unknown>,
  'socket' | 'videoSetting' | 'win' | 'engine'
>;

export interface SideCall {
  readonly engine: CallController;
  /** Follows the side's store (while the side runs). */
  attach(): void;
  /** The socket's events: call frames, and the logins a call resumes its signalling on. */
  onEvent(event: ImEvent): void;
  /** The side stops: a call under way is hung up, the store no longer followed. */
  detach(): void;
}

export function createSideCall<S>(deps: SideCallDeps<S>): SideCall {
  const engine = createLazyCallEngine({
    send: (sessionId, callId, signal) => deps.socket.call(sessionId, callId, signal),
    connectionId: () => deps.socket.connectionId,
    ready: () => deps.socket.ready,
    iceServers: () => deps.videoSetting().then((s) => s.ice_servers ?? []),
    peerOf: deps.peerOf,
    win: deps.win ?? (typeof window === 'undefined' ? undefined : window),
    ...deps.engine,
  });
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
      unsubscribe = deps.store.subscribe((state) => deps.follow(engine, state));
      deps.follow(engine, deps.store.getState());
    },
    detach: () => {
      unsubscribe?.();
      unsubscribe = undefined;
      deps.forget?.();
      engine.stop();
    },
  };
}
