import type { CallMedia } from '@/lib/contract';
import type {
  CallController,
  CallEngineDeps,
  CallPeer,
  IncomingCallFrame,
} from './call-controller';
import { IDLE_CALL, type CallActions } from './call-view';

type CreateEngine = (deps: CallEngineDeps) => CallController;

const loadEngine = (): Promise<CreateEngine> =>
  import('./call-engine').then((m) => m.createCallEngine);

/**
 * The call engine as a page's first load carries it: a stand-in that is idle (no call can
 * start) until it loads the real engine, its own chunk (the state machine, WebRTC, media). It
 * loads once a conversation with the other party begins, so a ring is answered at once, or when
 * a call frame or a start comes first; what arrives meanwhile is handed over in order.
 */
export function createLazyCallEngine(
  deps: CallEngineDeps,
  load: () => Promise<CreateEngine> = loadEngine,
): CallController {
  let real: CallController | undefined;
  let loading: Promise<CallController | undefined> | undefined;
  let session: { id: string | undefined; peer?: CallPeer } | undefined;
  let socketUp: boolean | undefined;
  const frames: IncomingCallFrame[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const ensure = (): Promise<CallController | undefined> =>
    (loading ??= load().then(
      (create) => {
        const engine = create(deps);
        if (socketUp !== undefined) engine.socket(socketUp);
        if (session) engine.setSession(session.id, session.peer);
        for (const frame of frames.splice(0)) engine.receive(frame);
        engine.subscribe(notify);
        real = engine;
        notify();
        return engine;
      },
      // The chunk did not come (offline): the next need tries again.
      () => (loading = undefined),
    ));

  const later = (act: (actions: CallActions) => void) => (): void => {
    if (real) act(real.actions);
  };
  const actions: CallActions = {
    start: (media: CallMedia) => {
      if (real) real.actions.start(media);
      else void ensure().then((engine) => engine?.actions.start(media));
    },
    accept: (media) => real?.actions.accept(media),
    decline: later((a) => a.decline()),
    cancel: later((a) => a.cancel()),
    hangUp: later((a) => a.hangUp()),
    toggleMute: later((a) => a.toggleMute()),
    toggleCamera: later((a) => a.toggleCamera()),
    toggleSpeaker: later((a) => a.toggleSpeaker()),
    switchCamera: later((a) => a.switchCamera()),
    minimise: later((a) => a.minimise()),
    restore: later((a) => a.restore()),
    dismiss: later((a) => a.dismiss()),
  };

  return {
    getView: () => real?.getView() ?? IDLE_CALL,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    actions,
    receive: (frame) => {
      if (real) return real.receive(frame);
      frames.push(frame);
      void ensure();
    },
    socket: (up) => {
      socketUp = up;
      real?.socket(up);
    },
    setSession: (id, peer) => {
      session = { id, peer };
      if (real) real.setSession(id, peer);
      else if (id) void ensure();
    },
    // Before the engine loads there is no call to end or hang up.
    sessionEnded: (id) => real?.sessionEnded(id),
    stop: () => {
      if (real) return real.stop();
      // The model stopped while the chunk was on its way: what was heard does not ring later,
      // and an engine that loads after this starts with its socket down, as the real one would.
      frames.length = 0;
      socketUp = false;
    },
  };
}
