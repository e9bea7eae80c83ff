import { CALL_MAX_SECONDS, CALL_RING_TIMEOUT_MS } from '@/lib/contract';
import {
  answeredMedia,
  CALL_RING_GRACE_MS,
  connectedSeconds,
  decideStep,
  ECHOED,
  isLive,
  outcomeOnSessionEnd,
  ringExpired,
} from './call-rules';
import type { SessionCall } from './types';

const T0 = 1_000_000;
const ringing: SessionCall = { callId: 'k', media: 'video', caller: 'user', invitedAt: T0 };
const answered: SessionCall = { ...ringing, acceptedAt: T0 + 4_000 };
const ended: SessionCall = { ...answered, outcome: 'completed', endedAt: T0 + 9_000 };
const hangup = (connectedSeconds: number) =>
  ({ kind: 'hangup', reason: 'hangup', connectedSeconds }) as const;

describe('call rules', () => {
  it('starts a call when none is live, and never again with an ended call’s id', () => {
    const invite = { kind: 'invite', media: 'audio' } as const;
    expect(decideStep(undefined, 'user', 'k', invite, T0)).toEqual({ do: 'start', media: 'audio' });
    expect(decideStep(ended, 'user', 'k2', invite, T0)).toEqual({ do: 'start', media: 'audio' });
    expect(decideStep(ended, 'user', 'k', invite, T0)).toEqual({ do: 'drop' });
    expect(decideStep(ringing, 'engineer', 'k2', invite, T0)).toEqual({ do: 'busy' });
    expect(decideStep(answered, 'user', 'k2', invite, T0)).toEqual({ do: 'busy' });
    // The caller's repeated invite rings again; the callee cannot invite into it.
    expect(decideStep(ringing, 'user', 'k', invite, T0)).toEqual({ do: 'relay' });
    expect(decideStep(ringing, 'engineer', 'k', invite, T0)).toEqual({ do: 'drop' });
    // Once answered, the caller's repeated invite (its socket was down) hears the answer again.
    expect(decideStep(answered, 'user', 'k', invite, T0)).toEqual({
      do: 'answered',
      media: 'video',
    });
    const byVoice: SessionCall = { ...answered, acceptedMedia: 'audio' };
    expect(decideStep(byVoice, 'user', 'k', invite, T0)).toEqual({
      do: 'answered',
      media: 'audio',
    });
    expect(decideStep(answered, 'engineer', 'k', invite, T0)).toEqual({ do: 'drop' });
  });

  it('lets only the callee ring, answer, decline or be busy, and only the caller cancel', () => {
    const step = (from: 'user' | 'engineer', kind: 'ringing' | 'decline' | 'busy' | 'cancel') =>
      decideStep(ringing, from, 'k', { kind }, T0).do;
    expect(
      ['ringing', 'decline', 'busy', 'cancel'].map((k) => step('engineer', k as never)),
    ).toEqual(['relay', 'end', 'end', 'drop']);
    expect(['ringing', 'decline', 'busy', 'cancel'].map((k) => step('user', k as never))).toEqual([
      'drop',
      'drop',
      'drop',
      'end',
    ]);
    const accept = { kind: 'accept', media: 'video' } as const;
    expect(decideStep(ringing, 'engineer', 'k', accept, T0)).toEqual({
      do: 'accept',
      media: 'video',
    });
    expect(decideStep(ringing, 'user', 'k', accept, T0)).toEqual({ do: 'drop' });
    // Once answered, the callee's accept again is passed on (not recorded); the caller's is not.
    expect(decideStep(answered, 'engineer', 'k', accept, T0)).toEqual({ do: 'relay' });
    expect(decideStep(answered, 'user', 'k', accept, T0)).toEqual({ do: 'drop' });
    expect(decideStep(ended, 'engineer', 'k', accept, T0)).toEqual({ do: 'drop' });
  });

  it('takes the answer’s media: video only when asked for and answered with it', () => {
    const accept = (media: 'audio' | 'video') => ({ kind: 'accept', media }) as const;
    const voiceInvite: SessionCall = { ...ringing, media: 'audio' };
    expect(decideStep(ringing, 'engineer', 'k', accept('audio'), T0)).toEqual({
      do: 'accept',
      media: 'audio',
    });
    // An answer cannot make a voice call a video one.
    expect(decideStep(voiceInvite, 'engineer', 'k', accept('video'), T0)).toEqual({
      do: 'accept',
      media: 'audio',
    });
    expect(
      (['audio', 'video'] as const).flatMap((invited) =>
        (['audio', 'video'] as const).map((accepted) => answeredMedia(invited, accepted)),
      ),
    ).toEqual(['audio', 'audio', 'audio', 'video']);
  });

  it('drops steps of a call that is not the live one', () => {
    const offer = { kind: 'offer', sdp: 'v=0' } as const;
    expect(decideStep(answered, 'user', 'k', offer, T0)).toEqual({ do: 'relay' });
    expect(decideStep(answered, 'user', 'other', offer, T0)).toEqual({ do: 'drop' });
    expect(decideStep(ended, 'user', 'k', offer, T0)).toEqual({ do: 'drop' });
    expect(decideStep(undefined, 'user', 'k', hangup(3), T0)).toEqual({ do: 'drop' });
  });

  it('ends a hang-up by the server’s count, failed when it never connected', () => {
    const now = T0 + 4_000 + 61_600;
    expect(decideStep(answered, 'user', 'k', hangup(5_000), now)).toEqual({
      do: 'end',
      outcome: 'completed',
      durationSeconds: 62,
    });
    expect(decideStep(answered, 'engineer', 'k', hangup(0), now)).toEqual({
      do: 'end',
      outcome: 'failed',
      durationSeconds: 0,
    });
    expect(decideStep(ringing, 'user', 'k', hangup(0), now)).toMatchObject({
      outcome: 'cancelled',
    });
    expect(decideStep(ringing, 'engineer', 'k', hangup(0), now)).toMatchObject({
      outcome: 'declined',
    });
  });

  it('clamps the count to CALL_MAX_SECONDS', () => {
    expect(connectedSeconds(answered, T0 + 4_000 + (CALL_MAX_SECONDS + 60) * 1000)).toBe(
      CALL_MAX_SECONDS,
    );
    expect(connectedSeconds(ringing, T0 + 60_000)).toBe(0);
  });

  it('counts a ring as expired after the ring time and its grace', () => {
    const limit = T0 + CALL_RING_TIMEOUT_MS + CALL_RING_GRACE_MS;
    expect(ringExpired(ringing, limit - 1)).toBe(false);
    expect(ringExpired(ringing, limit)).toBe(true);
    expect(ringExpired(answered, limit + 60_000)).toBe(false);
    expect([isLive(ringing), isLive(answered), isLive(ended), isLive(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('ends a call with its session: counted if answered, else the caller’s cancel or missed', () => {
    expect(outcomeOnSessionEnd(answered, 'system', T0 + 34_000)).toEqual({
      outcome: 'completed',
      durationSeconds: 30,
    });
    expect(outcomeOnSessionEnd(ringing, 'user', T0)).toEqual({
      outcome: 'cancelled',
      durationSeconds: 0,
    });
    expect(outcomeOnSessionEnd(ringing, 'engineer', T0).outcome).toBe('missed');
    expect(outcomeOnSessionEnd(ringing, 'system', T0).outcome).toBe('missed');
  });

  it('echoes the steps that settle a call, not the media between the parties', () => {
    expect([...ECHOED].sort()).toEqual(['accept', 'busy', 'cancel', 'decline', 'hangup', 'missed']);
  });
});
