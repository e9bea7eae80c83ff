import { createTypingSignal, newestMessageId } from '@/features/chat';
import { ImClient, type ImEvent } from '@/features/im';
import type { QueueFrame } from './waiting-queue';
import { config } from '@/lib/config';
import type { Services } from '@/lib/services';
import { imUrl, type CallSignal, type ImMessage } from '@/lib/contract';
import { consoleStore, useConsoleStore } from './console-store';
import type { EngineerAuth } from './types';

export interface ConsoleSocketDeps {
  win: Window;
  /** The socket's origin for this page (the services' VITE_SOCKET_URL, else the page's own). */
  socketHost: Services['socketHost'];
  onMessage: (message: ImMessage) => void;
  /** A queue of the engineer's changed (#18 item 3). */
  onQueue?: (frame: QueueFrame) => void;
  /** Every event, first, for the calls (#18): call frames, the socket's logins and drops. */
  onCallEvent?: (event: ImEvent) => void;
  /** The socket came back after a drop (the resume covers messages; lists may have moved). */
  onResumed: () => void;
  /** Connected (again): what waits in the outbox can leave now. */
  onOnline?: () => void;
  /** The server refused a frame for coming too fast. */
  onRateLimited?: () => void;
  /** Another console of this engineer logged in: this page stops. */
  onKicked: () => void;
  onInvalidIdentity: () => void;
  onConfigMissing?: () => void;
}

/**
 * The engineer's end of the IM socket (SPEC §4 events): login with the engineer's token,
 * resume from the newest message of any conversation, read receipts and typing both ways.
 */
export class ConsoleSocket {
  private im: ImClient | undefined;
  private signals = new Map<string, ReturnType<typeof createTypingSignal>>();

  constructor(private readonly deps: ConsoleSocketDeps) {}

  open(auth: EngineerAuth): void {
    this.close();
    if (!config.im.appid) {
      console.warn('IM configuration is missing (im.appid)');
      this.deps.onConfigMissing?.();
      return;
    }
    const { win } = this.deps;
    const host = this.deps.socketHost(win.location);
    const im = new ImClient({
      // Header mode keeps the token out of the socket's address too (the login frame names it).
      url: imUrl(host, config.tokenMode === 'header' ? '' : auth.token, win.location.href),
      login: {
        appid: config.im.appid,
        accountType: config.im.accountType,
        identifier: auth.engineer.engineer_code,
        nickname: auth.engineer.engineer_name,
        // The login answer carries the signature; a login stored before it did falls back to
        // the server's scheme (server/im/protocol.ts), which the next login replaces.
        userSig: auth.userSig ?? `sig.${auth.token}`,
      },
      lastMessageId: () => newestMessageId(Object.values(useConsoleStore.getState().messages)),
      // Lines are read where the engineer looks (Conversations.markSelectedRead), not on arrival.
      autoRead: false,
      win,
    });
    im.on(this.onEvent);
    consoleStore.setConnection('connecting');
    im.connect();
    this.im = im;
  }

  get online(): boolean {
    return !!this.im && useConsoleStore.getState().connection === 'online';
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

  typing(sessionId: string, typing: boolean): void {
    this.im?.typing(sessionId, typing);
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

  /** The visitor's "typing", lapsing by itself if the "stopped" frame never comes. */
  private signal(sessionId: string) {
    let signal = this.signals.get(sessionId);
    if (!signal) {
      signal = createTypingSignal((typing) => consoleStore.setTyping(sessionId, typing));
      this.signals.set(sessionId, signal);
    }
    return signal;
  }

  private onEvent = (event: ImEvent) => {
    this.deps.onCallEvent?.(event);
    switch (event.name) {
      case 'LOGIN':
        consoleStore.setConnection('online');
        return this.deps.onOnline?.();
      case 'CONNECTRET':
        if (event.resumed) this.deps.onResumed();
        return;
      case 'RECONNECT':
        return consoleStore.setConnection('disconnected');
      case 'KICKOFF':
        consoleStore.setConnection('kicked');
        return this.deps.onKicked();
      case 'INVALID_IDENTITY':
        return this.deps.onInvalidIdentity();
      case 'RATE_LIMITED':
        return this.deps.onRateLimited?.();
      case 'TYPING':
        return this.signal(event.sessionId).heard(event.typing);
      case 'QUEUE':
        return this.deps.onQueue?.(event.frame);
      case 'READ':
        return consoleStore.markRead(
          event.data.messageIds,
          event.data.isRead,
          event.data.sessionId,
        );
      case 'MSG':
      case 'NOTIFY': {
        const body = event.message.MessageBody;
        // Whatever the visitor was typing has been sent.
        if (body.ClientType === 'user' && body.SessionID)
          this.signal(body.SessionID).messageArrived();
        return this.deps.onMessage(event.message);
      }
      default:
        return;
    }
  };

  dispose(): void {
    this.close();
    this.signals.forEach((signal) => signal.dispose());
    this.signals.clear();
  }
}
