import { argon2id, argon2Verify } from 'hash-wasm';
import type { CoreContext } from './context';
import type { PasswordHasher } from './ports';
import type { Engineer } from './types';

/** OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_PARAMS = { memoryKiB: 19_456, passes: 2, lanes: 1, hashBytes: 32 } as const;

export const wasmPasswords: PasswordHasher = {
  hash: (plain) =>
    argon2id({
      password: plain,
      salt: globalThis.crypto.getRandomValues(new Uint8Array(16)),
      iterations: ARGON2_PARAMS.passes,
      memorySize: ARGON2_PARAMS.memoryKiB,
      parallelism: ARGON2_PARAMS.lanes,
      hashLength: ARGON2_PARAMS.hashBytes,
      outputType: 'encoded',
    }),
  verify: (hash, plain) => argon2Verify({ password: plain, hash }).catch(() => false),
};

/**
 * A hash that no password typed into a form matches: an unknown account is checked against it,
 * so it answers as slowly as a known one and its absence cannot be timed.
 */
export const NO_ACCOUNT_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$1EI/uQtpOIkmsDtGgts5fw$2P/IUlox2Pt/5s+kR5FJaO2aq60yhgrLVEPfdWqsl5s';

/** The demo's engineers' password, 'demo123' (seed.ts), hashed: the seed stores no plain text. */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$PjTo9VvnOEGLnQ2O1CRihQ$0A4frfdACYSNAt4Za7DsmSyCVjQtJRlSSmt01nYrkqg';

/** An engineer row written before passwords were hashed holds `password` in plain text. */
type LegacyEngineer = Engineer & { password?: string };

/**
 * Hashes every password still stored in plain text (data written before hashing) and drops
 * the plain one. A host runs it once at start; returns how many it rehashed.
 */
export async function rehashPlainPasswords(ctx: CoreContext): Promise<number> {
  const legacy = ((await ctx.store.engineers.all()) as LegacyEngineer[]).filter(
    (e) => typeof e.password === 'string',
  );
  for (const engineer of legacy) {
    const { password, ...rest } = engineer;
    const passwordHash = rest.passwordHash || (await ctx.passwords.hash(password ?? ''));
    await ctx.store.engineers.put({ ...rest, passwordHash });
  }
  return legacy.length;
}
