import { sha256 } from '@noble/hashes/sha2.js';
import type { CoreContext } from './context';
import type { LegacyVisitor, Visitor } from './types';

/**
 * What the store keeps of a credential: its SHA-256, never the credential itself, so a copy of
 * the database (a backup, a leaked file) signs nobody in. A token carries 144 random bits, so
 * an unsalted fast hash is enough (OWASP session management: the id's entropy is the defence,
 * as for GitHub's and Django's stored token digests); passwords and one-time codes, which have
 * little entropy, are hashed otherwise (passwords.ts, one-time-codes.ts).
 */
export const TOKEN_DIGEST_PREFIX = 'sha256.';

const encoder = new TextEncoder();

/** Equal strings of equal length, in time that does not depend on where they differ. */
export function sameInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** Base64url without padding (tokens and digests travel in URLs and JSON). */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The digest the store keeps of `token`, and looks a presented token up by. */
export function tokenDigest(token: string): string {
  return `${TOKEN_DIGEST_PREFIX}${base64url(sha256(encoder.encode(token)))}`;
}

export const isTokenDigest = (value: string | undefined): boolean =>
  value?.startsWith(TOKEN_DIGEST_PREFIX) ?? false;

/** A stored token field that predates digests: its digest; a digest stays as it is. */
export const storedToken = (value: string): string =>
  isTokenDigest(value) ? value : tokenDigest(value);

/** Set once every stored token is a digest, so later starts skip the walk below. */
const DIGESTED_MARK = 'tokens_digested_at';

/**
 * Data written before digests holds live tokens: each becomes its digest, so the tokens keep
 * working and the file stops holding them. A host runs it once at start (a marker skips it
 * after); returns how many rows it rewrote.
 */
export async function digestPlainTokens(ctx: CoreContext): Promise<number> {
  if ((await ctx.store.meta.get(DIGESTED_MARK)) !== undefined) return 0;
  let rewritten = 0;
  for (const visitor of (await ctx.store.visitors.all()) as LegacyVisitor[]) {
    const { token } = visitor;
    if (!token) continue;
    const id = storedToken(token);
    // The issue time the ledger knew (PostgreSQL's, in meta; SQLite's migration 6 moved its
    // own), so an expired token does not come back to life; unknown: from now, as before.
    const issuedAt = (await ctx.store.meta.get(`token-issued:${id}`)) ?? ctx.clock.now();
    await ctx.store.credentials.put({ id, cubeUid: visitor.cubeUid, issuedAt });
    await ctx.store.visitors.put(visitorRow(visitor));
    rewritten += 1;
  }
  for (const engineer of await ctx.store.engineers.all()) {
    const plain = [engineer.token, engineer.reviewToken].some((t) => t && !isTokenDigest(t));
    if (!plain) continue;
    await ctx.store.engineers.put({
      ...engineer,
      ...(engineer.token && { token: storedToken(engineer.token) }),
      ...(engineer.reviewToken && { reviewToken: storedToken(engineer.reviewToken) }),
    });
    rewritten += 1;
  }
  await ctx.store.meta.set(DIGESTED_MARK, ctx.clock.now());
  return rewritten;
}

/**
 * A row to store: a visitor as a sign-in returned them carries its token (accounts.ts
 * SignedInVisitor), which no table may keep (#37: a copy of the database signs nobody in).
 */
export const visitorRow = (visitor: LegacyVisitor): Visitor => {
  const { token: _live, ...row } = visitor;
  return row;
};
