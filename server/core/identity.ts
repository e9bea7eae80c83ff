import { isEmailAddress } from '@/lib/contract';
import type { CoreContext } from './context';
import { badRequest, refused } from './errors';
import { newVisitor, projectOf, signInVisitor, type SignedInVisitor } from './accounts';
import { sameInConstantTime } from './tokens';
import type { Visitor } from './types';

/**
 * Identity verification (#17 item 5): a host page that knows its user says who they are with
 * `userId` and `userHash` = HMAC-SHA256(userId, the project's secret), computed by the host's
 * backend, which alone holds the secret. Only a matching hash gets that user's visitor: the
 * same conversations and history on every device. Nothing of an anonymous visitor is merged
 * into a verified one, and a hash that does not match is refused, not taken as a hint.
 */

/** The project's identity secret; undefined where the project has none (verification off). */
export type IdentitySecrets = (projectId: string) => string | undefined;

export interface IdentityClaim {
  userId: string;
  userHash: string;
  name?: string;
  email?: string;
}

/** Host user ids as hosts' databases write them: 1-128 characters, no spaces or control ones. */
export const USER_ID_PATTERN = /^[^\s\p{C}]{1,128}$/u;
const HEX_SHA256 = /^[0-9a-f]{64}$/i;

const encoder = new TextEncoder();

/** HMAC-SHA256(userId, secret) as lowercase hex: what the host's backend computes (WebCrypto). */
export async function identityHash(secret: string, userId: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(userId)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const clip = (text: string | undefined, max: number) => text?.trim().slice(0, max) || undefined;

/**
 * The verified visitor of `claim.userId` in the project (made on their first sign-in), or a
 * refusal: 403 when the project verifies no identities, 401 when the hash does not match.
 * Async (the HMAC): a host runs it outside a transaction; its one write comes after the check.
 */
export async function loginIdentified(
  ctx: CoreContext,
  claim: IdentityClaim,
  projectId?: string,
): Promise<SignedInVisitor> {
  if (!USER_ID_PATTERN.test(claim.userId))
    throw badRequest('用户标识无效', { code: 'invalid_request' });
  const project = (await projectOf(ctx, projectId))?.id;
  const secret = project ? ctx.identitySecret(project) : undefined;
  if (!project || !secret)
    throw refused(403, '此项目未开启身份验证', { code: 'identity_unconfigured' });
  const expected = await identityHash(secret, claim.userId);
  const given = HEX_SHA256.test(claim.userHash) ? claim.userHash.toLowerCase() : '';
  if (!sameInConstantTime(expected, given))
    throw refused(401, '身份验证失败', { code: 'identity_unverified' });

  const name = clip(claim.name, 64);
  // Kept to show, never to sign in with (accounts.ts): the site signs the id, not the address.
  const email = clip(claim.email, 254);
  if (email && !isEmailAddress(email))
    throw badRequest('请输入正确的邮箱地址', { code: 'invalid_email' });
  const existing = await ctx.store.visitors.findByExternalId(project, claim.userId);
  if (existing) {
    // The host's word on the name and e-mail is the newest; a claim without them keeps the old.
    const updated: Visitor = {
      ...existing,
      ...(name && { name, nickname: name }),
      ...(email && { email }),
    };
    await ctx.store.visitors.put(updated);
    return signInVisitor(ctx, updated);
  }
  return newVisitor(ctx, project, {
    anonymous: false,
    externalId: claim.userId,
    name: name ?? 'guest',
    nickname: name ?? 'guest',
    ...(email && { email }),
  });
}
