import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Webchat, WebchatEvent, WebchatLoginState } from '@/embed/widget';
import type { WidgetIdentity } from '@/lib/contract';
import {
  ignoredReason,
  looksLikeProtocol,
  widgetScriptUrl,
  type IgnoredReason,
} from '../model/widget-protocol';

export interface LogEntry {
  id: number;
  at: Date;
  /** in: an event widget.js reported; out: a call the page made; ignored: a forged message. */
  direction: 'in' | 'out' | 'ignored';
  type: string;
  /** The payload as JSON (shown as text). */
  detail: string;
  origin?: string;
  reason?: IgnoredReason;
}

export interface WebchatHost {
  /** The widget's exact origin: the only one widget.js listens to and posts to. */
  origin: string;
  /** widget.js's address, for the snippet. */
  src: string;
  ready: boolean;
  open: boolean;
  unread: number;
  login: WidgetIdentity | undefined;
  log: LogEntry[];
  /** Calls `webchat(...)` and logs the call. */
  call: Webchat;
  clearLog: () => void;
}

const LOG_MAX = 100;
const EVENTS: WebchatEvent[] = [
  'ready',
  'login-state',
  'unread',
  'message',
  'open',
  'close',
  'error',
];
type Any = (...args: unknown[]) => unknown;

const detailOf = (value: unknown) => {
  if (value === undefined) return '{}';
  if (typeof value !== 'object' || value === null) return JSON.stringify({ value });
  const { type: _type, v: _v, ...rest } = value as Record<string, unknown>;
  return JSON.stringify(rest);
};

/** The snippet's queue function, as a host page has it before widget.js arrives. */
function snippet(win: Window) {
  if ((win as Partial<Window>).webchat) return;
  const queue = ((...args: unknown[]) => {
    (queue.q ??= []).push(args);
    return () => (win.webchat as unknown as Any)('off', args[1], args[2]);
  }) as Webchat;
  win.webchat = queue;
}

/** The element widget.js draws in (its shadow root holds the launcher and the frame). */
const widgetElement = () =>
  Array.from(document.body.children).find((element) => element.shadowRoot?.querySelector('.l'));

/**
 * A host page's widget, the way any site embeds it: the snippet, widget.js for the project,
 * and `webchat(...)` calls and listeners. The page is an SPA: leaving it (or changing project)
 * takes the widget away again, so the next embed starts clean.
 */
export function useWebchat(projectId: string): WebchatHost {
  const src = useMemo(
    () => widgetScriptUrl(import.meta.env.BASE_URL, window.location.href).href,
    [],
  );
  const origin = new URL(src).origin;
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(0);
  const [login, setLogin] = useState<WidgetIdentity>();
  const [log, setLog] = useState<LogEntry[]>([]);
  const nextId = useRef(0);

  const record = useCallback((entry: Omit<LogEntry, 'id' | 'at'>) => {
    nextId.current += 1;
    const full = { ...entry, id: nextId.current, at: new Date() };
    setLog((entries) => [full, ...entries].slice(0, LOG_MAX));
  }, []);

  useEffect(() => {
    snippet(window);
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.dataset.project = projectId;
    document.body.append(script);

    const onEvent = (event: WebchatEvent) => (detail?: unknown) => {
      record({ direction: 'in', type: `webchat:${event}`, detail: detailOf(detail) });
      if (event === 'ready' || event === 'login-state') {
        const { loggedIn, cube_uid: cubeUid } = detail as WebchatLoginState;
        setLogin({ loggedIn, cubeUid });
        if (event === 'ready') setReady(true);
      }
      if (event === 'unread') setUnread(detail as number);
      if (event === 'open' || event === 'close') setOpen(event === 'open');
    };
    const webchat = window.webchat as unknown as Any;
    const stops = EVENTS.map((event) => webchat('on', event, onEvent(event)) as () => void);

    // widget.js drops what is not the widget's; the page shows the attempts at the protocol.
    const onMessage = (message: MessageEvent) => {
      if (!looksLikeProtocol(message.data)) return;
      const frame = widgetElement()?.shadowRoot?.querySelector('iframe');
      const reason = ignoredReason(message, { window: frame?.contentWindow, origin });
      if (!reason) return;
      record({
        direction: 'ignored',
        type: message.data.type,
        detail: detailOf(message.data),
        origin: message.origin,
        reason,
      });
    };
    window.addEventListener('message', onMessage);

    return () => {
      window.removeEventListener('message', onMessage);
      stops.forEach((stop) => stop());
      widgetElement()?.remove();
      script.remove();
      delete (window as Partial<Window>).webchat;
      setReady(false);
      setOpen(false);
      setUnread(0);
      setLogin(undefined);
    };
  }, [projectId, src, origin, record]);

  const call = useCallback(
    (command: string, ...args: unknown[]) => {
      const detail = args[0] === undefined ? '{}' : JSON.stringify(args[0]);
      if (command !== 'on' && command !== 'off')
        record({ direction: 'out', type: `webchat('${command}')`, detail });
      return (window.webchat as unknown as Any)(command, ...args);
    },
    [record],
  ) as Webchat;
  const clearLog = useCallback(() => setLog([]), []);
  return { origin, src, ready, open, unread, login, log, call, clearLog };
}
