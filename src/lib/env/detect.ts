import { DEFAULT_PROJECT, LAYOUT } from '../constants';

/** Channels of SPEC §1. */
export type Channel = 'webchat' | 'wechat' | 'app' | 'phone';

/**
 * SPEC §2: the project comes from the URL (the /index/:project segment, then the project_id
 * parameter), else the stored current project, else DEFAULT_PROJECT.
 */
export function resolveProjectId(input: {
  routeProject?: string | undefined;
  search: URLSearchParams;
  storedProject: string | null;
}): string {
  const candidates = [input.routeProject, input.search.get('project_id'), input.storedProject];
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return DEFAULT_PROJECT;
}

/** SPEC §2: embedded in a host page's iframe when isiframe=1 is in the URL. */
export function isEmbedded(search: URLSearchParams): boolean {
  return search.get('isiframe') === '1';
}

/** SPEC §2/§9: desktop mode applies when the page is wider than 1024 px. */
export function isDesktopWidth(width: number): boolean {
  return width > LAYOUT.desktopMinWidthExclusive;
}

/** The media query equivalent of {@link isDesktopWidth}, for listeners. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${LAYOUT.desktopMinWidthExclusive + 1}px)`;

/** SPEC §1: the native app puts the token 'isapp' in its user agent. */
export function isAppUserAgent(userAgent: string): boolean {
  return /(^|[\s/;(])isapp([\s/;)]|$)/i.test(userAgent);
}

/** SPEC §1: WeChat's in-app browser, except inside our app, which never counts as WeChat. */
export function isWechatUserAgent(userAgent: string): boolean {
  return !isAppUserAgent(userAgent) && /MicroMessenger/i.test(userAgent);
}

/** SPEC §1: the channel is webchat, or wechat when the isWechat cookie is 'true'. */
export function defaultChannel(isWechatCookie: string | undefined): Channel {
  return isWechatCookie === 'true' ? 'wechat' : 'webchat';
}
