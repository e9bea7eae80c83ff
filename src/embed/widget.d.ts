/**
 * webchat's host-page API: the `window.webchat` function that `widget.js` defines.
 * Published beside the loader as /widget.d.ts. Embed protocol v1.
 *
 * ```html
 * <script>window.webchat=window.webchat||function(){var a=arguments;(webchat.q=webchat.q||[]).push(a);return function(){webchat('off',a[1],a[2])}};</script>
 * <script async src="https://chat.example.com/widget.js" data-project="DEFAULT_PROJECT"></script>
 * ```
 *
 * Calls made before widget.js has loaded are queued by the snippet and run in order once it
 * has; commands for the chat wait until its frame says it is ready.
 */

/** A message the chat received (from the robot or an engineer), as reported to the host. */
export interface WebchatMessage {
  id: string;
  /** 'robot' or 'engineer' (the visitor's own messages are not reported). */
  client_type: string;
  /** The author's display name. */
  author: string;
  /** 'Text', 'Image', 'Voice', 'Video' or 'File'. */
  message_type: string;
  /** Text messages only, cut to 120 characters. */
  text?: string;
}

/**
 * Who the visitor is on the host site. The name shows on the visitor's own messages.
 * With `userHash` = HMAC-SHA256(userId, the project's identity secret) in hex, computed by the
 * host's backend (never in the page: the secret must not reach a browser), the server verifies
 * the user and the chat signs in as them: the same conversations and history on every device.
 * A hash that does not match leaves the visitor anonymous and reports an 'identity-refused'
 * error. Without `userHash` nothing is verified: the name is a display name only.
 */
export interface WebchatIdentity {
  userId?: string;
  name?: string;
  email?: string;
  userHash?: string;
}

/** The visitor's webchat login (SPEC §7 "sync login state"): a token the webchat server issued. */
export interface WebchatLogin {
  token: string;
  cube_uid: string;
  project_id?: string;
}

export type WebchatLocale = 'zh-CN' | 'en';

export interface WebchatLoginState {
  loggedIn: boolean;
  cube_uid: string | null;
}

export interface WebchatError {
  reason: 'identity-mismatch' | 'identity-refused' | 'send-failed' | 'busy';
  request: string;
}

/** Event name -> what its listeners get. */
export interface WebchatEvents {
  /** A robot or engineer message arrived. */
  message: WebchatMessage;
  /** Messages the visitor has not seen (counted while the chat is closed); 0 once opened. */
  unread: number;
  open: undefined;
  close: undefined;
  /** The chat is loaded and takes commands. */
  ready: WebchatLoginState & { project_id: string };
  'login-state': WebchatLoginState;
  error: WebchatError;
}

export type WebchatEvent = keyof WebchatEvents;

/** Stops a listener. */
export type Unsubscribe = () => void;

export interface Webchat {
  /** Shows, hides or flips the chat (the frame is created on the first open). */
  (command: 'open' | 'close' | 'toggle'): void;
  /** Tells the chat who the visitor is (kept for this page; call it on every page). */
  (command: 'identify', identity: WebchatIdentity): void;
  /** Sends a text as the visitor; opens the chat. */
  (command: 'send', text: string): void;
  /** The launcher's and the chat's language. @default <html lang> ('en*' -> 'en'), else 'zh-CN' */
  (command: 'locale', locale: WebchatLocale): void;
  /** Logs the chat in as the host's visitor, or back out to an anonymous one. */
  (command: 'login', login: WebchatLogin): void;
  (command: 'logout'): void;
  /**
   * Listens to an event. Returns the unsubscribe function (with the snippet above, also when
   * called before widget.js has loaded; with the shorter usual snippet, only after).
   */
  <E extends WebchatEvent>(
    command: 'on',
    event: E,
    listener: (detail: WebchatEvents[E]) => void,
  ): Unsubscribe;
  <E extends WebchatEvent>(
    command: 'off',
    event: E,
    listener: (detail: WebchatEvents[E]) => void,
  ): void;
  /** The snippet's queue of calls made before widget.js loaded. */
  q?: ArrayLike<unknown>[];
}

declare global {
  interface Window {
    webchat: Webchat;
  }
}
