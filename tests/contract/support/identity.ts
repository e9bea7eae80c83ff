import { createHmac } from 'node:crypto';

/**
 * The identity secret both contract hosts verify with (#17 item 5) for the default project; every
 * other project has a secret of its own, as the server's secrets file gives each one. The hash is
 * made with Node's crypto, not the core's WebCrypto, so the suite checks the core against a second
 * implementation of HMAC-SHA256.
 */
export const CONTRACT_IDENTITY_SECRET = 'contract-identity-secret-for-tests-only-0123456789';
export const CONTRACT_IDENTITY_SECRETS: Readonly<Record<string, string>> = {
  DEFAULT_PROJECT: CONTRACT_IDENTITY_SECRET,
};
export const contractIdentitySecret = (projectId: string) =>
  Object.hasOwn(CONTRACT_IDENTITY_SECRETS, projectId)
    ? CONTRACT_IDENTITY_SECRETS[projectId]
    : `${CONTRACT_IDENTITY_SECRET}:${projectId}`;

/** What a host site's backend sends with its user's id. */
export const userHash = (userId: string, secret = CONTRACT_IDENTITY_SECRET) =>
  createHmac('sha256', secret).update(userId).digest('hex');
