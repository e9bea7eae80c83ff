import type { Store } from './store';
import type { Engineer } from './types';

/** How long a token lasts unless the host says otherwise (TOKEN_TTL_HOURS): a week. */
export const DEFAULT_TOKEN_TTL_HOURS = 168;

/** When each token was issued. The core's tokens never expire; the host adds that. */
export interface TokenLedger {
  issuedAt(token: string): number | undefined | Promise<number | undefined>;
  record(token: string, at: number): void | Promise<void>;
}

/**
 * The ledger in the store's own meta table, read and written by the unit that meets the
 * token: for a store shared by several nodes (PostgreSQL), where a token issued by one node is
 * looked up by another.
 */
export function storeTokenLedger(store: Store): TokenLedger {
  const key = (token: string) => `token-issued:${token}`;
  return {
    issuedAt: (token) => store.meta.get(key(token)),
    record: (token, at) => store.meta.set(key(token), at),
  };
}

export function createMemoryTokenLedger(): TokenLedger {
  const issued = new Map<string, number>();
  return { issuedAt: (t) => issued.get(t), record: (t, at) => void issued.set(t, at) };
}

export interface TokenExpiryOptions {
  ttlMs: number;
  now: () => number;
  /** One ledger, or one per store (a unit's own, so the ledger is written in its transaction). */
  ledger: TokenLedger | ((store: Store) => TokenLedger);
}

/**
 * The store as the core should see it when staff tokens expire `ttlMs` after they were issued:
 * findByToken no longer finds an expired token (the core answers 401 '非法身份' and the socket
 * refuses it, so the client starts over), and an engineer's expired token is dropped so the next
 * login issues a new one. Visitors' credentials carry their own issue time, which the core
 * checks against CoreConfig.tokenTtlMs (accounts.ts).
 */
export function withTokenExpiry(store: Store, options: TokenExpiryOptions): Store {
  return {
    ...expiringTables(store, options),
    // A unit of work reads through its own store: the same rules apply there.
    unit: (fn, unitOptions) =>
      store.unit((inner) => fn(withTokenExpiry(inner, options)), unitOptions),
  };
}

function expiringTables(store: Store, options: TokenExpiryOptions): Omit<Store, 'unit'> {
  const { ttlMs, now } = options;
  const ledger = typeof options.ledger === 'function' ? options.ledger(store) : options.ledger;
  const remember = async (token: string | undefined) => {
    if (token && (await ledger.issuedAt(token)) === undefined) await ledger.record(token, now());
  };
  /** Only ever asked about tokens that belong to a row, so random guesses are never recorded. */
  const expired = async (token: string | undefined) => {
    if (!token) return false;
    const issued = await ledger.issuedAt(token);
    // A token from before the ledger existed counts from the first time it is seen.
    if (issued === undefined) return (await remember(token), false);
    return now() - issued > ttlMs;
  };

  const engineers = store.engineers;
  const freshEngineer = async (row: Engineer | undefined): Promise<Engineer | undefined> => {
    if (!row) return row;
    const consoleExpired = await expired(row.token);
    const reviewExpired = await expired(row.reviewToken);
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
    await remember(row.token);
    await remember(row.reviewToken);
    await engineers.put(row);
  };

  return {
    ...store,
    nextSeq: () => store.nextSeq(),
    engineers: {
      get: async (id) => freshEngineer(await engineers.get(id)),
      put: putEngineer,
      delete: (id) => engineers.delete(id),
      all: async () =>
        (await Promise.all((await engineers.all()).map(freshEngineer))) as Engineer[],
      findByAccount: async (account) => freshEngineer(await engineers.findByAccount(account)),
      findByToken: async (token) => {
        const row = await engineers.findByToken(token);
        return row && !(await expired(token)) ? row : undefined;
      },
      findByReviewToken: async (token) => {
        const row = await engineers.findByReviewToken(token);
        return row && !(await expired(token)) ? row : undefined;
      },
    },
  };
}
