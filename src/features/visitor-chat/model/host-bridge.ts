import {
  EMBED_PROTOCOL_VERSION,
  parseHostMessage,
  toHostCommand,
  type HostCommand,
  type HostMessage,
  type WidgetMessage,
} from '@/lib/contract';

// The protocol itself (its messages, their schema and their mapping) is src/lib/contract's
// embed-protocol.ts; here is the widget's end of it: whom to trust, where to post.
import { sessionStore, type KeyValueStore } from '@/lib/storage';

/** The origin of an http(s) URL or origin string; anything else (wildcards, 'null') is none. */
export function normalizeOrigin(value: string | null | undefined): string | undefined {
  if (!value || value.includes('*')) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** A comma or space separated list of origins; entries that are not exact origins are dropped. */
export function parseOriginList(raw: string | undefined): string[] {
  const origins = (raw ?? '').split(/[\s,]+/).map(normalizeOrigin);
  return [...new Set(origins.filter((o): o is string => o !== undefined))];
}

/**
 * Where the reference server puts its EMBED_ORIGINS (server/node/http/static-files.ts): a meta tag
 * in the page it serves. The same list makes its CSP frame-ancestors, so the pages allowed to
 * frame the widget and the pages it talks to cannot drift, and no request is needed to learn it.
 */
export const EMBED_ORIGINS_META = 'webchat-embed-origins';

/** The server's list from the served page, if it put one there. */
export function servedEmbedOrigins(doc = typeof document === 'undefined' ? undefined : document) {
  return doc?.querySelector(`meta[name="${EMBED_ORIGINS_META}"]`)?.getAttribute('content') ?? '';
}

/**
 * Host pages the widget talks to: the server's EMBED_ORIGINS (at run time, from the page),
 * VITE_EMBED_ORIGINS (built in, for the dev server and the demo build, which have no server)
 * and the widget's own origin, so the demo host pages work out of the box.
 */
export function embedAllowList(
  raw = (import.meta.env as Record<string, string | undefined>).VITE_EMBED_ORIGINS,
  self = typeof window === 'undefined' ? undefined : window.location.origin,
  served = servedEmbedOrigins(),
): string[] {
  return parseOriginList([served, raw ?? '', self ?? ''].join(','));
}

/** Exact match only: no prefixes, no wildcards, never the opaque origin 'null'. */
export function isAllowedOrigin(origin: string, allow: readonly string[]): boolean {
  return origin !== 'null' && allow.includes(origin);
}

/**
 * The parent page's origin, to post to. `ancestorOrigins` (Chromium, Safari) is authoritative
 * when the browser has it; otherwise the referrer the parent loaded the iframe with.
 */
export function resolveParentOrigin(input: {
  ancestorOrigins?: readonly string[];
  referrer: string;
  allow: readonly string[];
}): string | undefined {
  const origin = input.ancestorOrigins
    ? normalizeOrigin(input.ancestorOrigins[0])
    : normalizeOrigin(input.referrer);
  return origin && isAllowedOrigin(origin, input.allow) ? origin : undefined;
}

/** A host command, if the event comes from the parent window at an allowed (and known) origin. */
export function acceptHostMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  trust: { parent: unknown; allow: readonly string[]; parentOrigin?: string },
): HostMessage | undefined {
  if (!event.source || event.source !== trust.parent) return undefined;
  if (!isAllowedOrigin(event.origin, trust.allow)) return undefined;
  if (trust.parentOrigin && event.origin !== trust.parentOrigin) return undefined;
  return parseHostMessage(event.data);
}

/**
 * Messages added at the end of the list since `seen` was taken. A list that was empty is being
 * loaded (history), which is not news.
 */
export function newArrivals<T extends { id: string }>(
  seen: ReadonlySet<string>,
  messages: readonly T[],
): T[] {
  if (seen.size === 0) return [];
  // History comes in above everything seen; a reply can land above own rows still waiting in
  // the outbox, so not only the tail counts.
  const first = messages.findIndex((m) => seen.has(m.id));
  if (first === -1) return [];
  return messages.slice(first).filter((m) => !seen.has(m.id));
}

export interface HostBridge {
  /** Posts to the parent at its exact origin; false while that origin is unknown. */
  post(message: WidgetMessage): boolean;
  dispose(): void;
}

/** Listens for the parent's commands and posts back to it, never to '*'. */
export function connectHostBridge(options: {
  win: Window;
  parent: Window;
  allow: readonly string[];
  parentOrigin?: string;
  onCommand: (command: HostCommand) => void;
}): HostBridge {
  let target = options.parentOrigin;
  const onMessage = (event: MessageEvent) => {
    const trust = { parent: options.parent, allow: options.allow, parentOrigin: target };
    const message = acceptHostMessage(event, trust);
    if (!message) return;
    // With no ancestorOrigins and no referrer, the browser-set origin of a valid message from
    // the parent itself (already checked against the allow-list) tells us where to answer.
    target ??= event.origin;
    options.onCommand(toHostCommand(message));
  };
  options.win.addEventListener('message', onMessage);
  return {
    post(message) {
      if (!target) return false;
      options.parent.postMessage({ ...message, v: EMBED_PROTOCOL_VERSION }, target);
      return true;
    },
    dispose: () => options.win.removeEventListener('message', onMessage),
  };
}

const HOST_LOGIN_KEY = 'WEBCHAT_HOST_LOGIN';

/**
 * Which identity the host synced, per project, for this tab: login-state's `loggedIn` means
 * "the host's visitor", as opposed to the anonymous one the widget makes by itself.
 */
export function createHostLoginStore(store: KeyValueStore = sessionStore, key = HOST_LOGIN_KEY) {
  const read = (): Record<string, string> => {
    try {
      const map: unknown = JSON.parse(store.getItem(key) ?? '{}');
      return map && typeof map === 'object' ? (map as Record<string, string>) : {};
    } catch {
      return {};
    }
  };
  return {
    get: (project: string): string | undefined => read()[project],
    set(project: string, cubeUid: string | undefined) {
      const map = read();
      if (cubeUid) map[project] = cubeUid;
      else delete map[project];
      store.setItem(key, JSON.stringify(map));
    },
  };
}
export type HostLoginStore = ReturnType<typeof createHostLoginStore>;

export const hostLogin = createHostLoginStore();
/** Which site user (widget.js identify's userId) the chat is signed in as, per project, this tab. */
export const hostUser = createHostLoginStore(sessionStore, 'WEBCHAT_HOST_USER');
