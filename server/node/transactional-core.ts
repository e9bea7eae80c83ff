import type { WebchatCore } from '../core';
import type { SqliteStore } from './sqlite-store';

type Atomic = Pick<SqliteStore, 'transaction' | 'afterCommit'>;

/**
 * The core with every call made atomic: what one request or one socket frame changes (a
 * session accepted, its notice, the seq counter) commits together or not at all. Frames the
 * core publishes during a call go out after the commit, so a client never sees a message that
 * a rollback took back. The Store interface has no transaction hook; the host adds it here
 * (timers get the same through host-clock.ts).
 */
export function transactional(core: WebchatCore, store: Atomic): WebchatCore {
  const publish = core.bus.publish.bind(core.bus);
  core.bus.publish = (account, frame) => store.afterCommit(() => publish(account, frame));
  const wrapped: Record<string, unknown> = { ...core };
  for (const [name, value] of Object.entries(core)) {
    if (typeof value !== 'function') continue;
    // An async call (a password check) waits outside any transaction: SQLite's cannot span an
    // await. Each of its writes commits on its own, after the wait.
    if (value.constructor.name === 'AsyncFunction') continue;
    const call = value as (...args: unknown[]) => unknown;
    wrapped[name] = (...args: unknown[]) => store.transaction(() => call(...args));
  }
  return wrapped as WebchatCore;
}
