import type { CoreContext } from './context';
import { badRequest, notFound, refused, unauthorized } from './errors';
import { NO_ACCOUNT_HASH } from './passwords';
import type { Engineer, Visitor } from './types';

const DEFAULT_PROJECT = 'DEFAULT_PROJECT';
/** Demo rule for one-time codes: any six digits except 000000, which the demo treats as wrong. */
const VALID_CODE = /^\d{6}$/;

export function projectOf(ctx: CoreContext, projectId?: string) {
  return (
    ctx.store.projects.get(projectId || DEFAULT_PROJECT) ?? ctx.store.projects.get(DEFAULT_PROJECT)
  );
}

export function newVisitor(ctx: CoreContext, projectId: string, fields: Partial<Visitor>): Visitor {
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
  ctx.store.visitors.put(visitor);
  return visitor;
}

/** SPEC §7 POST /api/csc/login/anon: a new anonymous visitor. */
export function loginAnon(ctx: CoreContext, projectId?: string): Visitor {
  return newVisitor(ctx, projectOf(ctx, projectId)?.id ?? DEFAULT_PROJECT, {});
}

/** SPEC §7 visitor login by phone or e-mail with a one-time code. */
export function loginVisitor(
  ctx: CoreContext,
  credentials: { phone?: string; email?: string; code?: string },
  projectId?: string,
): Visitor {
  const account = credentials.phone ?? credentials.email;
  if (!account) throw badRequest('请输入手机号或邮箱', { code: 'account_required' });
  if (!credentials.code || !VALID_CODE.test(credentials.code) || credentials.code === '000000') {
    throw unauthorized();
  }
  const project = projectOf(ctx, projectId)?.id ?? DEFAULT_PROJECT;
  // A site's verified user is reached only with their site's signature (identity.ts): the
  // e-mail their site gave is not signed, so a code sent to it proves nothing about them.
  const existing = ctx.store.visitors.findByContact(project, account);
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

export function visitorByToken(ctx: CoreContext, token: string | undefined): Visitor {
  const visitor = token ? ctx.store.visitors.findByToken(token) : undefined;
  if (!visitor) throw unauthorized();
  return visitor;
}

/** The IM signature of a token: the token itself is the credential in this design. */
export const SIG_PREFIX = 'sig.';
export const imSignature = (token: string) => `${SIG_PREFIX}${token}`;

/** Checks an account's password against its argon2id hash (an unknown one against a hash nothing matches). */
async function checkPassword(ctx: CoreContext, account: string, password: string) {
  const found = ctx.store.engineers.findByAccount(account);
  const matches = await ctx.passwords.verify(found?.passwordHash || NO_ACCOUNT_HASH, password);
  // Read again after the wait: another login may have given the engineer a token meanwhile.
  const engineer = found && ctx.store.engineers.get(found.code);
  if (!engineer || !matches) throw refused(401, '账号或密码错误', { code: 'wrong_password' });
  return engineer;
}

/** Which sign-in a token is for: the console's (et-) or /review's (rt-). */
const TOKEN_PREFIX = { token: 'et', reviewToken: 'rt' } as const;

/** The engineer with a token of that sign-in (the one they hold, or a new one), and the fields given. */
function withToken(
  ctx: CoreContext,
  engineer: Engineer,
  fields: Partial<Engineer> = {},
  which: keyof typeof TOKEN_PREFIX = 'token',
) {
  const token = engineer[which] ?? ctx.newToken(TOKEN_PREFIX[which]);
  const updated: Engineer = { ...engineer, [which]: token, ...fields };
  ctx.store.engineers.put(updated);
  return updated;
}

/** An engineer signs in to the console: they get a token and are online. */
export async function engineerLogin(
  ctx: CoreContext,
  account: string,
  password: string,
): Promise<Engineer> {
  const engineer = await checkPassword(ctx, account, password);
  return withToken(ctx, engineer, {
    status: engineer.status === 'offline' ? 'online' : engineer.status,
  });
}

export const isSupervisor = (engineer: Engineer) => engineer.role === 'supervisor';

/** The engineer's token is revoked: every open socket of theirs ends (they signed out). */
export function revokeToken(ctx: CoreContext, engineer: Engineer): void {
  const { token: _revoked, ...rest } = engineer;
  ctx.store.engineers.put(rest);
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
  const engineer = await checkPassword(ctx, account, password);
  if (!isSupervisor(engineer)) throw refused(403, '无权审阅会话', { code: 'review_forbidden' });
  return withToken(ctx, engineer, {}, 'reviewToken');
}

/** A supervisor signs out of /review: the review token ends; the console's is untouched. */
export function supervisorLogout(ctx: CoreContext, supervisor: Engineer): void {
  const { reviewToken: _revoked, ...rest } = supervisor;
  ctx.store.engineers.put(rest);
}

export function engineerByToken(ctx: CoreContext, token: string | undefined): Engineer {
  const engineer = token ? ctx.store.engineers.findByToken(token) : undefined;
  if (!engineer) throw unauthorized();
  return engineer;
}

export function engineerByCode(ctx: CoreContext, code: string): Engineer {
  const engineer = ctx.store.engineers.get(code);
  if (!engineer) throw notFound('engineer');
  return engineer;
}

/** Who a socket token belongs to: a visitor (cubeUid) or an engineer (code). */
export function accountForToken(
  ctx: CoreContext,
  token: string,
): { account: string; role: 'user' | 'engineer' } | undefined {
  const visitor = ctx.store.visitors.findByToken(token);
  if (visitor) return { account: visitor.cubeUid, role: 'user' };
  const engineer = ctx.store.engineers.findByToken(token);
  if (engineer) return { account: engineer.code, role: 'engineer' };
  return undefined;
}
