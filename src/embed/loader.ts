import { MARKUP } from './loader.styles';
import type { Webchat, WebchatLocale } from './widget';

/**
 * widget.js: the host page's loader (no framework, no dependency, <= 2 kB gzip). It draws a
 * launcher, creates the /webchat iframe only when it is needed, and speaks embed protocol v1
 * (src/features/visitor-chat/model/host-bridge.ts) with it: it posts only to the frame's exact
 * origin and takes only messages from the frame's own window at that origin.
 * Written for size (scripts/widget-size.mjs checks it): loose equality where both sides are
 * strings, one dispatch chain, no helper that is used once.
 */

type Command = { type: string; [field: string]: unknown };
type Listener = (detail?: unknown) => void;

const V = 1;
const PREFIX = 'webchat:';
/** This tab's chat on the host site: '1' open, '0' used and closed, absent never used. */
export const STATE_KEY = 'webchat:state';

/** Title (also the frame's), open, close, before and after the unread count. */
const TEXTS: Record<WebchatLocale, string[]> = {
  'zh-CN': ['在线客服', '打开在线客服', '关闭在线客服', '，', ' 条未读消息'],
  en: ['Support', 'Open chat', 'Close chat', ', ', ' unread messages'],
};

/**
 * Runs the loader for the script tag that loaded it: replaces the snippet's queue function
 * with the real one and replays what was queued. A second copy of the script does nothing.
 */
export function install(win: Window, script: HTMLScriptElement | null): void {
  const queued = win.webchat;
  if (!script || (queued && 'v' in queued)) return;
  const doc = win.document;
  // The chat lives beside widget.js, under the same base path (…/widget.js -> …/webchat).
  const url = new URL('webchat', script.src);
  const origin = url.origin;
  const listeners: Record<string, Set<Listener>> = {};
  const pending: Command[] = [];
  let locale: WebchatLocale = /^en/i.test(doc.documentElement.lang) ? 'en' : 'zh-CN';
  let open = false;
  let ready = false;
  let unread = 0;
  let frame: HTMLIFrameElement | undefined;

  /** Reads, or writes a value. Storage can throw (blocked, private modes): then it forgets. */
  const store = (value?: string) => {
    try {
      const storage = win.sessionStorage;
      return value ? storage.setItem(STATE_KEY, value) : storage.getItem(STATE_KEY);
    } catch {
      /* nothing remembered */
    }
  };

  const host = doc.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = MARKUP;
  // In document order: the panel, its title and close button, the launcher and its badge.
  const [panel, title, close, launcher, badge] = root.querySelectorAll<HTMLElement>(
    '.p,span,.x,.l,.b',
  ) as unknown as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];

  const render = () => {
    const t = TEXTS[locale] as [string, string, string, string, string];
    title.textContent = t[0];
    // ARIA reflection (every engine since 2023) is shorter than setAttribute.
    close.ariaLabel = t[2];
    launcher.ariaLabel = open ? t[2] : t[1] + (unread ? t[3] + unread + t[4] : '');
    launcher.ariaExpanded = `${open}`;
    badge.hidden = open || !unread;
    badge.textContent = unread as unknown as string;
    panel.classList.toggle('o', open);
    if (frame) frame.title = t[0];
  };

  // Each listener runs in a task of its own: one that throws cannot stop the others, or us.
  const emit = (name: string, detail?: unknown) =>
    listeners[name]?.forEach((listener) => setTimeout(listener, 0, detail));
  const post = (command: Command) =>
    frame?.contentWindow?.postMessage({ ...command, v: V }, origin);
  /** Commands wait for the frame's webchat:ready, then leave in order. */
  const queue = (command: Command) => (ready ? post(command) : pending.push(command));

  const create = () => {
    if (frame) return;
    frame = doc.createElement('iframe');
    frame.src = `${url}?isiframe=1&project_id=${encodeURIComponent(
      script.dataset.project || '',
    )}&lang=${locale}`;
    // Voice notes and calls (#18) need the microphone and camera inside the frame.
    // Voice notes and calls (#18) need the microphone and camera inside the frame.
    frame.allow = 'clipboard-write;fullscreen;camera;microphone';
    panel.append(frame);
    render();
  };

  const setOpen = (next: boolean, focus = true) => {
    if (next) create();
    if (next == open) return;
    open = next;
    store(open ? '1' : '0');
    render();
    // The chat counts unread messages while it is out of sight (it starts out of sight).
    queue({ type: 'webchat:visibility', visible: open });
    if (focus && open) frame?.focus();
    // Focus comes back to the launcher when it was in the chat (or nowhere), not from the page.
    else if (focus && [host, doc.body].includes(doc.activeElement as HTMLElement)) launcher.focus();
    emit(open ? 'open' : 'close');
  };

  win.addEventListener('message', (event) => {
    const data = event.data as Command | null;
    // Only the frame's own window (never none: a frame not in a document has none either) at
    // its exact origin: then it is our widget, whose messages are all 'webchat:<name>'.
    if (!event.source || event.source !== frame?.contentWindow || event.origin != origin) return;
    if (data?.v != V) return;
    const name = data.type.slice(8);
    if (name == 'ready') {
      ready = true;
      pending.splice(0).forEach(post);
    }
    if (name == 'close') return setOpen(false);
    if (name == 'unread') {
      unread = (data.count as number) > 0 ? (data.count as number) | 0 : 0;
      render();
    }
    emit(name, name == 'unread' ? unread : data);
  });

  // Ready by the time it is clicked: the frame starts loading when the visitor shows intent.
  const warm = () => (win.requestIdleCallback || setTimeout)(create);
  launcher.onpointerenter = launcher.onfocus = warm;
  launcher.onclick = () => setOpen(!open);
  close.onclick = () => setOpen(false);
  host.onkeydown = (event) => event.key == 'Escape' && setOpen(false);

  const api = ((command: string, a?: unknown, listener?: Listener) => {
    if (command == 'on') {
      (listeners[a as string] ||= new Set()).add(listener as Listener);
      return () => api('off', a as never, listener as never);
    }
    if (command == 'off') listeners[a as string]?.delete(listener as Listener);
    else if (command == 'toggle') setOpen(!open);
    else if (command == 'open' || command == 'close') setOpen(command == 'open');
    else if (command == 'locale') {
      locale = a == 'en' ? 'en' : 'zh-CN';
      render();
      // A frame not made yet asks for it in its URL; this one is told.
      queue({ type: PREFIX + command, locale });
    } else {
      // send, identify, login, logout: protocol commands, validated by the widget.
      if (command == 'send') setOpen(true);
      queue({ ...(command == 'send' ? { text: a } : (a as object)), type: PREFIX + command });
    }
  }) as Webchat & { v: number };
  api.v = V;
  win.webchat = api;

  render();
  // An async script can run before <body> exists; fixed position works from <html> too.
  (doc.body || doc.documentElement).append(host);

  for (const args of queued?.q || []) (api as (...a: unknown[]) => void)(...(args as unknown[]));
  // Another page of the site: as the visitor left it. Open opens again; used keeps counting.
  const state = store();
  if (state == '1') setOpen(true, false);
  else if (state) warm();
}
