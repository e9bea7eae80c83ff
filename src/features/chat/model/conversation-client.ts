// One conversation client for both sides (#39 item 1): the socket's login and resume, its
// connection state, typing both ways, read receipts and call signalling. The visitor's session
// and the engineer's console each hand it a small side (who they are on the socket, where
// frames and states go) instead of building an IM client of their own.
import type { ImClient, ImEvent } from '@/features/im';
import { config } from '@/lib/config';
import { imUrl, type CallSignal, type ImMessage } from '@/lib/contract';
import { createTypingSignal } from './typing';

export type ConnectionState = 'connecting' | 'online' | 'disconnected' | 'kicked';

/** Some of this side's messages were read (or unread) by the other side. */
export interface ReadReceipt {
  sessionId?: string;
  messageIds: string[];
  read: boolean;
}

/** What differs between the visitor's end of a conversation and the engineer's. */
export interface ConversationSide {
  /** A line of the other side arrived: whatever they were typing is sent. */
  endsTyping: (message: ImMessage) => boolean;
  /**
   * The visitor follows one conversation: one typing signal, and frames of other sessions are
   * not heard. The console keeps one per conversation. @default true
   */
  typingPerSession?: boolean;
  /** Whether a typing frame of this session concerns the screen. @default every session */
  hearsTyping?: (sessionId: string) => boolean;
  peerTyping: (sessionId: string, typing: boolean) => void;
  /** The newest message this side holds: where the socket resumes from. */
  lastMessageId: () => string | undefined;
  connection: (state: ConnectionState) => void;
  /** A chat message or a notice (SPEC §4 MSG and NOTIFY). */
  received: (message: ImMessage) => void;
  read: (receipt: ReadReceipt) => void;
  /** The socket is open again after a drop (the resume covers messages; lists may have moved). */
  reopened?: (resumed: boolean) => void;
  /** Logged in on the socket (again): what waits can leave now. */
  online?: () => void;
  kicked?: () => void;
  rateLimited: () => void;
  invalidIdentity: () => void;
  /** SPEC §8: im.appid is not configured; nothing connects. */
  configMissing: () => void;
  /** Every event, before the above: call frames, queue frames. */
  event?: (event: ImEvent) => void;
}

/** Who logs in on the socket, and with what. */
export interface ConversationLogin {
  token: string;
  identifier: string;
  nickname?: string;
  userSig: string;
  /** The socket's origin (the services' socketHost). */
  host: string;
  /** SPEC §4: the visitor reads on arrival; the console where the engineer looks. */
  autoRead?: boolean;
  win?: Window;
}

export class ConversationClient {
  private im: ImClient | undefined;
  private state: ConnectionState | undefined;
  private readonly signals = new Map<string, ReturnType<typeof createTypingSignal>>();

  constructor(private readonly side: ConversationSide) {}

  /** Opens the socket (closing any this client had); false when IM is not configured. */
  connect(Client: typeof ImClient, login: ConversationLogin): boolean {
    this.close();
    if (!config.im.appid) {
      console.warn('IM configuration is missing (im.appid)');
      this.side.configMissing();
      return false;
    }
    const win = login.win ?? window;
    const im = new Client({
      // Header mode keeps the token out of the socket's address too (the login frame names it).
      url: imUrl(login.host, config.tokenMode === 'header' ? '' : login.token, win.location.href),
      login: {
        appid: config.im.appid,
        accountType: config.im.accountType,
        identifier: login.identifier,
        nickname: login.nickname,
        userSig: login.userSig,
      },
      lastMessageId: this.side.lastMessageId,
      autoRead: login.autoRead,
      win,
    });
    im.on(this.onEvent);
    this.setState('connecting');
    im.connect();
    this.im = im;
    return true;
  }

  /** Logged in on the socket now. */
  get online(): boolean {
    return !!this.im && this.state === 'online';
  }

  get connected(): boolean {
    return !!this.im;
  }

  /** SPEC §4 LOGOUT: tells the server, then closes. */
  logout(): void {
    this.im?.logout();
    this.im = undefined;
    this.dispose();
  }

  close(): void {
    this.im?.close();
    this.im = undefined;
  }

  markRead(messageIds: string[]): void {
    this.im?.markRead(messageIds);
  }

  /** Marks read once the page is visible (lines the other side wrote while this one was away). */
  readOnceSeen(messageIds: string[]): void {
    this.im?.readOnceSeen(messageIds);
  }

  /**
   * Only while logged in on the socket: a frame written while it is down would wait and go out
   * before the next login, where it is refused; a few seconds of typing at a reconnect used up
   * the connection's rate limit so that the login itself was refused.
   */
  typing(sessionId: string, typing: boolean): void {
    if (this.online) this.im?.typing(sessionId, typing);
  }

  /** A step of a call; false while the socket is down (the call resends at the next login). */
  call(sessionId: string, callId: string, signal: CallSignal): boolean {
    return this.im?.call(sessionId, callId, signal) ?? false;
  }

  get connectionId(): string | undefined {
    return this.im?.connectionId;
  }

  get ready(): boolean {
    return this.im?.ready ?? false;
  }

  dispose(): void {
    this.close();
    // Nobody types into a closed conversation: an indicator left on would stay on.
    this.signals.forEach((signal) => {
      signal.messageArrived();
      signal.dispose();
    });
    this.signals.clear();
  }

  private setState(state: ConnectionState) {
    this.state = state;
    this.side.connection(state);
  }

  /** The other side's "typing", lapsing by itself if the "stopped" frame never comes. */
  private signal(sessionId: string) {
    const key = this.side.typingPerSession === false ? '' : sessionId;
    let signal = this.signals.get(key);
    if (!signal) {
      signal = createTypingSignal((typing) => this.side.peerTyping(sessionId, typing));
      this.signals.set(key, signal);
    }
    return signal;
  }

  private readonly onEvent = (event: ImEvent) => {
    const { side } = this;
    side.event?.(event);
    switch (event.name) {
      case 'LOGIN':
        this.setState('online');
        return side.online?.();
      case 'CONNECTRET':
        return side.reopened?.(event.resumed);
      case 'RECONNECT':
        return this.setState('disconnected');
      case 'KICKOFF':
        this.setState('kicked');
        return side.kicked?.();
      case 'INVALID_IDENTITY':
        return side.invalidIdentity();
      case 'RATE_LIMITED':
        return side.rateLimited();
      case 'TYPING':
        if (side.hearsTyping?.(event.sessionId) !== false)
          this.signal(event.sessionId).heard(event.typing);
        return;
      case 'READ': {
        const { sessionId, messageIds, isRead } = event.data;
        return side.read({ sessionId, messageIds, read: isRead === 2 });
      }
      case 'MSG':
      case 'NOTIFY': {
        if (side.endsTyping(event.message))
          this.signal(event.message.MessageBody.SessionID ?? '').messageArrived();
        return side.received(event.message);
      }
      default:
        return;
    }
  };
}
