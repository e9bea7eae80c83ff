import { DEFAULT_PROJECT } from '@/lib/constants';
import { localStore, type KeyValueStore } from '@/lib/storage';
import type { EngineerAuth } from './types';

/**
 * Not in SPEC: the engineer's login, kept per project like WEBCHAT_TOKEN (SPEC §3) but under its
 * own key, so an engineer who also opens the visitor chat in this browser does not hand the
 * visitor page an engineer token (and the other way round).
 */
export const ENGINEER_LOGIN_KEY = 'WEBCHAT_ENGINEER_LOGIN';

const STATUSES: readonly string[] = ['online', 'busy', 'away', 'offline'];

function isAuth(value: unknown): value is EngineerAuth {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<EngineerAuth>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.engineer?.engineer_code === 'string' &&
    typeof v.engineer.engineer_name === 'string' &&
    typeof v.status === 'string' &&
    STATUSES.includes(v.status)
  );
}

function readAll(store: KeyValueStore): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(ENGINEER_LOGIN_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const key = (projectId?: string) => projectId?.trim() || DEFAULT_PROJECT;

export function createAuthStorage(store: KeyValueStore = localStore) {
  return {
    /** The stored login of the project; a corrupt entry counts as none. */
    load(projectId?: string): EngineerAuth | undefined {
      const entry = readAll(store)[key(projectId)];
      return isAuth(entry) ? entry : undefined;
    },
    save(projectId: string | undefined, auth: EngineerAuth): void {
      store.setItem(
        ENGINEER_LOGIN_KEY,
        JSON.stringify({ ...readAll(store), [key(projectId)]: auth }),
      );
    },
    clear(projectId?: string): void {
      const all = readAll(store);
      delete all[key(projectId)];
      store.setItem(ENGINEER_LOGIN_KEY, JSON.stringify(all));
    },
  };
}

export type AuthStorage = ReturnType<typeof createAuthStorage>;
export const authStorage: AuthStorage = createAuthStorage();
