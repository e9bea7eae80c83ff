import { CALL_MAX_SECONDS, CALL_RING_TIMEOUT_MS } from '@/lib/contract';
import { DEFAULT_TURN_TTL_SECONDS, iceServersFor, turnCredential } from './ice-servers';

const stun = { urls: 'stun:stun.example.com:3478' };
const turn = {
  urls: ['turn:turn.example.com:3478'],
  secret: 'north-coturn-secret',
  ttlSeconds: 3_600,
};

describe('ICE servers for calls', () => {
  it('signs TURN usernames as coturn’s REST auth does: base64(HMAC-SHA1(secret, username))', async () => {
    // RFC 2202-style published vector (HMAC-SHA1 "key", the quick brown fox), in base64.
    expect(await turnCredential('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      '3nybhbi3iqa8ino29wqQcBydtNk=',
    );
    // Computed apart, with `openssl dgst -sha1 -hmac north-coturn-secret -binary | base64`.
    expect(await turnCredential(turn.secret, '1764300000:u-visitor')).toBe(
      'b8ccptrZQbR5639vaLABMKp5j0M=',
    );
  });

  it('gives a signed-in caller a TURN credential of their own that expires, after the fixed servers', async () => {
    const now = 1_764_296_400_000;
    const servers = await iceServersFor({ servers: [stun], turn }, 'u-visitor', now);
    expect(servers).toEqual([
      stun,
      {
        urls: turn.urls,
        username: '1764300000:u-visitor',
        credential: 'b8ccptrZQbR5639vaLABMKp5j0M=',
      },
    ]);
  });

  it('gives no TURN to someone who may not call, and nothing when none is configured', async () => {
    expect(await iceServersFor({ servers: [stun], turn }, undefined, 0)).toEqual([stun]);
    expect(await iceServersFor(undefined, 'u-visitor', 0)).toEqual([]);
  });

  it('lets a credential last the ring and the set-up, read a minute before, not the call (#37)', () => {
    // coturn checks the expiry only when allocating; a restart late in a call reads fresh ones
    // (call-peer.ts), so a credential no longer outlives its call by up to 12 h.
    expect(DEFAULT_TURN_TTL_SECONDS).toBe(600);
    expect(DEFAULT_TURN_TTL_SECONDS).toBeGreaterThan(60 + CALL_RING_TIMEOUT_MS / 1000);
    expect(DEFAULT_TURN_TTL_SECONDS).toBeLessThan(CALL_MAX_SECONDS);
  });
});
