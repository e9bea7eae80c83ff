import { createPrefetch, type EarlyAnswer } from '@/lib/api-client/prefetch';
import { TOKEN_MODE } from '@/lib/config';
import { STORAGE_KEYS, TIMING } from '@/lib/constants';
import { isEmbedded, resolveProjectId, type Channel } from '@/lib/env';
import { loginScopes } from '@/lib/permissions';
import { localStore, loginStore } from '@/lib/storage';

/**
 * A new visitor's start flow (SPEC §4, §6) as the session model would run it, sent with the
 * page while the model's chunk is still on its way (render-as-you-fetch): the permission tree
 * and the anonymous login together (neither needs the other when no login is stored in any scope
 * the tree can choose), then the quick entries with that login and, for the robot start
 * (type 1), the robot session and its messages. The session's client takes each answer when it makes the same call, and
 * checks it as its own; what the page sent and the model did not ask for is never used.
 */
export const visitorPrefetch = createPrefetch();

/** The contract's calls (a test keeps them equal to ownApi's). */
export const EARLY_CALLS = {
  customerRules: { method: 'GET', path: '/api/csc/ucenter/customer_rules' },
  loginAnon: { method: 'POST', path: '/api/csc/login/anon' },
  robotStart: { method: 'GET', path: '/api/csc/robot/start' },
  sessionMessages: { method: 'GET', path: '/api/csc/session/c/messages/{id}' },
  fastEntries: { method: 'GET', path: '/api/csc/webchat/fast_entry_list' },
} as const;

/** The envelope's data of a successful answer, read only to chain the next request. */
function dataOf(answer: EarlyAnswer): Record<string, unknown> | undefined {
  const body = answer.data as { statusCode?: unknown; data?: unknown } | null;
  if (answer.status < 200 || answer.status >= 300 || body?.statusCode !== 200) return undefined;
  return body.data && typeof body.data === 'object'
    ? (body.data as Record<string, unknown>)
    : undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

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
  channel: Channel,
  prefetch = visitorPrefetch,
  tokenMode = TOKEN_MODE,
): boolean {
  const projectId = visitorChatProject(location.pathname, location.search, base);
  if (projectId === undefined) return false;
  if (isEmbedded(new URLSearchParams(location.search))) return false;
  if (loginScopes(projectId).some((scope) => loginStore.getToken(scope))) return false;
  const query = { project_id: projectId };
  const { customerRules, loginAnon, robotStart, sessionMessages, fastEntries } = EARLY_CALLS;
  prefetch.send(customerRules.method, customerRules.path, query, TIMING.apiTimeoutMs);
  const login = prefetch.send(loginAnon.method, loginAnon.path, query, TIMING.loginTimeoutMs);
  // SPEC §4: no type, or type 1, starts the robot (the URL's other types queue for a person).
  const type = new URLSearchParams(location.search).get('type');
  const robot = type === null || type === '1';
  void login
    .then(async (answer) => {
      const token = text(dataOf(answer)?.token);
      // The page's fetch puts the token in the URL, which header mode exists to prevent: with it,
      // the session asks for the rest itself, the token in its header.
      if (!token || tokenMode === 'header') return;
      // The robot's quick entries (the screen reads them with the login, SPEC §7).
      prefetch.send(fastEntries.method, fastEntries.path, { token }, TIMING.apiTimeoutMs);
      if (!robot) return;
      const started = await prefetch.send(
        robotStart.method,
        robotStart.path,
        { channel, project_id: projectId, token },
        TIMING.apiTimeoutMs,
      );
      const sessionId = text(dataOf(started)?.session_id);
      if (!sessionId) return;
      prefetch.send(
        sessionMessages.method,
        sessionMessages.path.replace('{id}', encodeURIComponent(sessionId)),
        { token },
        TIMING.apiTimeoutMs,
      );
    })
    .catch(() => undefined);
  return true;
}
