import type { IdentifyBody, VisitorLogin } from '@/lib/contract';
import type { HostLoginStore } from './host-bridge';

/** What the host says about its user (widget.js's identify). */
export interface IdentityClaim {
  userId?: string;
  userHash?: string;
  name?: string;
  email?: string;
}

export interface IdentityGateDeps {
  projectId: string;
  /** Which site user the chat is signed in as, per project (this tab). */
  users: HostLoginStore;
  /** Asks the server for the verified visitor (ownApi.loginIdentified). */
  verify: (body: IdentifyBody) => Promise<VisitorLogin>;
  /** The verified visitor: signed in ahead of the commands that came after the claim. */
  admit: (login: VisitorLogin) => void;
  /** The gate is open again: the waiting commands may run. */
  resume: () => void;
  /** Back to an anonymous visitor: the site's user changed, or the server refused the claim. */
  signOut: () => void;
  /** The claim could not be verified (the host hears it). */
  refused: () => void;
  /** The server refused it, as opposed to not answering (offline). */
  isRefusal: (error: unknown) => boolean;
}

/**
 * Who the chat is signed in as, when a host page says who its user is (#17 item 5):
 * - a claim with a hash holds the host's later commands until the server has answered, so a
 *   message sent right after `identify` goes out as the verified user, not before them;
 * - an answer that a later identify, login or logout has overtaken is dropped;
 * - a claim the server refuses, or a claim of another site user without a hash, never leaves
 *   the previous user's conversation open: the chat goes back to an anonymous visitor.
 */
export function createIdentityGate(deps: IdentityGateDeps) {
  const { projectId, users } = deps;
  let generation = 0;
  let holding = false;
  let disposed = false;

  return {
    /** Commands wait while a claim is being verified. */
    get holding() {
      return holding;
    },
    /** The host signed the chat in or out itself: a claim still being verified no longer counts. */
    supersede() {
      generation += 1;
      holding = false;
      users.set(projectId, undefined);
    },
    claim(claim: IdentityClaim) {
      const mine = (generation += 1);
      const current = users.get(projectId);
      if (!claim.userId || !claim.userHash) {
        holding = false;
        // An unsigned claim names nobody; a different user than the one signed in ends them.
        if (current && claim.userId && claim.userId !== current) {
          users.set(projectId, undefined);
          deps.signOut();
        }
        deps.resume();
        return;
      }
      const userId = claim.userId;
      holding = true;
      deps
        .verify({
          user_id: userId,
          user_hash: claim.userHash,
          ...(claim.name && { name: claim.name }),
          ...(claim.email && { email: claim.email }),
        })
        .then(
          (login) => {
            if (disposed || mine !== generation) return;
            holding = false;
            users.set(projectId, userId);
            deps.admit(login);
            deps.resume();
          },
          (error: unknown) => {
            if (disposed || mine !== generation) return;
            holding = false;
            deps.refused();
            // Refused by the server, not merely unanswered (offline): whoever was signed in
            // before is not who the page says its user is now.
            if (current && deps.isRefusal(error)) {
              users.set(projectId, undefined);
              deps.signOut();
            }
            deps.resume();
          },
        );
    },
    dispose() {
      disposed = true;
    },
  };
}
