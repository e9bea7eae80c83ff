import { tokenDigest } from './tokens';
import type { CoreContext } from './context';
import { DEMO_PASSWORD_HASH, NO_ACCOUNT_HASH } from './passwords';
import { initialAvatar } from './avatars';
import { DEMO_ENGINEER, DEMO_VISITOR } from './demo-identities';
import type { Engineer, StaffRole } from './types';

/**
 * Staff accounts made by people, not by the demo's seed: `npm run engineer:add` (the Node
 * host's command line) creates an engineer or sets a new password, and a support centre that
 * runs without the demo locks the demo's well-known sign-ins (issue #19 item 7).
 */

export interface NewEngineer {
  account: string;
  password: string;
  name: string;
  /** Queue codes; every product line's when none are given. */
  skills?: string[];
  role?: StaffRole;
  capacity?: number;
}

export const ACCOUNT_PATTERN = /^[a-z0-9][a-z0-9._-]{1,31}$/;
/** OWASP's authentication cheat sheet: at least 8 characters, long ones allowed. */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

/** Why a password may not be used, or undefined when it may. */
export function passwordProblem(password: string, account: string): string | undefined {
  if (password === DEMO_ENGINEER.password) return "the demo's password is public";
  if (password.length < PASSWORD_LENGTH.min)
    return `the password needs at least ${PASSWORD_LENGTH.min} characters`;
  if (password.length > PASSWORD_LENGTH.max)
    return `the password may have at most ${PASSWORD_LENGTH.max} characters`;
  if (password.toLowerCase() === account.toLowerCase())
    return 'the password may not be the account';
  return undefined;
}

export class StaffError extends Error {
  override name = 'StaffError';
}

/** The next free engineer code: E2001 and up (the demo's own codes stay below). */
async function nextCode(ctx: CoreContext): Promise<string> {
  const numbers = (await ctx.store.engineers.all()).map((e) =>
    Number(/^E(\d+)$/.exec(e.code)?.[1] ?? 0),
  );
  return `E${String(Math.max(2000, ...numbers) + 1).padStart(4, '0')}`;
}

export async function addEngineer(ctx: CoreContext, input: NewEngineer): Promise<Engineer> {
  const account = input.account.trim().toLowerCase();
  if (!ACCOUNT_PATTERN.test(account))
    throw new StaffError('an account is 2-32 letters, digits, dots, dashes or underscores');
  if (await ctx.store.engineers.findByAccount(account))
    throw new StaffError(`the account "${account}" exists (set a new password with --reset)`);
  const problem = passwordProblem(input.password, account);
  if (problem) throw new StaffError(problem);
  const name = input.name.trim();
  if (!name || name.length > 40) throw new StaffError('a name is 1-40 characters');
  const queues = (await ctx.store.productLines.all()).map((line) => line.queueCode);
  const skills = input.skills?.length ? input.skills : queues;
  const unknown = skills.filter((skill) => !queues.includes(skill));
  if (unknown.length)
    throw new StaffError(`no such queue: ${unknown.join(', ')} (there are ${queues.join(', ')})`);
  const capacity = input.capacity ?? 5;
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > 50)
    throw new StaffError('capacity is a whole number of visitors from 1 to 50');
  const engineer: Engineer = {
    code: await nextCode(ctx),
    account,
    passwordHash: await ctx.passwords.hash(input.password),
    role: input.role ?? 'engineer',
    name,
    nickname: name,
    avatar: initialAvatar(name),
    skills,
    capacity,
    status: 'offline',
    simulated: false,
  };
  await ctx.store.engineers.put(engineer);
  return engineer;
}

/** A new password for an account; it is signed out everywhere (its token revoked). */
export async function resetPassword(
  ctx: CoreContext,
  account: string,
  password: string,
): Promise<Engineer> {
  const engineer = await ctx.store.engineers.findByAccount(account.trim().toLowerCase());
  if (!engineer) throw new StaffError(`there is no account "${account}"`);
  const problem = passwordProblem(password, engineer.account);
  if (problem) throw new StaffError(problem);
  const { token: _revoked, reviewToken: _reviewRevoked, ...rest } = engineer;
  const updated: Engineer = { ...rest, passwordHash: await ctx.passwords.hash(password) };
  await ctx.store.engineers.put(updated);
  return updated;
}

/**
 * Outside a demo nobody may sign in with what the source code tells: engineers whose password
 * is still the demo's get one nobody knows (and are signed out), and the demo visitor's token is
 * replaced. Returns the accounts locked, for the host to say so.
 */
export async function lockDemoAccounts(ctx: CoreContext): Promise<string[]> {
  const locked: string[] = [];
  for (const engineer of await ctx.store.engineers.all()) {
    // Only the demo's own accounts can hold its password (engineer:add refuses it), so a start
    // checks those few, not every account of a large centre.
    const demoAccount =
      engineer.simulated ||
      engineer.code === DEMO_ENGINEER.code ||
      engineer.passwordHash === DEMO_PASSWORD_HASH;
    if (!demoAccount) continue;
    if (!(await ctx.passwords.verify(engineer.passwordHash, DEMO_ENGINEER.password))) continue;
    const { token: _revoked, reviewToken: _reviewRevoked, ...rest } = engineer;
    await ctx.store.engineers.put({ ...rest, passwordHash: NO_ACCOUNT_HASH, status: 'offline' });
    locked.push(engineer.account);
  }
  // The demo visitor's sign-in, whose token is in the source, ends.
  await ctx.store.credentials.delete(tokenDigest(DEMO_VISITOR.token));
  return locked;
}
