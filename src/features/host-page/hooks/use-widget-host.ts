import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import {
  acceptWidgetMessage,
  EMBED_PROTOCOL_VERSION,
  looksLikeProtocol,
  type HostCommand,
  type IgnoredReason,
  type WidgetEvent,
} from '../model/widget-protocol';

export interface LogEntry {
  id: number;
  at: Date;
  /** in: the widget posted it; out: the host did; ignored: it failed the origin/source/shape check. */
  direction: 'in' | 'out' | 'ignored';
  type: string;
  /** The payload as JSON (shown as text). */
  detail: string;
  origin?: string;
  reason?: IgnoredReason;
}

export type LoginState = { loggedIn: boolean; cube_uid: string | null };
export type ReportedMessage = Extract<WidgetEvent, { type: 'webchat:message' }>;

export interface WidgetHost {
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The widget's exact origin: the only one the host listens to and posts to. */
  origin: string;
  ready: boolean;
  unread: number;
  login: LoginState | undefined;
  /** The latest message the widget reported, for a preview beside the launcher. */
  latest: ReportedMessage | undefined;
  log: LogEntry[];
  /** Posts a command; before the widget is ready it waits (the iframe may still be loading). */
  post: (command: HostCommand) => void;
  clearLog: () => void;
}

const LOG_MAX = 100;
const detailOf = ({ type: _type, v: _v, ...rest }: { type: string; v?: unknown }) =>
  JSON.stringify(rest);

/** The host page's side of the embed protocol for one widget iframe. */
export function useWidgetHost({
  src,
  open,
  onClose,
}: {
  /** The iframe's URL. */
  src: string;
  /** Whether the widget is on screen (the widget counts unread messages while it is not). */
  open: boolean;
  /** The widget asked to be closed (Escape inside it). */
  onClose: () => void;
}): WidgetHost {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const origin = useMemo(() => new URL(src, window.location.href).origin, [src]);
  const [ready, setReady] = useState(false);
  const [unread, setUnread] = useState(0);
  const [login, setLogin] = useState<LoginState>();
  const [latest, setLatest] = useState<ReportedMessage>();
  const [log, setLog] = useState<LogEntry[]>([]);
  const waiting = useRef<HostCommand[]>([]);
  // Set by the message handler, read by post(): commands wait until the widget is ready.
  const readyNow = useRef(false);
  const nextId = useRef(0);

  const record = useCallback((entry: Omit<LogEntry, 'id' | 'at'>) => {
    nextId.current += 1;
    const full = { ...entry, id: nextId.current, at: new Date() };
    setLog((entries) => [full, ...entries].slice(0, LOG_MAX));
  }, []);

  const deliver = useCallback(
    (command: HostCommand) => {
      const target = frameRef.current?.contentWindow;
      if (!target) return;
      target.postMessage({ ...command, v: EMBED_PROTOCOL_VERSION }, origin);
      record({ direction: 'out', type: command.type, detail: detailOf(command) });
    },
    [origin, record],
  );

  const post = useCallback(
    (command: HostCommand) => {
      if (readyNow.current) deliver(command);
      else waiting.current.push(command);
    },
    [deliver],
  );

  const onEvent = useEffectEvent((event: WidgetEvent) => {
    switch (event.type) {
      case 'webchat:ready':
        readyNow.current = true;
        setReady(true);
        setLogin({ loggedIn: event.loggedIn, cube_uid: event.cube_uid });
        waiting.current.splice(0).forEach(deliver);
        return;
      case 'webchat:login-state':
        return setLogin({ loggedIn: event.loggedIn, cube_uid: event.cube_uid });
      case 'webchat:unread':
        return setUnread(event.count);
      case 'webchat:message':
        // Only news the visitor has not seen needs a preview beside the launcher.
        if (!open) setLatest(event);
        return;
      case 'webchat:close':
        return onClose();
      default:
        return;
    }
  });

  useEffect(() => {
    const onMessage = (message: MessageEvent) => {
      const widget = { window: frameRef.current?.contentWindow, origin };
      const received = acceptWidgetMessage(message, widget);
      if (received.ok) {
        const { event } = received;
        record({
          direction: 'in',
          type: event.type,
          detail: detailOf(event),
          origin: message.origin,
        });
        onEvent(event);
      } else if (looksLikeProtocol(message.data)) {
        // Other scripts' chatter is none of our business; an attempt at our protocol is logged.
        record({
          direction: 'ignored',
          type: received.type ?? '',
          detail: detailOf(message.data),
          origin: received.origin,
          reason: received.reason,
        });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, record]);

  // The widget counts unread messages only while it is out of sight.
  useEffect(() => {
    if (ready) deliver({ type: 'webchat:visibility', visible: open });
  }, [open, ready, deliver]);

  const clearLog = useCallback(() => setLog([]), []);
  return { frameRef, origin, ready, unread, login, latest, log, post, clearLog };
}
