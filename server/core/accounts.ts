import type { CoreContext } from './context';
import { badRequest, notFound, refused, unauthorized } from './errors';
import { NO_ACCOUNT_HASH } from './passwords';
import type { Engineer, Visitor } from './types';

const DEFAULT_PROJECT = 'DEFAULT_PROJECT';
/** Demo rule for one-time codes: any six digits except 000000, which the demo treats as wrong. */
const VALID_CODE = /^\d{6}$/;

export async function projectOf(ctx: CoreContext, projectId?: string) {
  return (
    (await ctx.store.projects.get(projectId || DEFAULT_PROJECT)) ??
    (await ctx.store.projects.get(DEFAULT_PROJECT))
  );
}

export async function newVisitor(
  ctx: CoreContext,
  projectId: string,
  fields: Partial<Visitor>,
): Promise<Visitor> {
  const visitor: Visitor = {
    cubeUid: ctx.newId('u'),
    token: ctx.newToken('t'),
    projectId,
    name: 'guest',
    nickname: 'guest',
    avatar: '',
    anonymous: true,
    createdAt: ctx.clock.now(),
    ...fields,
  };
  await ctx.store.visitors.put(visitor);
  return visitor;
}

/** SPEC §7 POST /api/csc/login/anon: a new anonymous visitor. */
export async function loginAnon(ctx: CoreContext, projectId?: string): Promise<Visitor> {
  return newVisitor(ctx, (await projectOf(ctx, projectId))?.id ?? DEFAULT_PROJECT, {});
}

/** SPEC §7 visitor login by phone or e-mail with a one-time code. */
export async function loginVisitor(
  ctx: CoreContext,
  credentials: { phone?: string; email?: string; code?: string },
  projectId?: string,
): Promise<Visitor> {
  const account = credentials.phone ?? credentials.email;
  if (!account) throw badRequest('请输入手机号或邮箱', { code: 'account_required' });
  if (!credentials.code || !VALID_CODE.test(credentials.code) || credentials.code === '000000') {
    throw unauthorized();
  }
  const project = (await projectOf(ctx, projectId))?.id ?? DEFAULT_PROJECT;
  // A site's verified user is reached only with their site's signature (identity.ts): the
  // e-mail their site gave is not signed, so a code sent to it proves nothing about them.
  const existing = await ctx.store.visitors.findByContact(project, account);
  if (existing) return existing;
  const masked = credentials.phone
    ? `${credentials.phone.slice(0, 3)}****${credentials.phone.slice(-4)}`
    : (credentials.email ?? 'guest');
  return newVisitor(ctx, project, {
    anonymous: false,
    phone: credentials.phone,
    email: credentials.email,
    name: masked,
    nickname: masked,
  });
}

export async function visitorByToken(
  ctx: CoreContext,
  token: string | undefined,
): Promise<Visitor> {
  const visitor = token ? await ctx.store.visitors.findByToken(token) : undefined;
  if (!visitor) throw unauthorized();
  return visitor;
}

/** The IM signature of a token: the token itself is the credential in this design. */
export const SIG_PREFIX = 'sig.';
export const imSignature = (token: string) => `${SIG_PREFIX}${token}`;

/** Checks an account's password against its argon2id hash (an unknown one against a hash nothing matches). */
/**
 * Then runs `then` with the engineer in a unit of work. The hash is checked between units, so
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

/** The engineer with a token of that sign-in (the one they hold, or a new one), and the fields given. */
async function withToken(
  ctx: CoreContext,
  engineer: Engineer,
  fields: Partial<Engineer> = {},
  which: keyof typeof TOKEN_PREFIX = 'token',
) {
  const token = engineer[which] ?? ctx.newToken(TOKEN_PREFIX[which]);
  const updated: Engineer = { ...engineer, [which]: token, ...fields };
  await ctx.store.engineers.put(updated);
  return updated;
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
  const engineer = token ? await ctx.store.engineers.findByToken(token) : undefined;
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
  const visitor = await ctx.store.visitors.findByToken(token);
  if (visitor) return { account: visitor.cubeUid, role: 'user' };
  const engineer = await ctx.store.engineers.findByToken(token);
  if (engineer) return { account: engineer.code, role: 'engineer' };
  return undefined;
}
