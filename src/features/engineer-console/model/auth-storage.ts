import { DEFAULT_PROJECT } from '@/lib/constants';
import { localStore, type KeyValueStore } from '@/lib/storage';
import { toEngineerView, type EngineerInfo, type EngineerView } from '@/lib/contract';
import type { EngineerAuth } from './types';

/**
 * Not in SPEC: the engineer's login, kept per project like WEBCHAT_TOKEN (SPEC §3) but under its
 * own key, so an engineer who also opens the visitor chat in this browser does not hand the
 * visitor page an engineer token (and the other way round).
 */
export const ENGINEER_LOGIN_KEY = 'WEBCHAT_ENGINEER_LOGIN';

const STATUSES: readonly string[] = ['online', 'busy', 'away', 'offline'];

type Stored = Partial<Omit<EngineerAuth, 'engineer'>> & {
  engineer?: Partial<EngineerView> & Partial<Record<keyof EngineerInfo, unknown>>;
};

/**
 * The stored login, or undefined when it is not one. A login an older version stored keeps its
 * engineer in the server's words (engineer_code...): read as it is, the engineer stays signed in.
 */
function asAuth(value: unknown): EngineerAuth | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Stored;
  const old = v.engineer && typeof v.engineer.engineer_code === 'string';
  const engineer = old ? toEngineerView(v.engineer as EngineerInfo) : v.engineer;
  if (
    typeof v.token !== 'string' ||
    v.token.length === 0 ||
    typeof engineer?.code !== 'string' ||
    typeof engineer.name !== 'string' ||
    typeof v.status !== 'string' ||
    !STATUSES.includes(v.status)
  )
    return undefined;
  return { ...(v as EngineerAuth), engineer: engineer as EngineerView };
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
      return asAuth(readAll(store)[key(projectId)]);
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
