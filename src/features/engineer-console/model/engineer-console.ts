// The console's model is one class over the one conversation client and one store (sign-in,
// status, queue, sessions, sending); storage and the engineer's side are modules of their own.
import { isApiError, type ApiClient } from '@/lib/api-client';
import type { Services, TokenHolder } from '@/lib/services';
import { consoleApi, ownApi, toEngineerView } from '@/lib/contract';
import { authStorage, type AuthStorage } from './auth-storage';
import { ConversationClient, SenderSlot, type OutboxStorage, type Sender } from '@/features/chat';
import { ImClient } from '@/features/im';
import { consoleLogin, consoleSender, consoleSide } from './console-side';
import { createConsoleCall } from './console-call';
import type { CallEngine, SideCall } from '@/features/call';
import { consoleStore, useConsoleStore } from './console-store';
import { Conversations, type ConsoleAction } from './conversations';
import { createConversationCalls } from '../api/conversation-calls';
import type { TabNotifier } from './sound-gate';
import type { EngineerAuth, EngineerStatus, VisitorLine, WaitingVisitor } from './types';

export type { ConsoleAction } from './conversations';

export { SESSIONS_POLL_MS } from './conversations';

export interface EngineerConsoleDeps {
  projectId: string;
  /** A failed action, for a toast. */
  onError: (error: unknown, action: ConsoleAction) => void;
  /** The login is no longer valid (401, invalid identity): back to the login form. */
  onExpired: () => void;
  /** Visitors who just joined the engineer's queue (for the live region). */
  onNewWaiting: (visitors: WaitingVisitor[]) => void;
  /** A visitor wrote a line the engineer has not seen (a desktop notification while hidden). */
  onVisitorLine?: (line: VisitorLine) => void;
  /** IM configuration is missing (SPEC §8 warning). */
  onImConfigMissing?: () => void;
  /** Words a refusal or failure of a send in the reader's language. */
  describe: (cause: unknown) => string;
  /** A message that will not leave unless the engineer acts (a toast). */
  onSendFailed: (text: string) => void;
  /** The server said "too fast"; the message waits and leaves when allowed. */
  onRateLimited: () => void;
  outbox?: OutboxStorage;
  /** The API client and the socket's origin, from the app's services. */
  services: Pick<Services, 'api' | 'socketHost' | 'storage'>;
  storage?: AuthStorage;
  win?: Window;
}

/** The signed-in engineer: the console's calls carry their token. */
const engineerToken: TokenHolder = { token: () => useConsoleStore.getState().auth?.token };

const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * The engineer's side: login, status, the socket, the polls, and (through Conversations) the
 * queue and the conversations, all written to the console store. Lives as long as the console
 * screen; a reload restores it from storage.
 */
export class EngineerConsole {
  readonly api: ApiClient;
  private readonly socket: ConversationClient;
  private readonly work: Conversations;
  private readonly storage: AuthStorage;
  private readonly win: Window;
  private started = false;
  private notifier: Pick<TabNotifier, 'notify' | 'read'> | undefined;
  /** The engineer's send pipeline (one outbox for every conversation), while signed in. */
  private readonly senders: SenderSlot;
  private readonly calls: SideCall;
  /** Voice and video calls with the open conversation's visitor (#18), for the call screens. */
  readonly call: CallEngine;

  get sender(): Sender | undefined {
    return this.senders.sender;
  }

  /** Runs `run` with the sender once it has loaded (a line written at once is not lost). */
  withSender<T>(run: (sender: Sender) => T): Promise<T | undefined> {
    return this.senders.withSender(run);
  }

  constructor(private readonly deps: EngineerConsoleDeps) {
    this.storage = deps.storage ?? authStorage;
    this.win = deps.win ?? window;
    this.api = deps.services.api(engineerToken);
    this.socket = new ConversationClient(
      consoleSide({
        received: (message) => this.work.receive(message),
        event: (event) => {
          this.calls.onEvent(event);
          // The queue is pushed (#18): frames missed while the socket was down are made up for
          // by a full read at every login of the socket, the first one too (it may lag the list's).
          if (event.name === 'QUEUE') this.work.applyQueue(event.change);
        },
        reopened: (resumed) => {
          if (resumed) void this.work.refreshSessions();
        },
        online: () => {
          this.senders.wake();
          void this.work.refreshWaiting();
        },
        rateLimited: () => deps.onRateLimited(),
        // Another console took over: this page stops polling and says so.
        kicked: () => this.work.stopPolling(),
        invalidIdentity: () => this.expire(),
        configMissing: deps.onImConfigMissing,
      }),
    );
    this.senders = new SenderSlot({
      api: this.api,
      describe: deps.describe,
      onError: deps.onSendFailed,
      onRateLimited: deps.onRateLimited,
      outbox: deps.outbox,
      win: this.win,
    });
    this.calls = createConsoleCall({
      socket: this.socket,
      videoSetting: () => this.api.call(ownApi.videoSetting),
      win: this.win,
    });
    this.call = this.calls.engine;
    this.work = new Conversations({
      calls: createConversationCalls(this.api),
      tab: deps.services.storage.session,
      socket: this.socket,
      call: (run) => this.authorized(run),
      onError: deps.onError,
      onNewWaiting: deps.onNewWaiting,
      onVisitorLine: deps.onVisitorLine,
      notify: (id) => this.notifier?.notify(id),
      readHere: (sessionId) => this.notifier?.read(sessionId),
    });
  }

  /**
   * Where alerts go (a visitor line nobody is reading, a visitor starting to wait): the
   * once-across-tabs chime, attached while the screen is shown.
   */
  attachNotifier(notifier: Pick<TabNotifier, 'notify' | 'read'> | undefined): void {
    this.notifier = notifier;
  }

  private get auth() {
    return useConsoleStore.getState().auth;
  }

  /** A stored login comes back after a reload; re-sending its status also proves the token. */
  async restore(): Promise<boolean> {
    const saved = this.storage.load(this.deps.projectId);
    if (!saved) return false;
    consoleStore.setAuth(saved);
    try {
      const status = saved.status === 'offline' ? 'online' : saved.status;
      const result = await this.api.call(consoleApi.status, { body: { status } });
      this.remember({ ...saved, status: result.status });
    } catch (error) {
      if (isUnauthorized(error)) return (this.expire(), false);
      // Offline for a moment: keep the login; the socket and the polls catch up.
    }
    this.start();
    return true;
  }

  async login(account: string, password: string): Promise<void> {
    const result = await this.api.call(consoleApi.login, { body: { account, password } });
    this.remember({
      token: result.token,
      userSig: result.userSig,
      engineer: toEngineerView(result.engineer),
      status: result.status,
    });
    this.start();
  }

  private remember(auth: EngineerAuth) {
    consoleStore.setAuth(auth);
    this.storage.save(this.deps.projectId, auth);
  }

  /**
   * Status (designed call consoleApi.status). SPEC §7 names POST /api/csc/queue/personnalStatus
   * for the same thing (ownApi.personalStatus, no statusCode check) and GET
   * /api/csc/ucenter/currentStatus, which in this contract reports the *visitor's* state; the
   * console uses its own calls, whose answers are checked, and learns its status from them.
   */
  async setStatus(status: EngineerStatus): Promise<void> {
    const auth = this.auth;
    if (!auth || auth.status === status) return;
    useConsoleStore.setState({ statusPending: status });
    try {
      const result = await this.authorized(() =>
        this.api.call(consoleApi.status, { body: { status } }),
      );
      this.remember({ ...auth, status: result.status });
    } catch (error) {
      this.deps.onError(error, 'status');
    } finally {
      useConsoleStore.setState({ statusPending: undefined });
    }
  }

  /** Logs out: offline for the queues, the socket closed, the stored login gone. */
  async logout(): Promise<void> {
    // This page's socket first: the revocation then ends only the others (another tab, a
    // stolen token), and this page never hears its own logout as an expired login.
    this.socket.logout();
    // Offline and the token revoked on the server, wherever else it is still open.
    await this.api.call(consoleApi.logout).catch(() => undefined);
    this.end();
  }

  private expire() {
    this.end();
    this.deps.onExpired();
  }

  private end() {
    this.stop();
    this.storage.clear(this.deps.projectId);
    consoleStore.reset();
  }

  /** Runs a call; a refused token ends the login. */
  private async authorized<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isUnauthorized(error)) this.expire();
      throw error;
    }
  }

  private start() {
    if (this.started || !this.auth) return;
    this.started = true;
    void this.senders.start(consoleSender(this.api, this.auth.engineer));
    this.work.begin();
    this.calls.attach();
    this.openSocket(this.auth);
    this.work.poll();
    this.win.document.addEventListener('visibilitychange', this.onVisibility);
  }

  private openSocket(auth: EngineerAuth) {
    const host = this.deps.services.socketHost(this.win.location);
    this.socket.connect(ImClient, consoleLogin(auth, host, this.win));
  }

  private stop() {
    this.started = false;
    this.senders.stop();
    this.work.stopPolling();
    this.calls.detach();
    this.win.document.removeEventListener('visibilitychange', this.onVisibility);
    this.socket.dispose();
  }

  private onVisibility = () =>
    this.work.visibilityChanged(this.win.document.visibilityState !== 'hidden');

  /** After a kickoff: take the console back to this page (the other one is kicked in turn). */
  reconnect(): void {
    if (!this.auth) return;
    this.openSocket(this.auth);
    this.work.poll();
  }

  refreshWaiting = () => this.work.refreshWaiting();
  refreshSessions = () => this.work.refreshSessions();
  accept = (sessionId: string) => this.work.accept(sessionId);
  select = (sessionId: string | undefined) => this.work.select(sessionId);
  loadTranscript = (sessionId: string) => this.work.loadTranscript(sessionId);
  close = (sessionId: string) => this.work.close(sessionId);
  requestRating = (sessionId: string) => this.work.requestRating(sessionId);
  typing = (sessionId: string, typing: boolean) => this.work.typing(sessionId, typing);

  /** Takes an ended conversation off the list. */
  dismiss(sessionId: string): void {
    consoleStore.removeSession(sessionId);
  }

  /** The screen went away: stop listening, keep the login (a reload comes back to it). */
  dispose(): void {
    this.stop();
  }
}
