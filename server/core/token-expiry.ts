import type { Store } from './store';
import type { Engineer, Visitor } from './types';

/** How long a token lasts unless the host says otherwise (TOKEN_TTL_HOURS): a week. */
export const DEFAULT_TOKEN_TTL_HOURS = 168;

/** When each token was issued. The core's tokens never expire; the host adds that. */
export interface TokenLedger {
  issuedAt(token: string): number | undefined;
  record(token: string, at: number): void;
}

export function createMemoryTokenLedger(): TokenLedger {
  const issued = new Map<string, number>();
  return { issuedAt: (t) => issued.get(t), record: (t, at) => void issued.set(t, at) };
}

export interface TokenExpiryOptions {
  ttlMs: number;
  now: () => number;
  ledger: TokenLedger;
  /** A fresh visitor token, for a visitor whose token ran out. */
  newToken: () => string;
}

/**
 * The store as the core should see it when tokens expire `ttlMs` after they were issued:
 * findByToken no longer finds an expired token (the core answers 401 '非法身份' and the socket
 * refuses it, so the client starts over), an engineer's expired token is dropped so the next
 * login issues a new one (engineerLogin reuses a token it finds), and a visitor's is replaced
 * when the row is read (loginVisitor hands back the token of the visitor it finds). The core
 * could do this itself with an `expiresAt` on both accounts; until then the host wraps the store.
 */
export function withTokenExpiry(store: Store, options: TokenExpiryOptions): Store {
  return {
    ...expiringTables(store, options),
    // A unit of work reads through its own store: the same rules apply there.
    unit: (fn) => store.unit((inner) => fn(withTokenExpiry(inner, options))),
  };
}

function expiringTables(store: Store, options: TokenExpiryOptions): Omit<Store, 'unit'> {
  const { ttlMs, now, ledger } = options;
  const remember = (token: string | undefined) => {
    if (token && ledger.issuedAt(token) === undefined) ledger.record(token, now());
  };
  /** Only ever asked about tokens that belong to a row, so random guesses are never recorded. */
  const expired = (token: string | undefined) => {
    if (!token) return false;
    const issued = ledger.issuedAt(token);
    // A token from before the ledger existed counts from the first time it is seen.
    if (issued === undefined) return (remember(token), false);
    return now() - issued > ttlMs;
  };

  const visitors = store.visitors;
  const freshVisitor = async (row: Visitor | undefined): Promise<Visitor | undefined> => {
    if (!row || !expired(row.token)) return row;
    const renewed = { ...row, token: options.newToken() };
    await putVisitor(renewed);
    return renewed;
  };
  const putVisitor = async (row: Visitor) => {
    remember(row.token);
    await visitors.put(row);
  };

  const engineers = store.engineers;
  const freshEngineer = async (row: Engineer | undefined): Promise<Engineer | undefined> => {
    if (!row) return row;
    const consoleExpired = expired(row.token);
    const reviewExpired = expired(row.reviewToken);
    if (!consoleExpired && !reviewExpired) return row;
    const signedOut = {
      ...row,
      token: consoleExpired ? undefined : row.token,
      reviewToken: reviewExpired ? undefined : row.reviewToken,
    };
    await engineers.put(signedOut);
    return signedOut;
  };
  const putEngineer = async (row: Engineer) => {
    remember(row.token);
    remember(row.reviewToken);
    await engineers.put(row);
  };

  return {
    ...store,
    nextSeq: () => store.nextSeq(),
    visitors: {
      get: async (id) => freshVisitor(await visitors.get(id)),
      put: putVisitor,
      delete: (id) => visitors.delete(id),
      all: async () => (await Promise.all((await visitors.all()).map(freshVisitor))) as Visitor[],
      findByExternalId: async (projectId, externalId) =>
        freshVisitor(await visitors.findByExternalId(projectId, externalId)),
      findByContact: async (projectId, contact) =>
        freshVisitor(await visitors.findByContact(projectId, contact)),
      findByToken: async (token) => {
        const row = await visitors.findByToken(token);
        return row && !expired(token) ? row : undefined;
      },
    },
    engineers: {
      get: async (id) => freshEngineer(await engineers.get(id)),
      put: putEngineer,
      delete: (id) => engineers.delete(id),
      all: async () =>
        (await Promise.all((await engineers.all()).map(freshEngineer))) as Engineer[],
      findByAccount: async (account) => freshEngineer(await engineers.findByAccount(account)),
      findByToken: async (token) => {
        const row = await engineers.findByToken(token);
        return row && !expired(token) ? row : undefined;
      },
      findByReviewToken: async (token) => {
        const row = await engineers.findByReviewToken(token);
        return row && !expired(token) ? row : undefined;
      },
    },
  };
}
