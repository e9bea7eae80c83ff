import {
  CALL_NOTICE,
  CALL_RING_TIMEOUT_MS,
  callRecord,
  historicalMessage,
  serverCallFrame,
  type ServerFrame,
} from '@/lib/contract';
import { toCallSignal, toCallStep } from '../wire/calls';
import { toHistorical, toImMessage } from '../wire/messages';
import { CALL_RING_GRACE_MS } from './call-rules';
import { makeCore, visitor } from '../testing/core-fixture';
import type { CallStep } from './types';

type CallFrame = Extract<ServerFrame, { type: 'call' }>;
const callsOf = (frames: ServerFrame[]) => frames.filter((f): f is CallFrame => f.type === 'call');
const kinds = (frames: ServerFrame[]) =>
  callsOf(frames).map((f) => `${f.from}:${f.signal.kind}${f.echo ? ':echo' : ''}`);

/** A visitor served by E1, everyone's frames recorded. */
async function served() {
  const fixture = await makeCore();
  const { core, listen } = fixture;
  const v = await visitor(core);
  const { sessionId } = await core.selectBigQueue(v, 'NB', 'webchat');
  await core.accept('E1', sessionId);
  const inbox = { user: listen(v.cubeUid), engineer: listen('E1'), other: listen('E2') };
  const user = (callId: string, signal: CallStep, id = sessionId) =>
    core.callSignal(v.cubeUid, 'c-visitor', id, callId, signal);
  const engineer = (callId: string, signal: CallStep, id = sessionId) =>
    core.callSignal('E1', 'c-console', id, callId, signal);
  const lines = async () =>
    (await core.sessionMessages(v, sessionId)).messages.filter((m) => m.text === CALL_NOTICE);
  const clear = () => Object.values(inbox).forEach((frames) => frames.splice(0));
  return { ...fixture, v, sessionId, inbox, user, engineer, lines, clear };
}

const invite = { kind: 'invite', media: 'video' } as const;
const hangup = (connectedSeconds: number) =>
  ({ kind: 'hangup', reason: 'hangup', connectedSeconds }) as const;

describe('calls: the relay', () => {
  it('passes steps between the two parties only, with the sender’s connection', async () => {
    const { inbox, user, engineer } = await served();
    await user('k1', invite);
    await engineer('k1', { kind: 'ringing' });
    expect(callsOf(inbox.engineer)).toEqual([
      expect.objectContaining({ from: 'user', callId: 'k1', connectionId: 'c-visitor' }),
    ]);
    expect(kinds(inbox.user)).toEqual(['engineer:ringing']);
    expect(inbox.other).toEqual([]);
    for (const frame of [...inbox.user, ...inbox.engineer])
      expect(serverCallFrame.safeParse(frame).success).toBe(true);
  });

  it('drops a stranger’s, another session’s engineer’s and a closed session’s steps without a word', async () => {
    const { core, store, inbox, sessionId, user, engineer, v, listen } = await served();
    const stranger = await visitor(core);
    const theirs = await core.selectBigQueue(stranger, 'NB', 'webchat');
    await core.accept('E2', theirs.sessionId);
    const strangers = listen(stranger.cubeUid);
    await core.callSignal(stranger.cubeUid, 'c-x', sessionId, 'k1', invite);
    await core.callSignal('E2', 'c-y', sessionId, 'k1', invite);
    // A party of this session cannot ring into another session either.
    await user('k2', invite, theirs.sessionId);
    for (const frames of [...Object.values(inbox), strangers]) expect(callsOf(frames)).toEqual([]);
    expect((await store.sessions.get(sessionId))?.call).toBeUndefined();

    await core.closeByEngineer('E1', sessionId);
    Object.values(inbox).forEach((frames) => frames.splice(0));
    await engineer('k3', invite);
    expect(callsOf(inbox.user)).toEqual([]);
    expect((await core.sessionMessages(v, sessionId)).messages.at(-1)?.text).toBe('SessionClosed');
  });

  it('echoes what settles a call to the sender’s own account, not the rest', async () => {
    const { inbox, user, engineer, clear } = await served();
    await user('k1', invite);
    clear();
    await engineer('k1', { kind: 'accept', media: 'audio' });
    await user('k1', { kind: 'offer', sdp: 'v=0' });
    await engineer('k1', { kind: 'answer', sdp: 'v=0' });
    await user('k1', { kind: 'candidate', candidate: { candidate: 'candidate:1', sdpMid: '0' } });
    expect(kinds(inbox.user)).toEqual(['engineer:accept', 'engineer:answer']);
    expect(kinds(inbox.engineer)).toEqual(['engineer:accept:echo', 'user:offer', 'user:candidate']);
    expect(callsOf(inbox.engineer)[0]).toMatchObject({ echo: true, connectionId: 'c-console' });
  });

  it('recovers an answer or an offer lost while one side’s socket was down', async () => {
    const { store, sessionId, clock, inbox, user, engineer, clear } = await served();
    await user('k1', { kind: 'invite', media: 'video' });
    await engineer('k1', { kind: 'accept', media: 'audio' });
    const recorded = (await store.sessions.get(sessionId))?.call;
    clear();
    // The caller's socket was down when the answer came: its invite again hears the answer.
    await clock.advance(5_000);
    await user('k1', invite);
    expect(callsOf(inbox.user)).toEqual([
      expect.objectContaining({
        callId: 'k1',
        from: 'engineer',
        signal: { kind: 'accept', media: 'audio' },
      }),
    ]);
    expect(inbox.engineer).toEqual([]);
    // The callee missed the offer (or asks for an ICE restart): its accept again is passed on,
    // and the answer's record stays as it was.
    clear();
    await engineer('k1', { kind: 'accept', media: 'audio' });
    expect(kinds(inbox.user)).toEqual(['engineer:accept']);
    expect((await store.sessions.get(sessionId))?.call).toEqual(recorded);
  });

  it('answers an invite during a live call with busy from the other side, and writes no line for it', async () => {
    const { inbox, user, engineer, lines, clear } = await served();
    await user('k1', invite);
    clear();
    await engineer('k2', { kind: 'invite', media: 'audio' });
    expect(callsOf(inbox.engineer)).toEqual([
      expect.objectContaining({ callId: 'k2', from: 'user', signal: { kind: 'busy' } }),
    ]);
    expect(inbox.user).toEqual([]);
    expect(await lines()).toEqual([]);
    // The first call goes on.
    await engineer('k1', { kind: 'accept', media: 'video' });
    expect(kinds(inbox.user)).toEqual(['engineer:accept']);
  });
});

describe('calls: the line', () => {
  it('writes one line when both sides hang up at once, with the server’s count of seconds', async () => {
    const { clock, user, engineer, lines } = await served();
    await user('k1', invite);
    await clock.advance(5_000);
    await engineer('k1', { kind: 'accept', media: 'video' });
    await clock.advance(133_400);
    // The clients claim other lengths; the server counts from its own answer.
    await Promise.all([user('k1', hangup(9_999)), engineer('k1', hangup(120))]);
    const written = await lines();
    expect(written).toHaveLength(1);
    expect(written[0]?.notice?.call).toEqual({
      callId: 'k1',
      media: 'video',
      caller: 'user',
      outcome: 'completed',
      durationSeconds: 133,
    });
  });

  it('carries the contract’s callRecord live and in history', async () => {
    const { user, engineer, lines } = await served();
    await user('k1', { kind: 'invite', media: 'audio' });
    await engineer('k1', { kind: 'decline' });
    const [line] = await lines();
    const live = toImMessage(line!).MessageBody.notice as { call: unknown };
    const history = historicalMessage.parse(toHistorical(line!));
    expect(callRecord.parse(live.call)).toEqual({
      call_id: 'k1',
      media: 'audio',
      caller: 'user',
      outcome: 'declined',
      duration_seconds: 0,
    });
    expect((history.notice as { call: unknown }).call).toEqual(live.call);
  });

  it.each([
    ['the callee declines', 'engineer', { kind: 'decline' }, 'declined'],
    ['the callee is busy', 'engineer', { kind: 'busy' }, 'busy'],
    ['the caller cancels', 'user', { kind: 'cancel' }, 'cancelled'],
    ['a side reports it missed', 'user', { kind: 'missed' }, 'missed'],
  ] as const)('ends a ring when %s', async (_, who, signal, outcome) => {
    const { user, engineer, lines, inbox } = await served();
    await user('k1', invite);
    await (who === 'user' ? user : engineer)('k1', signal);
    expect((await lines()).map((m) => m.notice?.call?.outcome)).toEqual([outcome]);
    // Once ended, the call's id starts nothing again.
    await user('k1', invite);
    expect(kinds(inbox.engineer).filter((k) => k === 'user:invite')).toHaveLength(1);
  });

  it('says the media the call was answered with: a video call taken with voice is a voice call', async () => {
    const { clock, user, engineer, lines, inbox } = await served();
    await user('k1', invite);
    await engineer('k1', { kind: 'accept', media: 'audio' });
    await clock.advance(133_000);
    await user('k1', hangup(133));
    expect((await lines())[0]?.notice?.call).toEqual({
      callId: 'k1',
      media: 'audio',
      caller: 'user',
      outcome: 'completed',
      durationSeconds: 133,
    });
    // The caller heard the answer as it was given.
    expect(callsOf(inbox.user).find((f) => f.signal.kind === 'accept')?.signal).toEqual({
      kind: 'accept',
      media: 'audio',
    });
  });

  it('says failed when an answered call never connected', async () => {
    const { user, engineer, lines } = await served();
    await engineer('k1', invite);
    await user('k1', { kind: 'accept', media: 'video' });
    await user('k1', { kind: 'hangup', reason: 'failed', connectedSeconds: 0 });
    expect((await lines())[0]?.notice?.call).toMatchObject({
      caller: 'engineer',
      outcome: 'failed',
      durationSeconds: 0,
    });
  });
});

describe('calls: the core ends them', () => {
  it('ends a ring nobody answered as missed at the ring time and its grace, not before', async () => {
    const { clock, inbox, user, lines, clear } = await served();
    await user('k1', invite);
    clear();
    await clock.advance(CALL_RING_TIMEOUT_MS - 1);
    await clock.advance(CALL_RING_GRACE_MS);
    expect(await lines()).toEqual([]);
    expect(inbox.user).toEqual([]);
    await clock.advance(1);
    expect(kinds(inbox.user)).toEqual(['engineer:missed']);
    expect(kinds(inbox.engineer)).toEqual(['user:missed']);
    expect((await lines()).map((m) => m.notice?.call?.outcome)).toEqual(['missed']);
    expect(CALL_RING_GRACE_MS).toBe(3_000);
  });

  it('leaves an answered call alone when the ring timer fires', async () => {
    const { clock, user, engineer, lines } = await served();
    await user('k1', invite);
    await engineer('k1', { kind: 'accept', media: 'video' });
    await clock.advance(CALL_RING_TIMEOUT_MS + CALL_RING_GRACE_MS);
    expect(await lines()).toEqual([]);
  });

  it('misses a ring whose timer was lost as soon as anyone steps in, then takes the new call', async () => {
    const { clock, store, sessionId, user, engineer, lines, inbox } = await served();
    const session = (await store.sessions.get(sessionId))!;
    // Another node's ring, whose node stopped before its timer fired.
    await store.sessions.put({
      ...session,
      call: { callId: 'lost', media: 'audio', caller: 'user', invitedAt: clock.now() - 60_000 },
    });
    await engineer('k2', invite);
    expect((await lines()).map((m) => m.notice?.call?.callId)).toEqual(['lost']);
    expect(kinds(inbox.user)).toEqual(['engineer:missed', 'engineer:invite']);
    await user('k2', { kind: 'accept', media: 'video' });
    expect((await store.sessions.get(sessionId))?.call).toMatchObject({ callId: 'k2' });
  });

  it('ends a live call before the session closes: its line first, hangup for both', async () => {
    const { core, clock, v, sessionId, inbox, user, engineer, clear } = await served();
    await user('k1', invite);
    await engineer('k1', { kind: 'accept', media: 'video' });
    await clock.advance(61_000);
    clear();
    await core.closeByEngineer('E1', sessionId);
    const tail = (await core.sessionMessages(v, sessionId)).messages.slice(-2);
    expect(tail.map((m) => m.text)).toEqual([CALL_NOTICE, 'SessionClosed']);
    expect(tail[0]?.notice?.call).toMatchObject({ outcome: 'completed', durationSeconds: 61 });
    const ended = { kind: 'hangup', reason: 'session_ended', connected_seconds: 61 };
    expect(callsOf(inbox.user).map((f) => f.signal)).toEqual([ended]);
    expect(callsOf(inbox.engineer).map((f) => f.signal)).toEqual([ended]);
  });

  it.each([
    ['the caller', 'user', 'cancelled'],
    ['the other side', 'engineer', 'missed'],
  ] as const)('ends a ring as %s closes the session: %s', async (_, closer, outcome) => {
    const { core, v, sessionId, user, lines } = await served();
    await user('k1', invite);
    if (closer === 'user') await core.userClose(v, sessionId);
    else await core.closeByEngineer('E1', sessionId);
    expect((await lines()).map((m) => m.notice?.call?.outcome)).toEqual([outcome]);
  });
});

describe('calls: who may use the TURN relay', () => {
  const stun = { urls: 'stun:stun.example.com:3478' };
  const turn = {
    urls: ['turn:turn.example.com:3478'],
    secret: 'north-coturn-secret',
    ttlSeconds: 600,
  };
  const relayed = (servers: { urls: string | string[]; username?: string }[]) =>
    servers.filter((s) => s.username !== undefined).map((s) => s.username);

  it('gives an engineer and a visitor an engineer serves their own credential', async () => {
    const { core, clock } = await makeCore({ ice: { servers: [stun], turn } });
    const expiry = Math.floor(clock.now() / 1000) + turn.ttlSeconds;
    const { token } = await core.engineerLogin('e1', 'pw');
    expect(relayed((await core.videoSetting(token)).iceServers)).toEqual([`${expiry}:E1`]);
    const v = await visitor(core);
    const { sessionId } = await core.selectBigQueue(v, 'NB', 'webchat');
    await core.accept('E1', sessionId);
    const { iceServers } = await core.videoSetting(v.token);
    expect(iceServers[0]).toEqual(stun);
    expect(relayed(iceServers)).toEqual([`${expiry}:${v.cubeUid}`]);
  });

  it('gives anyone else the STUN servers only: no token, a new or queued visitor, a call over', async () => {
    const { core } = await makeCore({ ice: { servers: [stun], turn } });
    const stunOnly = async (token?: string) =>
      expect((await core.videoSetting(token)).iceServers).toEqual([stun]);
    await stunOnly(undefined);
    await stunOnly('not-a-token');
    // Anyone can be an anonymous visitor: signing in is not enough.
    const v = await visitor(core);
    await stunOnly(v.token);
    const { sessionId } = await core.selectBigQueue(v, 'NB', 'webchat');
    await stunOnly(v.token);
    await core.accept('E1', sessionId);
    await core.userClose(v, sessionId);
    await stunOnly(v.token);
  });
});

describe('calls: the transcript file', () => {
  it('says each call’s line in the reader’s language', async () => {
    const { core, clock, v, sessionId, user, engineer } = await served();
    await user('k1', invite);
    await engineer('k1', { kind: 'accept', media: 'video' });
    await clock.advance(133_000);
    await engineer('k1', hangup(130));
    await engineer('k2', { kind: 'invite', media: 'audio' });
    await clock.advance(CALL_RING_TIMEOUT_MS + CALL_RING_GRACE_MS);
    const read = async (locale: 'zh' | 'en') =>
      (await core.transcriptFor({ cubeUid: v.cubeUid }, sessionId, { locale })).html;
    const zh = await read('zh');
    expect(zh).toContain('视频通话 02:13（访客呼叫）');
    expect(zh).toContain('未接语音通话（工程师呼叫）');
    expect(await read('en')).toContain('Missed voice call (the engineer called)');
  });
});

describe('calls: the wire', () => {
  it('names the hang-up’s count in the contract’s words, and passes every other step as it is', () => {
    const steps: CallStep[] = [
      { kind: 'offer', sdp: 'v=0', restart: true },
      { kind: 'candidate', candidate: { candidate: 'candidate:1', sdpMid: '0' } },
      { kind: 'media', audio: false, video: true },
    ];
    for (const step of steps) expect(toCallStep(toCallSignal(step))).toEqual(step);
    const hangupStep = { kind: 'hangup', reason: 'peer_left', connectedSeconds: 7 } as const;
    expect(toCallSignal(hangupStep)).toEqual({
      kind: 'hangup',
      reason: 'peer_left',
      connected_seconds: 7,
    });
    expect(toCallStep(toCallSignal(hangupStep))).toEqual(hangupStep);
  });
});
