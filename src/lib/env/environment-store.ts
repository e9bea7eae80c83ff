import { create } from 'zustand';
import { DEFAULT_PROJECT, STORAGE_KEYS, TIMING } from '../constants';
import { cookies, localStore } from '../storage';
import {
  DESKTOP_MEDIA_QUERY,
  defaultChannel,
  isAppUserAgent,
  isDesktopWidth,
  isEmbedded,
  isWechatUserAgent,
  type Channel,
} from './detect';

export interface EnvironmentState {
  projectId: string;
  embedded: boolean;
  desktop: boolean;
  isApp: boolean;
  isWechat: boolean;
  channel: Channel;
  /**
   * Where the visitor's login is kept (SPEC §6: per project or the generic key), once the
   * permission tree has said; until then the project itself.
   */
  loginScope: string | undefined;
}

/**
 * Where the page runs. Readable outside React (the IM and HTTP clients need the project and the
 * channel), so it is a store rather than a context.
 */
export const useEnvironment = create<EnvironmentState>(() => ({
  projectId: DEFAULT_PROJECT,
  embedded: false,
  desktop: false,
  isApp: false,
  isWechat: false,
  channel: 'webchat',
  loginScope: undefined,
}));

export function setProjectId(projectId: string): void {
  if (useEnvironment.getState().projectId !== projectId)
    useEnvironment.setState({ projectId, loginScope: undefined });
}

export function setLoginScope(loginScope: string): void {
  useEnvironment.setState({ loginScope });
}

/**
 * Reads the page's surroundings once at start and keeps desktop mode in sync with the width.
 * Returns a function that removes the listeners.
 */
export function initEnvironment(win: Window = window): () => void {
  const search = new URLSearchParams(win.location.search);
  const userAgent = win.navigator.userAgent;
  const isApp = isAppUserAgent(userAgent);
  let clearHref: ReturnType<typeof setTimeout> | undefined;
  if (isApp) {
    // SPEC §1: the app marks itself as not WeChat and clears the stored HREF after 10 ms.
    cookies.set('isWechat', 'false');
    clearHref = setTimeout(
      () => localStore.removeItem(STORAGE_KEYS.href),
      TIMING.appHrefClearDelayMs,
    );
  }
  useEnvironment.setState({
    embedded: isEmbedded(search),
    desktop: isDesktopWidth(win.innerWidth),
    isApp,
    isWechat: isWechatUserAgent(userAgent),
    channel: defaultChannel(cookies.get('isWechat')),
  });

  const media = win.matchMedia?.(DESKTOP_MEDIA_QUERY);
  const onChange = (event: MediaQueryListEvent) =>
    useEnvironment.setState({ desktop: event.matches });
  media?.addEventListener('change', onChange);
  return () => {
    media?.removeEventListener('change', onChange);
    if (clearHref) clearTimeout(clearHref);
  };
}
