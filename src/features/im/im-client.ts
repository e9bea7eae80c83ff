import ReconnectingWebSocket from 'partysocket/ws';
import { serverFrame, type CallSignal, type ClientFrame, type ImMessage } from '@/lib/contract';
import { mapFrame, type ImEvent } from './im-events';

export const CLOSE_INVALID_IDENTITY = 4401;
export const CLOSE_KICKOFF = 4409;

export interface ImLogin {
  appid: string;
  accountType: string;
  identifier: string;
  nickname?: string;
  userSig: string;
}

export interface ImClientOptions {
  /** The socket URL: {host}/chat?url=&token=&version=hippo (see imUrl in the contract). */
  url: string;
  login: ImLogin;
  /** The newest message id the app has; sent after every (re)connect so nothing is missed. */
  lastMessageId: () => string | undefined;
  /** Backoff between reconnects, in ms. */
  backoff?: { min: number; max: number; grow: number };
  /** The window to fire chatGetUserStatus on and to read visibility from. */
  win?: Window;
  /**
   * SPEC §4: incoming chat messages are marked read on arrival (once the page is visible). The
   * console turns it off (#18) and marks lines read with markRead where the engineer looks.
   * @default true
   */
  autoRead?: boolean;
}

type Listener = (event: ImEvent) => void;

/**
 * The chat connection (SPEC §4): reconnects with backoff, logs in on every (re)connect, resumes
 * from the last message it saw, auto-reads incoming chat messages while the page is visible,
 * and reports everything as the SPEC's events.
 */
export class ImClient {
  private socket: ReconnectingWebSocket | undefined;
  private listeners = new Set<Listener>();
  private opened = 0;
  private loggedOut = false;
  private pendingReads = new Set<string>();
  /** The server accepted the login on the current connection. */
  private loggedIn = false;
  private readonly win: Window;
  private connection: string | undefined;

  constructor(private readonly options: ImClientOptions) {
    this.win = options.win ?? window;
  }

  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: ImEvent) {
    for (const listener of [...this.listeners]) listener(event);
  }

  private send(frame: ClientFrame) {
    this.socket?.send(JSON.stringify(frame));
  }

  connect(): void {
    const { backoff = { min: 500, max: 10_000, grow: 1.6 } } = this.options;
    this.loggedOut = false;
    const socket = new ReconnectingWebSocket(this.options.url, undefined, {
      minReconnectionDelay: backoff.min,
      maxReconnectionDelay: backoff.max,
      reconnectionDelayGrowFactor: backoff.grow,
      // Nothing is queued while the socket is down: a burst of stale typing frames at the next
      // open would use up the server's rate limit before the login. Reads wait for the login.
      maxEnqueuedMessages: 0,
      // Wrong identity and a login elsewhere are final: retrying would only repeat them.
      shouldReconnectOnClose: (e) =>
        !this.loggedOut && e.code !== CLOSE_INVALID_IDENTITY && e.code !== CLOSE_KICKOFF,
    });
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.opened += 1;
      this.emit({ name: 'CONNECTRET', resumed: this.opened > 1 });
      this.emit({ name: 'USER_TRY_LOGIN' });
      this.send({ type: 'login', ...this.options.login });
    });
    socket.addEventListener('message', (e) => this.receive(String(e.data)));
    socket.addEventListener('error', (e) => this.emit({ name: 'UNKNOWN', error: e }));
    socket.addEventListener('close', (e) => {
      this.loggedIn = false;
      if (this.loggedOut) return;
      if (e.code === CLOSE_INVALID_IDENTITY) this.emit({ name: 'INVALID_IDENTITY' });
      else if (e.code === CLOSE_KICKOFF) this.emit({ name: 'KICKOFF' });
      else this.emit({ name: 'RECONNECT', reason: 'disconnected' });
    });
    this.win.document.addEventListener('visibilitychange', this.flushReads);
  }

  private receive(data: string) {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      json = undefined;
    }
    const parsed = serverFrame.safeParse(json);
    if (!parsed.success)
      return this.emit({ name: 'UNKNOWN', error: new Error('Unrecognised frame') });
    const frame = parsed.data;
    if (frame.type === 'connected') this.connection = frame.connectionId;
    if (frame.type === 'login_ok') {
      this.loggedIn = true;
      this.send({ type: 'resume', lastMessageId: this.options.lastMessageId() });
      // Receipts written while the socket was down leave now.
      this.flushReads();
    }
    if (frame.type === 'kickoff') this.loggedOut = true;
    const event = mapFrame(frame);
    if (!event) return;
    if (event.name === 'MSG' && this.options.autoRead !== false) this.autoRead(event.message);
    if (
      (event.name === 'MSG' || event.name === 'NOTIFY') &&
      event.message.MessageBody.Body.Type === 'CreateSession'
    ) {
      this.win.dispatchEvent(
        new CustomEvent('chatGetUserStatus', { detail: event.message.MessageBody }),
      );
    }
    this.emit(event);
  }

  /** SPEC §4: incoming chat messages are marked read; we wait until the page is visible. */
  private autoRead(message: ImMessage) {
    if (
      message.MessageBody.ClientType === 'user' &&
      message.fromAccount === this.options.login.identifier
    )
      return;
    this.readOnceSeen([message.MessageID]);
  }

  /**
   * Messages the person has in front of them (from a reload's history, say) are read once the
   * page is visible and the socket logged in, as a message that arrives live is.
   */
  readOnceSeen(messageIds: readonly string[]): void {
    messageIds.forEach((id) => this.pendingReads.add(id));
    this.flushReads();
  }

  private flushReads = () => {
    if (
      !this.loggedIn ||
      this.win.document.visibilityState === 'hidden' ||
      this.pendingReads.size === 0
    )
      return;
    this.send({ type: 'read', messageIds: [...this.pendingReads] });
    this.pendingReads.clear();
  };

  markRead(messageIds: string[]): void {
    if (!messageIds.length) return;
    if (this.loggedIn) return this.send({ type: 'read', messageIds });
    messageIds.forEach((id) => this.pendingReads.add(id));
  }

  /** Typing is only worth telling now: while the socket is down it is dropped. */
  typing(sessionId: string, typing: boolean): void {
    if (this.loggedIn) this.send({ type: 'typing', sessionId, typing });
  }

  /** The server's name for the current connection (a call's echo from this tab carries it). */
  get connectionId(): string | undefined {
    return this.connection;
  }

  /** Whether frames sent now reach the server (logged in on an open socket). */
  get ready(): boolean {
    return this.loggedIn;
  }

  /**
   * A step of a call (#18). Like typing it is only worth sending now; false when the socket is
   * down, so the call can wait for the next login (and restart ICE) instead.
   */
  call(sessionId: string, callId: string, signal: CallSignal): boolean {
    if (!this.loggedIn) return false;
    this.send({ type: 'call', sessionId, callId, signal });
    return true;
  }

  /** SPEC §4 closing gives LOGOUT. */
  logout(): void {
    if (!this.socket) return;
    this.loggedOut = true;
    this.send({ type: 'logout' });
    this.close();
    this.emit({ name: 'LOGOUT' });
  }

  close(): void {
    this.loggedOut = true;
    this.win.document.removeEventListener('visibilitychange', this.flushReads);
    this.socket?.close();
    this.socket = undefined;
  }
}
