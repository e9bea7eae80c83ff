import { createPrefetch } from '@/lib/api-client/prefetch';
import { DEFAULT_PROJECT, STORAGE_KEYS, TIMING } from '@/lib/constants';
import { isEmbedded, resolveProjectId } from '@/lib/env';
import { localStore, loginStore } from '@/lib/storage';

/**
 * The first round of a new visitor's start flow (SPEC §4, §6): the permission tree and the
 * anonymous login. Neither needs a token or the other's answer when no login is stored in any
 * scope the tree can choose, so they leave with the page, while the session model's chunk is
 * still on its way, and the session's client takes their answers (one round trip and one chunk
 * download off the time to the robot's first words on a phone).
 */
export const visitorPrefetch = createPrefetch();

/** ownApi.customerRules and ownApi.loginAnon (a test keeps them equal). */
export const EARLY_CALLS = {
  customerRules: { method: 'GET', path: '/api/csc/ucenter/customer_rules' },
  loginAnon: { method: 'POST', path: '/api/csc/login/anon' },
} as const;

const CHAT_PATH = /^\/(?:chatQueue|index\/([^/]+))\/?$/;

/**
 * The project of the visitor's chat when `pathname` (under `base`) is one (SPEC §2 /chatQueue,
 * /index/:project), as the root layout will resolve it; otherwise undefined.
 */
export function visitorChatProject(
  pathname: string,
  search: string,
  base = '/',
): string | undefined {
  const root = base.endsWith('/') ? base.slice(0, -1) : base;
  if (root && !pathname.startsWith(`${root}/`)) return undefined;
  const match = CHAT_PATH.exec(pathname.slice(root.length));
  if (!match) return undefined;
  let routeProject: string | undefined;
  try {
    routeProject = match[1] === undefined ? undefined : decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  return resolveProjectId({
    routeProject,
    search: new URLSearchParams(search),
    storedProject: localStore.getItem(STORAGE_KEYS.currentProject),
  });
}

/**
 * Sends the first round when this page is a new visitor's chat: not embedded (the host's ticket
 * is the login there), no login stored for the project or the generic scope.
 */
export function startVisitorEarly(
  location: Pick<Location, 'pathname' | 'search'>,
  base: string,
  prefetch = visitorPrefetch,
): boolean {
  const projectId = visitorChatProject(location.pathname, location.search, base);
  if (projectId === undefined) return false;
  if (isEmbedded(new URLSearchParams(location.search))) return false;
  if (loginStore.getToken(projectId) || loginStore.getToken(DEFAULT_PROJECT)) return false;
  const query = { project_id: projectId };
  const { customerRules, loginAnon } = EARLY_CALLS;
  prefetch.send(customerRules.method, customerRules.path, query, TIMING.apiTimeoutMs);
  prefetch.send(loginAnon.method, loginAnon.path, query, TIMING.loginTimeoutMs);
  return true;
}
