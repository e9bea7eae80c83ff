/** Where a visitor goes after logging in when the URL does not say. */
export const DEFAULT_AFTER_LOGIN = '/chatQueue';

/** Login-only parameters that must not follow the visitor to the next page. */
const LOGIN_PARAMS = ['redirect', 'st', 'location', 'reason'];

// Control characters and backslashes: browsers read '\' as '/', and a tab or newline inside
// '/\t/evil.example' is dropped, so both can turn a path into another origin.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * A same-origin path to go to, or undefined. Only a path beginning with a single '/' is taken
 * ('//host' and '/\host' are other origins), it must resolve to this origin, and /login itself is
 * refused so a visitor cannot be sent round in a loop. Never an open redirect.
 */
export function safeRedirect(raw: string | null | undefined, origin: string): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || UNSAFE.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Back to where the visitor came from (?redirect=) or to the chat, keeping the page options
 * (project_id, isiframe, lang) but none of the login's own parameters.
 */
export function afterLoginTarget(search: URLSearchParams, origin: string): string {
  const back = safeRedirect(search.get('redirect'), origin);
  if (back) return back;
  const rest = new URLSearchParams(search);
  for (const name of LOGIN_PARAMS) rest.delete(name);
  const query = rest.toString();
  return `${DEFAULT_AFTER_LOGIN}${query ? `?${query}` : ''}`;
}

/**
 * The project the visitor is logging in for when the way back names one (/index/:project or
 * ?project_id=), so the login lands where that chat will look for it.
 */
export function projectOfTarget(target: string, origin: string): string | undefined {
  const url = new URL(target, origin);
  const match = /^\/index\/([^/]+)\/?$/.exec(url.pathname);
  const raw = match?.[1] ? decodeURIComponent(match[1]) : url.searchParams.get('project_id');
  return raw?.trim() || undefined;
}
