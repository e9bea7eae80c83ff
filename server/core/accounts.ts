// Every sign-in of every account in one place (visitors' credentials per device, engineers' and supervisors' tokens), so no other path hands out a token.
import type { CoreContext } from './context';
import { notFound, refused, unauthorized } from './errors';
import { NO_ACCOUNT_HASH } from './passwords';
import { checkCode, type CodeAddress, type CodeVerdict } from './one-time-codes';
import { tokenDigest } from './tokens';
import type { Engineer, Visitor } from './types';

const DEFAULT_PROJECT = 'DEFAULT_PROJECT';

export async function projectOf(ctx: CoreContext, projectId?: string) {
  return (
    (await ctx.store.projects.get(projectId || DEFAULT_PROJECT)) ??
    (await ctx.store.projects.get(DEFAULT_PROJECT))
  );
}

/** The project a sign-in is for: the one named, if it exists, else the default. */
export const projectIdOf = async (ctx: CoreContext, projectId?: string): Promise<string> =>
  (await projectOf(ctx, projectId))?.id ?? DEFAULT_PROJECT;

/** A visitor keeps at most this many sign-ins (devices, browsers); a newer one ends the oldest. */
export const VISITOR_SIGN_INS_MAX = 10;

/** A visitor as a sign-in returns them: with the token of this sign-in, given once. */
export type SignedInVisitor = Visitor & { token: string };

/**
 * Every sign-in gives a fresh token: the store keeps its digest as a credential of this device
 * (tokens.ts), the caller gets the token itself, once. Nobody is ever handed a token somebody
 * else holds; the visitor's other devices stay signed in (up to VISITOR_SIGN_INS_MAX).
 */
export async function signInVisitor(ctx: CoreContext, visitor: Visitor): Promise<SignedInVisitor> {
  const token = ctx.newToken('t');
  await ctx.store.credentials.put({
    id: tokenDigest(token),
    cubeUid: visitor.cubeUid,
    issuedAt: ctx.clock.now(),
  });
  const held = await ctx.store.credentials.ofVisitor(visitor.cubeUid);
  for (const old of held.slice(0, Math.max(0, held.length - VISITOR_SIGN_INS_MAX))) {
    await ctx.store.credentials.delete(old.id);
    ctx.bus.publish(`kick:${visitor.cubeUid}`, { type: 'revoked', credential: old.id });
  }
  return { ...visitor, token };
}

/** A new visitor, signed in (see signInVisitor). */
export async function newVisitor(
  ctx: CoreContext,
  projectId: string,
  fields: Partial<Visitor>,
): Promise<SignedInVisitor> {
  const visitor: Visitor = {
    cubeUid: ctx.newId('u'),
    projectId,
    name: 'guest',
    nickname: 'guest',
    avatar: '',
    anonymous: true,
    createdAt: ctx.clock.now(),
    ...fields,
  };
  await ctx.store.visitors.put(visitor);
  return signInVisitor(ctx, visitor);
}

/** SPEC §7 POST /api/csc/login/anon: a new anonymous visitor. */
export async function loginAnon(ctx: CoreContext, projectId?: string): Promise<SignedInVisitor> {
  return newVisitor(ctx, await projectIdOf(ctx, projectId), {});
}

/** How the visitor behind a proved phone or e-mail is shown (the number masked). */
const contactName = (address: CodeAddress) =>
  address.channel === 'sms' ? `${address.to.slice(0, 3)}****${address.to.slice(-4)}` : address.to;

/**
 * SPEC §7 visitor login by phone or e-mail with a one-time code (one-time-codes.ts): the
 * visitor of that phone or e-mail, made on their first sign-in, with a fresh token. A wrong or
 * spent code is the verdict, not a throw, so the try it cost is committed (core.ts throws it).
 */
export async function loginVisitor(
  ctx: CoreContext,
  address: CodeAddress,
  code: string,
  projectId?: string,
): Promise<SignedInVisitor | Exclude<CodeVerdict, 'ok'>> {
  const project = await projectIdOf(ctx, projectId);
  const verdict = await checkCode(ctx, address, code);
  if (verdict !== 'ok') return verdict;
  // A site's verified user is reached only with their site's signature (identity.ts): the
  // e-mail their site gave is not signed, so a code sent to it proves nothing about them.
  const existing = await ctx.store.visitors.findByContact(project, address.to);
  if (existing) return signInVisitor(ctx, existing);
  const name = contactName(address);
  return newVisitor(ctx, project, {
    anonymous: false,
    ...(address.channel === 'sms' ? { phone: address.to } : { email: address.to }),
    name,
    nickname: name,
  });
}

/**
 * The visitor of a user-centre account (the unified login), proved by the centre's ticket
 * (code-sign-in.ts), made on their first sign-in. A guest of the browser is not merged into it:
 * a link with someone else's st (the login screen follows ?st=) would hand that someone the
 * guest's conversation.
 */
export async function loginAccountHolder(
  ctx: CoreContext,
  accountId: string,
  projectId: string | undefined,
): Promise<SignedInVisitor> {
  const project = await projectIdOf(ctx, projectId);
  const externalId = `${USER_CENTRE_ID_PREFIX}${accountId}`;
  const existing = await ctx.store.visitors.findByExternalId(project, externalId);
  if (existing) return signInVisitor(ctx, existing);
  return newVisitor(ctx, project, {
    anonymous: false,
    externalId,
    name: accountId,
    nickname: accountId,
  });
}

/**
 * User-centre accounts are filed under this prefix, which a host site's user id (identity.ts,
 * no whitespace) may carry too; the space keeps the two apart.
 */
export const USER_CENTRE_ID_PREFIX = 'user-centre ';

/** The visitor signs out on this device: its token ends, and every socket opened with it. */
export async function visitorLogout(ctx: CoreContext, token: string): Promise<void> {
  const visitor = await visitorOfToken(ctx, token);
  if (!visitor) throw unauthorized();
  const credential = tokenDigest(token);
  await ctx.store.credentials.delete(credential);
  ctx.bus.publish(`kick:${visitor.cubeUid}`, { type: 'revoked', credential });
}

/** The visitor a token signs in, while it lasts (CoreConfig.tokenTtlMs). */
export async function visitorOfToken(
  ctx: CoreContext,
  token: string,
): Promise<Visitor | undefined> {
  const credential = await ctx.store.credentials.get(tokenDigest(token));
  if (!credential) return undefined;
  if (ctx.clock.now() - credential.issuedAt > ctx.config.tokenTtlMs) {
    await ctx.store.credentials.delete(credential.id);
    return undefined;
  }
  return ctx.store.visitors.get(credential.cubeUid);
}

export async function visitorByToken(
  ctx: CoreContext,
  token: string | undefined,
): Promise<Visitor> {
  const visitor = token ? await visitorOfToken(ctx, token) : undefined;
  if (!visitor) throw unauthorized();
  return visitor;
}

/** The IM signature of a token: the token itself is the credential in this design. */
export const SIG_PREFIX = 'sig.';
export const imSignature = (token: string) => `${SIG_PREFIX}${token}`;

/**
 * Checks an account's password against its argon2id hash (an unknown one against a hash nothing
 * matches), then runs `then` with the engineer in a unit of work. The hash is checked between units, so
 * no transaction waits for argon2 (tens of milliseconds); the engineer is read again in the
 * unit that writes, since another sign-in may have given them a token meanwhile.
 */
async function checkPassword<R>(
  ctx: CoreContext,
  account: string,
  password: string,
  then: (ctx: CoreContext, engineer: Engineer) => Promise<R>,
): Promise<R> {
  const found = await ctx.unit((c) => c.store.engineers.findByAccount(account));
  const matches = await ctx.passwords.verify(found?.passwordHash || NO_ACCOUNT_HASH, password);
  return ctx.unit(async (c) => {
    const engineer = found && (await c.store.engineers.get(found.code));
    if (!engineer || !matches) throw refused(401, '账号或密码错误', { code: 'wrong_password' });
    return then(c, engineer);
  });
}

/** Which sign-in a token is for: the console's (et-) or /review's (rt-). */
const TOKEN_PREFIX = { token: 'et', reviewToken: 'rt' } as const;

/**
 * The engineer with a fresh token of that sign-in, and the fields given. The store keeps the
 * token's digest; the returned row carries the token itself, once. A token they held before
 * ends (one console per engineer: the older one is signed out).
 */
async function withToken(
  ctx: CoreContext,
  engineer: Engineer,
  fields: Partial<Engineer> = {},
  which: keyof typeof TOKEN_PREFIX = 'token',
) {
  const token = ctx.newToken(TOKEN_PREFIX[which]);
  const updated: Engineer = { ...engineer, [which]: tokenDigest(token), ...fields };
  await ctx.store.engineers.put(updated);
  return { ...updated, [which]: token };
}

/** An engineer signs in to the console: they get a token and are online. */
export async function engineerLogin(
  ctx: CoreContext,
  account: string,
  password: string,
): Promise<Engineer> {
  return checkPassword(ctx, account, password, (c, engineer) =>
    withToken(c, engineer, { status: engineer.status === 'offline' ? 'online' : engineer.status }),
  );
}

export const isSupervisor = (engineer: Engineer) => engineer.role === 'supervisor';

/** The engineer's token is revoked: every open socket of theirs ends (they signed out). */
export async function revokeToken(ctx: CoreContext, engineer: Engineer): Promise<void> {
  const { token: _revoked, ...rest } = engineer;
  await ctx.store.engineers.put(rest);
  ctx.bus.publish(`kick:${engineer.code}`, { type: 'revoked' });
}

/**
 * A supervisor signs in to review: the token only. Their status is left as it is: reviewing
 * is not taking visitors. An engineer without the role is refused (403).
 */
export async function supervisorLogin(
  ctx: CoreContext,
  account: string,
  password: string,
): Promise<Engineer> {
  return checkPassword(ctx, account, password, async (c, engineer) => {
    if (!isSupervisor(engineer)) throw refused(403, '无权审阅会话', { code: 'review_forbidden' });
    return withToken(c, engineer, {}, 'reviewToken');
  });
}

/** A supervisor signs out of /review: the review token ends; the console's is untouched. */
export async function supervisorLogout(ctx: CoreContext, supervisor: Engineer): Promise<void> {
  const { reviewToken: _revoked, ...rest } = supervisor;
  await ctx.store.engineers.put(rest);
}

export async function engineerByToken(
  ctx: CoreContext,
  token: string | undefined,
): Promise<Engineer> {
  const engineer = token ? await ctx.store.engineers.findByToken(tokenDigest(token)) : undefined;
  if (!engineer) throw unauthorized();
  return engineer;
}

export async function engineerByCode(ctx: CoreContext, code: string): Promise<Engineer> {
  const engineer = await ctx.store.engineers.get(code);
  if (!engineer) throw notFound('engineer');
  return engineer;
}

/** Who a socket token belongs to: a visitor (cubeUid) or an engineer (code). */
export async function accountForToken(
  ctx: CoreContext,
  token: string,
): Promise<{ account: string; role: 'user' | 'engineer' } | undefined> {
  const visitor = await visitorOfToken(ctx, token);
  if (visitor) return { account: visitor.cubeUid, role: 'user' };
  const engineer = await ctx.store.engineers.findByToken(tokenDigest(token));
  if (engineer) return { account: engineer.code, role: 'engineer' };
  return undefined;
}
