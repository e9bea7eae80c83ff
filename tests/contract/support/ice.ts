import { createHmac } from 'node:crypto';
import type { IceConfig } from '@server/core';

/**
 * The ICE servers both contract hosts hand out (#18): a STUN server, and TURN with coturn's REST
 * auth. The credential is checked with Node's crypto, a second implementation of HMAC-SHA1
 * beside the core's WebCrypto.
 */
export const CONTRACT_ICE: IceConfig = {
  servers: [{ urls: 'stun:stun.contract.test:3478' }],
  turn: {
    urls: ['turn:turn.contract.test:3478?transport=udp', 'turns:turn.contract.test:5349'],
    secret: 'contract-turn-secret-for-tests-only',
    ttlSeconds: 3_600,
  },
};

/** What coturn computes for a username: base64(HMAC-SHA1(static-auth-secret, username)). */
export const coturnCredential = (username: string) =>
  createHmac('sha1', CONTRACT_ICE.turn!.secret).update(username).digest('base64');
