import type { CallSignal } from '@/lib/contract';
import type { CallController, CallEngineDeps, CallPeer } from './call-controller';
import { nextDeadline, reduce } from './call-machine';
import { isLive } from './call-steps';
import { isGlare } from './call-signals';
import { cachedIceServers } from './ice-cache';
import { acquireMedia, cameraCount, cameraTrack, type MediaDevicesLike } from './call-media';
import { PeerLink } from './call-peer';
import { INITIAL_CALL_STATE, type CallEffect, type CallEvent, type CallState } from './call-state';
import { callActions } from './call-actions';
import type { CallView } from './call-view';
import { viewOf } from './call-view-of';

// The call's controller: runs the state machine, performs its effects (the socket, getUserMedia,
// the RTCPeerConnection, timers) and gives the screens a CallView.

export type {
  CallController,
  CallEngineDeps,
  CallPeer,
  IncomingCallFrame,
} from './call-controller';

const defaultDevices = () =>
  typeof navigator === 'undefined' ? undefined : (navigator.mediaDevices as MediaDevicesLike);
const defaultPeer = (config: RTCConfiguration) => new RTCPeerConnection(config);
// randomUUID needs a secure context; so do calls, but an id must not throw where they cannot.
const randomId = () => globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);

export function createCallEngine(deps: CallEngineDeps): CallController {
  const now = deps.now ?? Date.now;
  const devices = () => (deps.mediaDevices ?? defaultDevices)();
  const createPeer =
    deps.createPeer ?? (typeof RTCPeerConnection === 'undefined' ? undefined : defaultPeer);
  let state: CallState = { ...INITIAL_CALL_STATE, socket: deps.ready() };
  let session: { id: string; peer: CallPeer } | undefined;
  let callPeer: CallPeer = { name: '' };
  let local: MediaStream | undefined;
  let remote: MediaStream | undefined;
  let link: PeerLink | undefined;
  let cameras = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const iceServers = cachedIceServers(deps.iceServers, now);

  const supported = () => !!createPeer && !!devices()?.getUserMedia;

  const build = (): CallView =>
    viewOf(state, {
      session: session?.peer,
      callPeer,
      local,
      remote,
      cameras,
      supported: supported(),
    });
  let view = build();

  const changed = () => {
    view = build();
    listeners.forEach((listener) => listener());
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const due = nextDeadline(state);
    if (due !== undefined)
      timer = setTimeout(() => dispatch({ type: 'tick', now: now() }), Math.max(0, due - now()));
  };

  function dispatch(event: CallEvent) {
    const before = state;
    const result = reduce(state, event);
    // Nothing happened (a signal of another call, a tick before its time): no new view.
    if (result.state === before && !result.effects.length) return;
    state = result.state;
    result.effects.forEach((effect) => perform(effect, before));
    schedule();
    // The page going away hangs up a call under way (and only then is it listened for).
    if (isLive(state) !== isLive(before))
      deps.win?.[isLive(state) ? 'addEventListener' : 'removeEventListener'](
        'pagehide',
        onPageHide,
      );
    changed();
  }

  const send = (signal: CallSignal, sessionId = state.sessionId, callId = state.callId) =>
    sessionId && callId ? deps.send(sessionId, callId, signal) : false;

  const close = () => {
    link?.close();
    link = undefined;
    local?.getTracks().forEach((track) => track.stop());
    local = undefined;
    remote = undefined;
  };

  async function getMedia(effect: Extract<CallEffect, { type: 'get-media' }>) {
    const callId = state.callId;
    void iceServers();
    const got = await acquireMedia(devices(), effect.media, effect.facing);
    if (state.callId !== callId || state.phase !== 'requesting-media') {
      got.stream?.getTracks().forEach((track) => track.stop());
      return;
    }
    local = got.stream;
    cameras = await cameraCount(devices());
    dispatch({ type: 'media', result: got.result, now: now() });
  }

  function openPeer() {
    if (!local || !createPeer) return;
    const callId = state.callId;
    const mine = () => state.callId === callId;
    link = new PeerLink({
      create: createPeer,
      iceServers: iceServers(),
      renewIceServers: iceServers,
      local,
      send: (signal) => mine() && send(signal),
      onState: (peer) => mine() && dispatch({ type: 'peer', state: peer, now: now() }),
      onRemote: (stream) => {
        if (!mine()) return;
        remote = stream;
        changed();
      },
    });
    void link.open();
    // Muted (or the camera off) before the connection existed: it starts paused.
    if (!state.local.audio) void link.setSending('audio', false);
    if (state.localVideo && !state.local.video) void link.setSending('video', false);
  }

  async function switchFacing(facing: 'user' | 'environment') {
    const track = await cameraTrack(devices(), facing);
    if (!track || !local) return void track?.stop();
    track.enabled = state.local.video;
    const old = local.getVideoTracks();
    await link?.replaceVideo(track);
    old.forEach((t) => (t.stop(), local?.removeTrack(t)));
    local.addTrack(track);
    changed();
  }

  function perform(effect: CallEffect, before: CallState) {
    switch (effect.type) {
      case 'send':
        // A page that leaves is idle at once: its hang-up names the call it was in.
        return send(
          effect.signal,
          effect.sessionId ?? state.sessionId ?? before.sessionId,
          effect.callId ?? state.callId ?? before.callId,
        );
      case 'get-media':
        if (state.role === 'caller') callPeer = session?.peer ?? { name: '' };
        return void getMedia(effect);
      case 'open-peer':
        return openPeer();
      case 'offer':
        return void link?.offer(effect.restart);
      case 'negotiate':
        return void link?.take(effect.signal);
      case 'track':
        local
          ?.getTracks()
          .filter((track) => track.kind === effect.kind)
          .forEach((track) => (track.enabled = effect.enabled));
        return void link?.setSending(effect.kind, effect.enabled);
      case 'facing':
        return void switchFacing(effect.facing);
      case 'close':
        return close();
    }
  }

  const actions = callActions(dispatch, now, (media) => {
    if (view.canStart && session)
      dispatch({
        type: 'start',
        media,
        callId: (deps.newCallId ?? randomId)(),
        sessionId: session.id,
        now: now(),
      });
  });
  const stamp = () => ({ now: now() });

  function onPageHide() {
    dispatch({ type: 'leave', now: now() });
  }

  return {
    getView: () => view,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    actions,
    receive: (frame) => {
      if (
        frame.echo &&
        frame.connectionId !== undefined &&
        frame.connectionId === deps.connectionId()
      )
        return;
      const ringing =
        frame.signal.kind === 'invite' &&
        !frame.echo &&
        (!isLive(state) || isGlare(state, frame.sessionId));
      if (ringing)
        callPeer = (session?.id === frame.sessionId
          ? session.peer
          : deps.peerOf?.(frame.sessionId)) ?? { name: '' };
      const { sessionId, callId, signal } = frame;
      dispatch({ type: 'signal', sessionId, callId, signal, echo: !!frame.echo, ...stamp() });
    },
    socket: (up) => dispatch({ type: 'socket', up }),
    setSession: (sessionId, peer) => {
      session = sessionId ? { id: sessionId, peer: peer ?? { name: '' } } : undefined;
      changed();
    },
    sessionEnded: (sessionId) => dispatch({ type: 'session-ended', sessionId, ...stamp() }),
    stop: () => {
      dispatch({ type: 'leave', ...stamp() });
      dispatch({ type: 'socket', up: false });
    },
  };
}
