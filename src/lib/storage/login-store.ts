import { DEFAULT_PROJECT, STORAGE_KEYS } from '../constants';
import { localStore, sessionStore, type KeyValueStore } from './safe-storage';

type ProjectMap = Record<string, string>;

/** Reads a {project: value} map; a corrupt or foreign value counts as empty instead of crashing. */
function readMap(store: KeyValueStore, key: string): ProjectMap {
  const raw = store.getItem(key);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

function writeEntry(
  store: KeyValueStore,
  key: string,
  project: string,
  value: string | null,
): void {
  const map = readMap(store, key);
  if (value === null) delete map[project];
  else map[project] = value;
  store.setItem(key, JSON.stringify(map));
}

const projectKey = (projectId?: string) => projectId?.trim() || DEFAULT_PROJECT;

/**
 * SPEC §3: WEBCHAT_TOKEN and WEBCHAT_CUBE_UID_KEY are maps keyed by project id
 * (DEFAULT_PROJECT when none). SPEC §6: a permission decides whether the login is per project
 * or generic; generic logins live under DEFAULT_PROJECT.
 */
export function createLoginStore(
  store: KeyValueStore = localStore,
  tickets: KeyValueStore = sessionStore,
) {
  return {
    getToken: (projectId?: string) => readMap(store, STORAGE_KEYS.token)[projectKey(projectId)],
    getCubeUid: (projectId?: string) => readMap(store, STORAGE_KEYS.cubeUid)[projectKey(projectId)],
    /** SPEC §4 "set login state from login result". */
    saveLogin(result: { cube_uid: string; token: string }, projectId?: string): void {
      writeEntry(store, STORAGE_KEYS.token, projectKey(projectId), result.token);
      writeEntry(store, STORAGE_KEYS.cubeUid, projectKey(projectId), result.cube_uid);
    },
    /** SPEC §8: an invalid identity clears the session. */
    clearLogin(projectId?: string): void {
      writeEntry(store, STORAGE_KEYS.token, projectKey(projectId), null);
      writeEntry(store, STORAGE_KEYS.cubeUid, projectKey(projectId), null);
      tickets.removeItem(STORAGE_KEYS.sessionTicket);
    },
    getCurrentProject: () => store.getItem(STORAGE_KEYS.currentProject),
    setCurrentProject: (projectId: string) => store.setItem(STORAGE_KEYS.currentProject, projectId),
    /** SPEC §3: session storage holds a ticket containing a token (used when embedded). */
    getTicketToken(): string | undefined {
      const raw = tickets.getItem(STORAGE_KEYS.sessionTicket);
      if (!raw) return undefined;
      try {
        const ticket: unknown = JSON.parse(raw);
        const token = (ticket as { token?: unknown } | null)?.token;
        return typeof token === 'string' && token ? token : undefined;
      } catch {
        return undefined;
      }
    },
    setTicket: (ticket: { token: string; [key: string]: unknown }) =>
      tickets.setItem(STORAGE_KEYS.sessionTicket, JSON.stringify(ticket)),
  };
}

export type LoginStore = ReturnType<typeof createLoginStore>;
export const loginStore: LoginStore = createLoginStore();

/** SPEC §6: the login identifier is per project only when the project permission says so. */
export function loginProject(projectId: string, perProject: boolean): string {
  return perProject ? projectId : DEFAULT_PROJECT;
}
