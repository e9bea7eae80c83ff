/** What the browser lets the console do with desktop notifications. */
export type AlertPermission = NotificationPermission | 'unsupported';

/** The part of the Notification API the console uses (a fake in tests). */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  new (title: string, options?: NotificationOptions): Notification;
}

const api = (win: Window): NotificationApi | undefined =>
  (win as Window & { Notification?: NotificationApi }).Notification;

export const alertPermission = (win: Window): AlertPermission =>
  api(win)?.permission ?? 'unsupported';

/**
 * Asks the browser, which shows its own prompt. Only ever from a click: browsers ignore (or
 * penalise) a prompt nobody asked for, and SPEC's users did not ask on load.
 */
export async function askAlertPermission(win: Window): Promise<AlertPermission> {
  const notifications = api(win);
  if (!notifications) return 'unsupported';
  if (notifications.permission !== 'default') return notifications.permission;
  return notifications.requestPermission();
}

/** How much of a visitor's line a notification shows (the OS cuts it anyway; this keeps it one glance). */
export const ALERT_BODY_MAX = 80;

/** A line's words on one line, at most ALERT_BODY_MAX characters (an ellipsis when cut). */
export function alertBody(text: string | undefined): string | undefined {
  const flat = text?.replace(/\s+/g, ' ').trim();
  if (!flat) return undefined;
  const chars = [...flat];
  return chars.length > ALERT_BODY_MAX ? `${chars.slice(0, ALERT_BODY_MAX - 1).join('')}…` : flat;
}

/** One alert: its tag names what it is about, so several console tabs show it once. */
export interface DesktopAlert {
  tag: string;
  title: string;
  body: string;
  /** The conversation to open on a click (a waiting visitor has none yet). */
  sessionId?: string;
}

/**
 * Desktop notifications while the console's tab is hidden (#18 item 3): a visitor queues, or
 * writes in one of the engineer's conversations. A click brings the tab forward and opens the
 * conversation. A visible tab shows none (the chime and the lists say it there).
 */
export function createDesktopAlerts({
  win,
  open,
}: {
  win: Window;
  /** Opens a conversation (the console's select). */
  open: (sessionId: string) => void;
}) {
  return {
    /** Shows `alert` if the tab is hidden and the engineer allowed it; says whether it did. */
    show(alert: DesktopAlert): boolean {
      const notifications = api(win);
      if (!notifications || notifications.permission !== 'granted') return false;
      if (win.document.visibilityState !== 'hidden') return false;
      const note = new notifications(alert.title, {
        body: alert.body,
        // The same tag from another console tab replaces this one: one alert per event.
        tag: alert.tag,
        lang: win.document.documentElement.lang || undefined,
      });
      note.onclick = () => {
        win.focus();
        if (alert.sessionId) open(alert.sessionId);
        note.close();
      };
      return true;
    },
  };
}

export type DesktopAlerts = ReturnType<typeof createDesktopAlerts>;
