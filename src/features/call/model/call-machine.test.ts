import { CALL_RING_TIMEOUT_MS, type CallMedia, type CallSignal } from '@/lib/contract';
import { mediaOf, nextDeadline, reduce } from './call-machine';
import {
  CALL_CONNECT_GIVE_UP_MS,
  CALL_ENDED_SHOW_MS,
  CALL_ICE_RESTART_AFTER_MS,
  INITIAL_CALL_STATE,
  type CallEffect,
  type CallEvent,
  type CallState,
  type MediaResult,
} from './call-state';

// The pure state machine, driven by a fake clock: every event carries `now`.

const T0 = 1_700_000_000_000;
const base: CallState = { ...INITIAL_CALL_STATE, socket: true };

/** Runs events in order; returns the last state and every effect along the way. */
function run(events: CallEvent[], from: CallState = base) {
  let state = from;
  const effects: CallEffect[] = [];
  for (const event of events) {
    const next = reduce(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects, last: effects };
}

const sent = (effects: CallEffect[]) =>
  effects.flatMap((e) => (e.type === 'send' ? [e.signal] : []));
const kinds = (effects: CallEffect[]) => effects.map((e) => e.type);

const signal = (s: CallSignal, at = T0, callId = 'c1', echo = false): CallEvent => ({
  type: 'signal',
  sessionId: 's1',
  callId,
  signal: s,
  echo,
  now: at,
});
const media = (result: MediaResult, at = T0): CallEvent => ({ type: 'media', result, now: at });
const start = (m: CallMedia = 'audio', callId = 'c1'): CallEvent => ({
  type: 'start',
  media: m,
  callId,
  sessionId: 's1',
  now: T0,
});

/** The caller with the invite sent, ringing the other side. */
const outgoing = (m: CallMedia = 'audio') => run([start(m), media('granted')]).state;
/** The callee ringing. */
const incoming = (m: CallMedia = 'audio') => run([signal({ kind: 'invite', media: m })]).state;
/** Connected as caller (media flows at T0 + 1 s). */
const callerConnected = () =>
  run(
    [
      signal({ kind: 'accept', media: 'audio' }),
      { type: 'peer', state: 'connected', now: T0 + 1000 },
    ],
    outgoing(),
  ).state;

describe('the call state machine: constants', () => {
  it('rings for 30 s, shows the end for 4 s, gives up connecting after 30 s', () => {
    expect(CALL_RING_TIMEOUT_MS).toBe(30_000);
    expect(CALL_ENDED_SHOW_MS).toBe(4_000);
    expect(CALL_CONNECT_GIVE_UP_MS).toBe(30_000);
  });
});

describe('the call state machine: the caller', () => {
  it('asks for the media first, then invites and rings', () => {
    const first = run([start('video')]);
    expect(first.state).toMatchObject({ phase: 'requesting-media', role: 'caller', callId: 'c1' });
    expect(first.effects).toEqual([{ type: 'get-media', media: 'video', facing: 'user' }]);
    const { state, effects } = run([media('granted', T0 + 50)], first.state);
    expect(state).toMatchObject({ phase: 'outgoing', ringingSince: T0 + 50, localVideo: true });
    expect(sent(effects)).toEqual([{ kind: 'invite', media: 'video' }]);
  });

  it('does not start a second call while one is under way', () => {
    const state = outgoing();
    expect(reduce(state, start('audio', 'c2'))).toEqual({ state, effects: [] });
  });

  it('opens the peer connection and offers once accepted, then counts from connected', () => {
    const accepted = run([signal({ kind: 'accept', media: 'video' })], outgoing());
    expect(accepted.state).toMatchObject({ phase: 'connecting', remoteVideo: true });
    expect(accepted.effects).toEqual([{ type: 'open-peer' }, { type: 'offer', restart: false }]);
    expect(mediaOf(accepted.state)).toBe('video');
    expect(callerConnected()).toMatchObject({ phase: 'connected', connectedAt: T0 + 1000 });
  });

  it('after 30 s of ringing the call is missed, and the caller says so', () => {
    const state = outgoing();
    expect(nextDeadline(state)).toBe(T0 + CALL_RING_TIMEOUT_MS);
    expect(run([{ type: 'tick', now: T0 + CALL_RING_TIMEOUT_MS - 1 }], state).state.phase).toBe(
      'outgoing',
    );
    const { state: ended, effects } = run(
      [{ type: 'tick', now: T0 + CALL_RING_TIMEOUT_MS }],
      state,
    );
    expect(ended).toMatchObject({ phase: 'ended', ended: { outcome: 'missed' } });
    expect(sent(effects)).toEqual([{ kind: 'missed' }]);
    expect(kinds(effects)).toContain('close');
  });

  it('ends declined or busy when the other side says so', () => {
    expect(run([signal({ kind: 'decline' })], outgoing()).state).toMatchObject({
      phase: 'ended',
      ended: { outcome: 'declined', by: 'remote' },
    });
    expect(run([signal({ kind: 'busy' })], outgoing()).state).toMatchObject({
      phase: 'ended',
      notice: 'busy',
      ended: { outcome: 'busy' },
    });
  });

  it('cancels before an answer, telling the other side', () => {
    const { state, effects } = run([{ type: 'cancel', now: T0 + 5 }], outgoing());
    expect(state.ended).toEqual({ outcome: 'cancelled', by: 'local', durationSeconds: 0 });
    expect(sent(effects)).toEqual([{ kind: 'cancel' }]);
  });

  it('a refused microphone ends the attempt before anyone is invited', () => {
    const { state, effects } = run([start(), media('microphone-refused')]);
    expect(state).toMatchObject({ phase: 'ended', notice: 'microphone-denied' });
    expect(sent(effects)).toEqual([]);
    expect(run([start(), media('microphone-missing')]).state.notice).toBe('microphone-missing');
    expect(run([start(), media('unsupported')]).state.notice).toBe('unsupported');
  });

  it('a refused camera makes a video call a voice call', () => {
    const { state, effects } = run([start('video'), media('camera-refused')]);
    expect(state).toMatchObject({
      phase: 'outgoing',
      notice: 'camera-unavailable',
      asked: 'audio',
    });
    expect(sent(effects)).toEqual([{ kind: 'invite', media: 'audio' }]);
  });
});

describe('the call state machine: the callee', () => {
  it('rings on an invite and tells the caller', () => {
    const { state, effects } = run([signal({ kind: 'invite', media: 'video' })]);
    expect(state).toMatchObject({ phase: 'incoming', role: 'callee', ringingSince: T0 });
    expect(mediaOf(state)).toBe('video');
    expect(sent(effects)).toEqual([{ kind: 'ringing' }]);
  });

  it('accepts: media first, then the peer connection and the accept', () => {
    const asked = run([{ type: 'accept', now: T0 + 10 }], incoming('video'));
    expect(asked.effects).toEqual([{ type: 'get-media', media: 'video', facing: 'user' }]);
    const { state, effects } = run([media('granted')], asked.state);
    expect(state.phase).toBe('connecting');
    expect(effects).toEqual([
      { type: 'open-peer' },
      { type: 'send', signal: { kind: 'accept', media: 'video' } },
    ]);
  });

  it('answers a video call with voice when asked to', () => {
    const { effects } = run([{ type: 'accept', media: 'audio', now: T0 }], incoming('video'));
    expect(effects).toEqual([{ type: 'get-media', media: 'audio', facing: 'user' }]);
  });

  it('a refused camera answers with voice and says why', () => {
    const { state, effects } = run(
      [{ type: 'accept', now: T0 }, media('camera-refused')],
      incoming('video'),
    );
    expect(state).toMatchObject({ phase: 'connecting', notice: 'camera-unavailable' });
    expect(sent(effects)).toEqual([{ kind: 'accept', media: 'audio' }]);
  });

  it('a refused microphone declines', () => {
    const { state, effects } = run(
      [{ type: 'accept', now: T0 }, media('microphone-refused')],
      incoming(),
    );
    expect(state).toMatchObject({ phase: 'ended', notice: 'microphone-denied' });
    expect(state.ended?.outcome).toBe('declined');
    expect(sent(effects)).toEqual([{ kind: 'decline' }]);
  });

  it('declines, telling the caller', () => {
    const { state, effects } = run([{ type: 'decline', now: T0 }], incoming());
    expect(state.ended).toEqual({ outcome: 'declined', by: 'local', durationSeconds: 0 });
    expect(sent(effects)).toEqual([{ kind: 'decline' }]);
  });

  it("stops ringing after 30 s on its own clock, and on the caller's missed or cancel", () => {
    const timedOut = run([{ type: 'tick', now: T0 + CALL_RING_TIMEOUT_MS }], incoming());
    expect(timedOut.state.ended?.outcome).toBe('missed');
    expect(sent(timedOut.effects)).toEqual([]);
    expect(run([signal({ kind: 'missed' })], incoming()).state.ended?.outcome).toBe('missed');
    expect(run([signal({ kind: 'cancel' })], incoming()).state.ended?.outcome).toBe('cancelled');
  });

  it('an echo of accept or decline from another tab stops ringing here, with nothing to show', () => {
    for (const kind of ['accept', 'decline'] as const) {
      const s: CallSignal = kind === 'accept' ? { kind, media: 'audio' } : { kind };
      const { state } = run([signal(s, T0, 'c1', true)], incoming());
      expect(state.phase).toBe('idle');
    }
  });

  it('an echo of accept gives up a late answer of this tab (the server took the other one)', () => {
    const late = run([{ type: 'accept', now: T0 }], incoming()).state;
    expect(
      run([signal({ kind: 'accept', media: 'audio' }, T0, 'c1', true)], late).state.phase,
    ).toBe('idle');
    const connecting = run([media('granted')], late).state;
    const { state, effects } = run(
      [signal({ kind: 'accept', media: 'audio' }, T0, 'c1', true)],
      connecting,
    );
    expect(state.phase).toBe('idle');
    expect(effects).toEqual([{ type: 'close' }]);
    // Once the caller's offer came, this tab is the one in the call: echoes change nothing.
    const offered = run([signal({ kind: 'offer', sdp: 'v=0' })], connecting).state;
    expect(run([signal({ kind: 'decline' }, T0, 'c1', true)], offered).state).toBe(offered);
  });

  it('a ringing tab that closes declines nothing (another tab may answer)', () => {
    const { state, effects } = run([{ type: 'leave', now: T0 }], incoming());
    expect(state.phase).toBe('idle');
    expect(sent(effects)).toEqual([]);
  });

  it('the same invite sent again does not ring twice', () => {
    const state = incoming();
    expect(reduce(state, signal({ kind: 'invite', media: 'audio' }))).toEqual({
      state,
      effects: [],
    });
  });

  it('answers busy to a second invite mid-call, and keeps its own call', () => {
    const state = callerConnected();
    const { state: after, effects } = run(
      [signal({ kind: 'invite', media: 'audio' }, T0, 'c2')],
      state,
    );
    expect(after).toBe(state);
    expect(effects).toEqual([
      { type: 'send', signal: { kind: 'busy' }, sessionId: 's1', callId: 'c2' },
    ]);
  });

  it('takes the offer (answering it) and candidates only once it has answered', () => {
    const connecting = run([{ type: 'accept', now: T0 }, media('granted')], incoming()).state;
    const offer: CallSignal = { kind: 'offer', sdp: 'v=0' };
    const { state, effects } = run([signal(offer)], connecting);
    expect(state.offerSeen).toBe(true);
    expect(effects).toEqual([{ type: 'negotiate', signal: offer }]);
    const candidate: CallSignal = { kind: 'candidate', candidate: { candidate: 'a' } };
    expect(run([signal(candidate)], incoming()).effects).toEqual([]);
  });
});

describe('the call state machine: during the call', () => {
  it('mute and camera off stop the tracks and tell the other side', () => {
    const { state, effects } = run([{ type: 'toggle-mute' }], callerConnected());
    expect(state.local.audio).toBe(false);
    expect(effects).toEqual([
      { type: 'track', kind: 'audio', enabled: false },
      { type: 'send', signal: { kind: 'media', audio: false, video: false } },
    ]);
    // Without a camera there is nothing to turn off or switch.
    expect(
      run([{ type: 'toggle-camera' }, { type: 'switch-camera' }], callerConnected()).effects,
    ).toEqual([]);
  });

  it('turns the camera off and switches it in a video call', () => {
    const video = run([
      start('video'),
      media('granted'),
      signal({ kind: 'accept', media: 'video' }),
    ]).state;
    const off = run([{ type: 'toggle-camera' }], video);
    expect(off.effects[0]).toEqual({ type: 'track', kind: 'video', enabled: false });
    const switched = run([{ type: 'switch-camera' }], video);
    expect(switched.state.local.facing).toBe('environment');
    expect(switched.effects).toEqual([{ type: 'facing', facing: 'environment' }]);
  });

  it('shows what the other side turned off', () => {
    const muted = run([signal({ kind: 'media', audio: false, video: false })], callerConnected());
    expect(muted.state).toMatchObject({ remote: { audio: false }, notice: 'peer-muted' });
    const back = run([signal({ kind: 'media', audio: true, video: false })], muted.state);
    expect(back.state.notice).toBeUndefined();
  });

  it("speaker and minimise are the screen's to flip", () => {
    const state = run([{ type: 'toggle-speaker' }, { type: 'minimise' }], callerConnected()).state;
    expect(state).toMatchObject({ speaker: false, minimised: true });
    expect(run([{ type: 'restore' }], state).state.minimised).toBe(false);
  });

  it('hangs up with the connected seconds; the other side ends completed', () => {
    const { state, effects } = run([{ type: 'hangup', now: T0 + 61_400 }], callerConnected());
    expect(sent(effects)).toEqual([{ kind: 'hangup', reason: 'hangup', connected_seconds: 60 }]);
    expect(state.ended).toEqual({ outcome: 'completed', by: 'local', durationSeconds: 60 });
    const remote = run(
      [signal({ kind: 'hangup', reason: 'peer_left', connected_seconds: 9 }, T0 + 10_000)],
      callerConnected(),
    );
    expect(remote.state.ended).toEqual({ outcome: 'completed', by: 'remote', durationSeconds: 9 });
  });

  it("the session ending ends the call (session_ended); another session's does not", () => {
    const state = callerConnected();
    expect(reduce(state, { type: 'session-ended', sessionId: 's2', now: T0 }).state).toBe(state);
    const { state: ended, effects } = run(
      [{ type: 'session-ended', sessionId: 's1', now: T0 + 3000 }],
      state,
    );
    expect(ended.phase).toBe('ended');
    expect(sent(effects)).toEqual([
      { kind: 'hangup', reason: 'session_ended', connected_seconds: 2 },
    ]);
  });

  it('the page leaving hangs up (peer_left) and is idle at once', () => {
    const { state, effects } = run([{ type: 'leave', now: T0 + 1000 }], callerConnected());
    expect(state.phase).toBe('idle');
    expect(sent(effects)).toEqual([{ kind: 'hangup', reason: 'peer_left', connected_seconds: 0 }]);
  });

  it('the ended screen closes after 4 s, or at once when dismissed', () => {
    const ended = run([{ type: 'hangup', now: T0 + 5000 }], callerConnected()).state;
    expect(nextDeadline(ended)).toBe(T0 + 5000 + CALL_ENDED_SHOW_MS);
    expect(
      run([{ type: 'tick', now: T0 + 5000 + CALL_ENDED_SHOW_MS - 1 }], ended).state.phase,
    ).toBe('ended');
    expect(run([{ type: 'tick', now: T0 + 5000 + CALL_ENDED_SHOW_MS }], ended).state.phase).toBe(
      'idle',
    );
    expect(run([{ type: 'dismiss' }], ended).state).toEqual(base);
  });

  it('an ended screen with a notice stays until dismissed (time to read it)', () => {
    const ended = run([start(), media('microphone-refused')]).state;
    expect(ended).toMatchObject({ phase: 'ended', notice: 'microphone-denied' });
    expect(nextDeadline(ended)).toBeUndefined();
    const later = T0 + 10 * CALL_ENDED_SHOW_MS;
    expect(run([{ type: 'tick', now: later }], ended).state).toBe(ended);
    expect(run([{ type: 'dismiss' }], ended).state).toEqual(base);
  });

  it('the other side muted says nothing once ended: that screen still closes by itself', () => {
    const muted = run(
      [signal({ kind: 'media', audio: false, video: false }, T0 + 2000)],
      callerConnected(),
    ).state;
    expect(muted.notice).toBe('peer-muted');
    const ended = run([{ type: 'hangup', now: T0 + 5000 }], muted).state;
    expect(ended).toMatchObject({ phase: 'ended', notice: undefined });
    expect(nextDeadline(ended)).toBe(T0 + 5000 + CALL_ENDED_SHOW_MS);
  });
});

describe('the call state machine: glare (both sides call at once)', () => {
  const theirs = (at = T0 + 100) => signal({ kind: 'invite', media: 'video' }, at, 'c2');

  it.each([
    ['outgoing', () => outgoing()],
    ['requesting-media', () => run([start()]).state],
  ])('while %s, their invite in the same session rings and ours is dropped quietly', (_, from) => {
    const { state, effects } = run([theirs()], from());
    expect(state).toMatchObject({
      phase: 'incoming',
      role: 'callee',
      callId: 'c2',
      sessionId: 's1',
      asked: 'video',
      ringingSince: T0 + 100,
    });
    // Our media stops; no busy, no cancel: the server kept their call and ignores ours.
    expect(effects).toEqual([{ type: 'close' }, { type: 'send', signal: { kind: 'ringing' } }]);
    // The server's busy for our dropped call changes nothing.
    expect(run([signal({ kind: 'busy' }, T0 + 200)], state).state).toBe(state);
  });

  it('an invite of another session while calling is still answered busy', () => {
    const state = outgoing();
    const other: CallEvent = { ...theirs(), sessionId: 's2' } as CallEvent;
    const { state: after, effects } = run([other], state);
    expect(after).toBe(state);
    expect(effects).toEqual([
      { type: 'send', signal: { kind: 'busy' }, sessionId: 's2', callId: 'c2' },
    ]);
  });

  it('once our call was accepted, their invite is answered busy', () => {
    const connecting = run([signal({ kind: 'accept', media: 'audio' })], outgoing()).state;
    expect(sent(run([theirs()], connecting).effects)).toEqual([{ kind: 'busy' }]);
  });
});

describe('the call state machine: the network', () => {
  it('ICE disconnected is reconnecting; connected again resumes the same call', () => {
    const drop = run([{ type: 'peer', state: 'disconnected', now: T0 + 2000 }], callerConnected());
    expect(drop.state.phase).toBe('reconnecting');
    const back = run([{ type: 'peer', state: 'connected', now: T0 + 3000 }], drop.state);
    expect(back.state).toMatchObject({ phase: 'connected', connectedAt: T0 + 1000 });
  });

  it('ICE failed: the caller restarts ICE; the callee waits for it', () => {
    const failed = run([{ type: 'peer', state: 'failed', now: T0 }], callerConnected());
    expect(failed.effects).toEqual([{ type: 'offer', restart: true }]);
    const callee = run(
      [{ type: 'accept', now: T0 }, media('granted'), { type: 'peer', state: 'failed', now: T0 }],
      incoming(),
    );
    expect(callee.state.phase).toBe('reconnecting');
    expect(kinds(callee.effects)).not.toContain('offer');
  });

  it('gives up after 30 s without media, telling the other side it failed', () => {
    const drop = run([{ type: 'peer', state: 'disconnected', now: T0 + 2000 }], callerConnected());
    const { state, effects } = run(
      [{ type: 'tick', now: T0 + 2000 + CALL_CONNECT_GIVE_UP_MS }],
      drop.state,
    );
    expect(state.ended?.outcome).toBe('completed');
    expect(sent(effects)).toEqual([{ kind: 'hangup', reason: 'failed', connected_seconds: 31 }]);
    const never = run([signal({ kind: 'accept', media: 'audio' })], outgoing()).state;
    const gaveUp = run([{ type: 'tick', now: T0 + CALL_CONNECT_GIVE_UP_MS }], never).state;
    expect(gaveUp.ended?.outcome).toBe('failed');
  });

  it('a socket drop does not end the call; at the next login the caller restarts ICE', () => {
    const down = run([{ type: 'socket', up: false }], callerConnected());
    expect(down.state).toMatchObject({ phase: 'connected', socket: false });
    const up = run([{ type: 'socket', up: true }], down.state);
    expect(up.effects).toEqual([{ type: 'offer', restart: true }]);
  });

  it('at the next login, what may have been lost is sent again', () => {
    expect(sent(run([{ type: 'socket', up: true }], outgoing()).effects)).toEqual([
      { kind: 'invite', media: 'audio' },
    ]);
    const accepted = run([{ type: 'accept', now: T0 }, media('granted')], incoming()).state;
    expect(sent(run([{ type: 'socket', up: true }], accepted).effects)).toEqual([
      { kind: 'accept', media: 'audio' },
    ]);
    // Once the offer came, the callee still says accept again: the caller offers again only if
    // its media is not flowing (below).
    const offered = run([signal({ kind: 'offer', sdp: 'v=0' })], accepted).state;
    expect(sent(run([{ type: 'socket', up: true }], offered).effects)).toEqual([
      { kind: 'accept', media: 'audio' },
    ]);
  });

  it('a repeated accept is answered with a fresh offer while media is not flowing, not once it is', () => {
    const accept = signal({ kind: 'accept', media: 'audio' }, T0 + 5000);
    const connecting = run([signal({ kind: 'accept', media: 'audio' })], outgoing()).state;
    const again = run([accept], connecting);
    expect(again.effects).toEqual([{ type: 'offer', restart: true }]);
    expect(again.state).toMatchObject({ phase: 'connecting', phaseSince: T0 });
    const drop = run([{ type: 'peer', state: 'disconnected', now: T0 + 2000 }], callerConnected());
    const restarted = run([accept], drop.state);
    expect(restarted.effects).toEqual([{ type: 'offer', restart: true }]);
    // Its own timed restart is then not needed.
    expect(nextDeadline(restarted.state)).toBe(T0 + 2000 + CALL_CONNECT_GIVE_UP_MS);
    expect(run([accept], callerConnected()).effects).toEqual([]);
    // A callee never offers.
    const callee = run([{ type: 'accept', now: T0 }, media('granted')], incoming()).state;
    expect(run([accept], callee).effects).toEqual([]);
  });

  it('ICE disconnected for 3 s: the caller restarts it once, and still gives up after 30 s', () => {
    expect(CALL_ICE_RESTART_AFTER_MS).toBe(3_000);
    const at = T0 + 2000;
    const drop = run([{ type: 'peer', state: 'disconnected', now: at }], callerConnected());
    expect(nextDeadline(drop.state)).toBe(at + CALL_ICE_RESTART_AFTER_MS);
    // Disconnected again meanwhile does not put the restart off.
    const again = run([{ type: 'peer', state: 'disconnected', now: at + 2000 }], drop.state);
    expect(nextDeadline(again.state)).toBe(at + CALL_ICE_RESTART_AFTER_MS);
    expect(
      run([{ type: 'tick', now: at + CALL_ICE_RESTART_AFTER_MS - 1 }], again.state).effects,
    ).toEqual([]);
    const restart = run([{ type: 'tick', now: at + CALL_ICE_RESTART_AFTER_MS }], again.state);
    expect(restart.effects).toEqual([{ type: 'offer', restart: true }]);
    expect(restart.state.phase).toBe('reconnecting');
    expect(nextDeadline(restart.state)).toBe(at + CALL_CONNECT_GIVE_UP_MS);
    const gaveUp = run([{ type: 'tick', now: at + CALL_CONNECT_GIVE_UP_MS }], restart.state);
    expect(gaveUp.state.phase).toBe('ended');
    // Back within 3 s: no restart.
    const back = run(
      [
        { type: 'peer', state: 'connected', now: at + 1000 },
        { type: 'tick', now: at + CALL_ICE_RESTART_AFTER_MS },
      ],
      drop.state,
    );
    expect(back.effects).toEqual([]);
    expect(nextDeadline(back.state)).toBeUndefined();
    // The callee waits for the caller's restart.
    const callee = run(
      [
        { type: 'accept', now: T0 },
        media('granted'),
        { type: 'peer', state: 'connected', now: T0 + 1000 },
        { type: 'peer', state: 'disconnected', now: at },
        { type: 'tick', now: at + CALL_ICE_RESTART_AFTER_MS },
      ],
      incoming(),
    );
    expect(kinds(callee.effects)).not.toContain('offer');
    expect(nextDeadline(callee.state)).toBe(at + CALL_CONNECT_GIVE_UP_MS);
  });

  it('ignores signals of another call', () => {
    const state = outgoing();
    expect(reduce(state, signal({ kind: 'decline' }, T0, 'other')).state).toBe(state);
  });
});
