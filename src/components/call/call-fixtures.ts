import type { CallScreenActions, CallScreenView } from './call-types';

// Call views as the engine gives them, for stories and tests: one per state worth seeing.

const base: CallScreenView = {
  phase: 'idle',
  media: 'audio',
  peer: { name: '李工程师' },
  local: { audio: true, video: false, facing: 'user' },
  remote: { audio: true, video: false },
  speaker: true,
  canSwitchCamera: false,
  minimised: false,
};

/** A fixed moment, so a duration reads the same in every run (with a fixed clock). */
export const FIXTURE_CONNECTED_AT = Date.UTC(2026, 10, 27, 9, 0, 0);

export function callView(overrides: Partial<CallScreenView> = {}): CallScreenView {
  return { ...base, ...overrides };
}

export const CALL_FIXTURES = {
  incomingVoice: callView({ phase: 'incoming', role: 'callee' }),
  incomingVideo: callView({ phase: 'incoming', role: 'callee', media: 'video' }),
  outgoing: callView({ phase: 'outgoing', role: 'caller', media: 'video' }),
  requestingMedia: callView({ phase: 'requesting-media', role: 'caller', media: 'video' }),
  connecting: callView({ phase: 'connecting', role: 'caller' }),
  connectedVoice: callView({
    phase: 'connected',
    role: 'caller',
    connectedAt: FIXTURE_CONNECTED_AT,
  }),
  connectedVideo: callView({
    phase: 'connected',
    role: 'callee',
    media: 'video',
    connectedAt: FIXTURE_CONNECTED_AT,
    local: { audio: true, video: true, facing: 'user' },
    remote: { audio: true, video: true },
    canSwitchCamera: true,
  }),
  muted: callView({
    phase: 'connected',
    role: 'caller',
    connectedAt: FIXTURE_CONNECTED_AT,
    local: { audio: false, video: false, facing: 'user' },
    speaker: false,
  }),
  cameraOff: callView({
    phase: 'connected',
    role: 'caller',
    media: 'video',
    connectedAt: FIXTURE_CONNECTED_AT,
    local: { audio: true, video: false, facing: 'user' },
    remote: { audio: true, video: true },
  }),
  reconnecting: callView({ phase: 'reconnecting', role: 'caller', media: 'audio' }),
  minimised: callView({
    phase: 'connected',
    role: 'caller',
    connectedAt: FIXTURE_CONNECTED_AT,
    minimised: true,
  }),
} satisfies Record<string, CallScreenView>;

export const ENDED_FIXTURES = {
  completed: callView({
    phase: 'ended',
    role: 'caller',
    ended: { outcome: 'completed', by: 'local', durationSeconds: 133 },
  }),
  cancelled: callView({
    phase: 'ended',
    role: 'caller',
    ended: { outcome: 'cancelled', by: 'local', durationSeconds: 0 },
  }),
  missed: callView({
    phase: 'ended',
    role: 'caller',
    ended: { outcome: 'missed', durationSeconds: 0 },
  }),
  declined: callView({
    phase: 'ended',
    role: 'caller',
    ended: { outcome: 'declined', by: 'remote', durationSeconds: 0 },
  }),
  busy: callView({
    phase: 'ended',
    role: 'caller',
    ended: { outcome: 'busy', by: 'remote', durationSeconds: 0 },
  }),
  failed: callView({
    phase: 'ended',
    role: 'caller',
    ended: { outcome: 'failed', durationSeconds: 0 },
  }),
} satisfies Record<string, CallScreenView>;

/** Actions that do nothing but can be watched (vi.fn in tests, a logger in stories). */
export function callActions(make: (name: string) => () => void): CallScreenActions {
  const names = [
    'accept',
    'decline',
    'cancel',
    'hangUp',
    'toggleMute',
    'toggleCamera',
    'toggleSpeaker',
    'switchCamera',
    'minimise',
    'restore',
    'dismiss',
  ] as const;
  return Object.fromEntries(
    names.map((name) => [name, make(name)]),
  ) as unknown as CallScreenActions;
}
