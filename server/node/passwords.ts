import { hash, verify } from '@node-rs/argon2';
import { ARGON2_PARAMS } from '../core/passwords';
import type { PasswordHasher } from '../core/ports';

/** @node-rs/argon2's `Algorithm.Argon2id` (an ambient const enum our build cannot import). */
const ARGON2ID = 2;

/**
 * argon2id in native code on libuv's thread pool, so a login's 20-40 ms of hashing never blocks
 * the event loop. Same parameters and PHC format as the core's WebAssembly one.
 */
export const nativePasswords: PasswordHasher = {
  hash: (plain) =>
    hash(plain, {
      algorithm: ARGON2ID,
      memoryCost: ARGON2_PARAMS.memoryKiB,
      timeCost: ARGON2_PARAMS.passes,
      parallelism: ARGON2_PARAMS.lanes,
      outputLen: ARGON2_PARAMS.hashBytes,
    }),
  verify: (stored, plain) => verify(stored, plain).catch(() => false),
};
