import type { CoreKit } from './kit';
import * as accounts from '../accounts';
import * as identity from '../identity';
import * as codeSignIn from '../code-sign-in';
import type { IdentityClaim } from '../identity';
import * as consoleOps from '../console';
import { digestPlainTokens } from '../tokens';
import * as staff from '../staff';
import { rehashPlainPasswords } from '../passwords';
import type { Locale } from '../locale';
import type { Engineer } from '../types';

/** Sign-ins of visitors and staff, tokens, staff accounts, the data a host tidies at start. */
export function accountsCalls({ ctx, unit, change, kick }: CoreKit) {
  return {
    loginAnon: unit(async (ctx, projectId?: string) => accounts.loginAnon(ctx, projectId)),
    /** A one-time code to a phone or e-mail (code-sign-in.ts); a demo shows it instead. */
    sendCode: (account: string, locale?: Locale) => codeSignIn.sendCode(ctx, account, locale),
    /** Signs in with a code; a wrong one's try is committed before the refusal. */
    loginVisitor: (credentials: codeSignIn.CodeCredentials, projectId?: string) =>
      codeSignIn.signInWithCode(ctx, credentials, projectId),
    /** Checks (and spends, when right) a code without signing in: the demo's user centre. */
    verifyCode: (account: string, code: string) => codeSignIn.verifyCode(ctx, account, code),
    /** The unified login's first call proved a user-centre account: a ticket for the second. */
    issueUnifiedTicket: unit(async (ctx, accountId: string) =>
      codeSignIn.issueUnifiedTicket(ctx, accountId),
    ),
    /** The unified login's second call: the ticket spent, the account holder signed in. */
    loginAccountHolder: (proof: { accountId: string; ticket: string }, projectId?: string) =>
      codeSignIn.signInAccountHolder(ctx, proof, projectId),
    /** The visitor signs out: their token and its sockets end. */
    visitorLogout: unit(async (ctx, token: string) => accounts.visitorLogout(ctx, token)),
    /** A host site's user, verified by their HMAC (async: a host runs it outside a transaction). */
    loginIdentified: unit(async (ctx, claim: IdentityClaim, projectId?: string) =>
      identity.loginIdentified(ctx, claim, projectId),
    ),
    visitorByToken: unit(async (ctx, token?: string) => accounts.visitorByToken(ctx, token)),
    engineerByToken: unit(async (ctx, token?: string) => accounts.engineerByToken(ctx, token)),
    accountForToken: unit(async (ctx, token: string) => accounts.accountForToken(ctx, token)),
    // Async (the hash is checked off the event loop on Node): a host runs it outside a
    // transaction; its one write comes after the check.
    engineerLogin: async (account: string, password: string) => {
      const engineer = await accounts.engineerLogin(ctx, account, password);
      await kick();
      return engineer;
    },
    /** Signs out: offline (the queues hear it, as from the status call), the token revoked. */
    engineerLogout: change(async (ctx, code: string) =>
      accounts.revokeToken(
        ctx,
        await consoleOps.setStatus(ctx, await accounts.engineerByCode(ctx, code), 'offline'),
      ),
    ),
    /** A supervisor's sign-in to review: a token, no change of status. */
    supervisorLogin: async (account: string, password: string) =>
      accounts.supervisorLogin(ctx, account, password),
    /** Ends a review sign-in (the console's stays). */
    supervisorLogout: unit(async (ctx, supervisor: Engineer) =>
      accounts.supervisorLogout(ctx, supervisor),
    ),
    /** Hashes passwords left in plain text by older data (a host runs it once at start). */
    rehashPlainPasswords: unit(async (ctx) => rehashPlainPasswords(ctx)),
    /** Turns tokens stored by older data into digests (a host runs it once at start). */
    // In turns: the nodes of a cluster start together, and one does the walk (the marker).
    digestPlainTokens: () => ctx.unit((c) => digestPlainTokens(c), { turns: 'token-digests' }),
    /** Staff accounts made by people (the host's `engineer:add`), and the demo's locked away. */
    addEngineer: unit(async (ctx, input: staff.NewEngineer) => staff.addEngineer(ctx, input)),
    resetPassword: unit(async (ctx, account: string, password: string) =>
      staff.resetPassword(ctx, account, password),
    ),
    lockDemoAccounts: unit(async (ctx) => staff.lockDemoAccounts(ctx)),
  };
}
