// One class holds one visitor's session (login, the start round, the IM events,
// history) and its one state; the flows' logic lives in session-flow.ts and history-flow.ts, what
// stays here is their wiring.
import { config } from '@/lib/config';
import { TIMING } from '@/lib/constants';
import { imUrl, ownApi, RAW_ERRORS, type DataOf, type HistoricalMessage } from '@/lib/contract';
import { isApiError, type ApiClient, type Prefetched } from '@/lib/api-client';
import { setLoginScope, type Channel } from '@/lib/env';
import { clientSwitches, loginScope, loginScopes } from '@/lib/permissions';
import type { Services } from '@/lib/services';
import { loginStore, sessionStore } from '@/lib/storage';
import {
  applyIncoming,
  call,
  createTypingSignal,
  fromHistory,
  loadSendPipeline,
  lastMessageId,
  ratingPrompts,
  useCallStore,
  type ChatMessage,
  type IncomingAlert,
  type OutboxStorage,
  type Sender,
  type SenderDeps,
} from '@/features/chat';
import type { ImClient, ImEvent } from '@/features/im';
import { historyEngineer, sessionEngineer, transferredFrom } from './history-flow';
import { OFFER_MESSAGE_CODES, type TransferRefusal } from './availability';
import { AvailabilityWatch } from './availability-watch';
import { asksPreChat, rememberedPreChat, rememberPreChat } from './pre-chat';
import { startByType, type StartOptions, type StartOutcome, type StartType } from './session-flow';
import { createVisitorCall } from './visitor-call';
import type { CallEngine } from '@/features/call';

export type ConnectionState = 'connecting' | 'online' | 'disconnected' | 'kicked';

export interface VisitorSessionDeps {
  projectId: string;
  channel: Channel;
  /** A warning toast: queue failures, missing configuration. */
  warn: (text: string) => void;
  /** SPEC §8's words when the named engineer cannot take the visitor (422). */
  personalUnavailable?: () => string;
  /**
   * A transfer refused because nobody can serve, or without the pre-chat answers: the screen
   * offers the leave-a-message or pre-chat form. Without it, a warning shows.
   */
  offer?: (refusal: TransferRefusal) => void;
  /** SPEC §4/§8 alerts (and the missing IM configuration warning). */
  alert: (kind: IncomingAlert | 'im_config_missing' | 'invalid_identity') => void;
  onConnection: (state: ConnectionState) => void;
  /** SPEC §8: an invalid identity clears the session and reloads. */
  reload: () => void;
  /** The API client and the socket's origin, from the app's services. */
  services: Pick<Services, 'api' | 'page' | 'socketHost'>;
  /** Words a refusal or failure for the person (i18n). */
  describe: SenderDeps['describe'];
  /** A message that will not leave unless the person acts (a toast). */
  sendFailed: (text: string) => void;
  /** The server said "too fast"; the message waits and leaves when allowed. */
  rateLimited: () => void;
  /** Where waiting messages are kept. @default IndexedDB */
  outbox?: OutboxStorage;
  /**
   * Resolves once the screen shows the chat's first words (or has stopped waiting for them): a
   * new visitor's chat asks for what comes after them (the send pipeline, the company, the IM
   * signature) only then, so those requests do not share a phone's connection with the words.
   */
  firstContent?: () => Promise<void>;
  /** Answers of the start flow's first calls, sent by the page before this model loaded. */
  prefetched?: Prefetched;
  wait?: (ms: number) => Promise<void>;
}

/** A 401, or the server's word for an illegal identity (SPEC §8). */
function isInvalidIdentity(error: unknown): boolean {
  return (
    isApiError(error) && (error.status === 401 || error.infoText === RAW_ERRORS.invalidIdentity)
  );
}

const isRobotOutcome = (
  outcome: StartOutcome,
): outcome is Extract<StartOutcome, { kind: 'robot' | 'robot-restarted' }> =>
  outcome.kind === 'robot' || outcome.kind === 'robot-restarted';

/**
 * A rating line (the ask, the rating) of a conversation that is not on screen, e.g. one rated
 * from 历史会话: it belongs under that conversation, not at the end of this one.
 */
const offScreenRating = (message: ChatMessage, shown: readonly ChatMessage[]) =>
  (message.notice?.type === 'Rated' || message.notice?.type === 'RatingRequest') &&
  !shown.some((row) => row.sessionId === message.sessionId);

const RELOADED_KEY = 'WEBCHAT_IDENTITY_RELOAD';
/** How many past sessions the history flow reaches back, and messages per session. */
const HISTORY_SESSIONS = 20;
const HISTORY_PAGE = 200;
const RELOAD_GUARD_MS = 10_000;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
let liveClient: ImClient | undefined;

/** The IM client (socket, frames): fetched in the round that follows the chat's first words. */
const loadIm = () => import('@/features/im');
let liveSender: Sender | undefined;
let senderWaiters: ((sender: Sender) => void)[] = [];

/** The sender of the chat on screen, for the host page's send command. */
export const currentVisitorSender = (): Sender | undefined => liveSender;

/**
 * The sender of the chat on screen once there is one: the pipeline starts in the round after the
 * chat's first words, and a host page's send that comes before it waits, as typed text does.
 */
export const whenVisitorSender = (): Promise<Sender> =>
  liveSender ? Promise.resolve(liveSender) : new Promise((resolve) => senderWaiters.push(resolve));
/** Makes `sender` the one the host page's commands use (the session does; tests may). */
export function registerVisitorSender(sender: Sender | undefined): void {
  liveSender = sender;
  if (!sender) return;
  const waiting = senderWaiters;
  senderWaiters = [];
  waiting.forEach((resolve) => resolve(sender));
}

function showCompany(company: { company_name: string; company_logo?: string } | undefined) {
  if (company)
    call.setCompany({
      company_name: company.company_name,
      company_logo: company.company_logo ?? '',
    });
}

/**
 * The visitor's side of a conversation: login, the IM connection, the session start flows of
 * SPEC §4 and the history, wired to the chat store.
 */
export class VisitorSession {
  private im: ImClient | undefined;
  private token = '';
  private scope: string;
  readonly api: ApiClient;
  private readonly peerTyping = createTypingSignal((peerTyping) => call.setPeerTyping(peerTyping));
  private readonly calls = createVisitorCall({
    videoSetting: () => this.reads.videoSetting(),
    im: () => this.im,
  });
  /** Voice and video calls with the engineer (#18): the call screens read and act through it. */
  readonly call: CallEngine = this.calls.engine;

  /**
   * What the chat screen shows beside the conversation (SPEC §7), read with this session's
   * login. The screen reaches the API only through here, so the client and the contract's
   * schemas load with the session, after the first paint.
   */
  readonly reads = {
    maintenance: () => this.api.call(ownApi.maintenance),
    tickets: () => this.api.call(ownApi.ticketList),
    videoSetting: () => this.api.call(ownApi.videoSetting),
    product: (markId: string) => this.api.call(ownApi.goodRelation, { query: { mark_id: markId } }),
    fastEntries: () => this.api.call(ownApi.fastEntries),
  };

  /**
   * Whether anyone can take the visitor now (#17 item 3): the chat screen watches it while the
   * visitor is with the robot or queueing.
   */
  readonly availability = new AvailabilityWatch({
    ask: (skill) =>
      this.api.call(ownApi.onlineEngineer, {
        query: { skill, project_id: this.deps.projectId },
      }),
  });

  /** The company as last read: its pre-chat form, if the project has one. */
  private company: DataOf<typeof ownApi.company> | undefined;

  /** The project's pre-chat form, once the company has been read. */
  get preChatForm() {
    return this.company?.pre_chat;
  }

  /** The project asks its pre-chat form before this transfer (not yet answered in this tab). */
  asksPreChat(): boolean {
    return asksPreChat(this.preChatForm, rememberedPreChat(this.deps.projectId));
  }

  /** Keeps the visitor's pre-chat answers for the tab; every transfer sends them. */
  rememberPreChat(answers: Parameters<typeof rememberPreChat>[1]): void {
    rememberPreChat(this.deps.projectId, answers);
  }

  /** The company's name and logo again, in the page's language now (after a language switch). */
  async readCompany(): Promise<void> {
    showCompany(await this.fetchCompany());
  }

  private async fetchCompany() {
    const company = await this.api
      .call(ownApi.company, { query: { project_id: this.deps.projectId } })
      .catch(() => undefined);
    if (company) this.company = company;
    return company;
  }

  constructor(private readonly deps: VisitorSessionDeps) {
    // This session's token once it has logged in, the page's login before.
    this.api = deps.services.api({
      token: () => this.token || deps.services.page.token(),
      prefetched: deps.prefetched,
    });
    this.scope = deps.projectId;
  }

  /** The visitor's one send pipeline; it exists once the login says whose outbox it is. */
  sender: Sender | undefined;
  private resolveSender: (sender: Sender) => void = () => undefined;
  private senderReady = this.awaitSender();
  private awaitSender() {
    return new Promise<Sender>((resolve) => (this.resolveSender = resolve));
  }

  /**
   * Runs `run` with the sender as soon as there is one: what is written while the chat still
   * logs in is not lost, it waits for the pipeline.
   */
  withSender<T>(run: (sender: Sender) => T): Promise<T> {
    return this.sender ? Promise.resolve(run(this.sender)) : this.senderReady.then(run);
  }

  private async startSender(cubeUid: string) {
    const generation = this.generation;
    const { createSender, defaultOutbox, newClientId, uploader, visitorPost } =
      await loadSendPipeline();
    if (generation !== this.generation) return;
    this.sender?.dispose();
    const sender = createSender({
      scope: `visitor:${this.deps.projectId}:${cubeUid}`,
      store: { apply: (_sessionId, reduce) => call.apply(reduce) },
      draft: (patch) => {
        const state = useCallStore.getState();
        const now = Date.now();
        return {
          id: newClientId('c'),
          sessionId: state.sessionId,
          type: 'Text',
          isEngineer: false,
          client_type: 'user',
          avatar: state.userInfo.avatar,
          authorName: state.userInfo.user_name,
          sendTime: now,
          timestamp: now,
          error: 'presending',
          isRead: 1,
          ...patch,
        };
      },
      post: visitorPost({
        api: this.api,
        token: () => this.token,
        projectId: this.deps.projectId,
      }),
      upload: uploader(this.api),
      outbox: this.deps.outbox ?? defaultOutbox(),
      preview:
        typeof URL.createObjectURL === 'function' ? (b) => URL.createObjectURL(b) : undefined,
      describe: this.deps.describe,
      onError: this.deps.sendFailed,
      onRateLimited: this.deps.rateLimited,
      online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    });
    this.sender = sender;
    registerVisitorSender(sender);
    this.resolveSender(sender);
    void sender.restore();
  }

  private readonly wakeSender = () => this.sender?.wake();

  /** SPEC §6: the permission tree decides where the login lives and what the screen offers. */
  private async permissions() {
    const permission = await this.api
      .call(ownApi.customerRules, { query: { project_id: this.deps.projectId } })
      .catch(() => undefined);
    this.scope = loginScope(this.deps.projectId, clientSwitches(permission));
    setLoginScope(this.scope);
    return { scope: this.scope, permission };
  }

  /** This start's login was created just now (anonymous): nothing of it exists yet. */
  private freshLogin = false;

  private async login(): Promise<string> {
    this.freshLogin = false;
    const anon = () =>
      this.api.call(ownApi.loginAnon, { query: { project_id: this.deps.projectId } });
    // With no login kept in either scope the permission tree can choose, the anonymous login is
    // what happens whichever it chooses: it leaves with the tree's call, not after it.
    const kept = loginScopes(this.deps.projectId).some((s) => loginStore.getToken(s));
    const early = kept ? undefined : anon();
    early?.catch(() => undefined);
    // The permission tree is written with the login (one render of the screen, not two), or
    // alone when no login comes.
    const { scope, permission } = await this.permissions();
    const stored = loginStore.getToken(scope);
    if (stored) {
      this.token = stored;
      call.signedIn({ cube_uid: loginStore.getCubeUid(scope) ?? '', token: stored }, permission);
      return stored;
    }
    const result = await (early ?? anon()).catch((error: unknown) => {
      call.setPermission(permission);
      throw error;
    });
    this.freshLogin = true;
    loginStore.saveLogin(result, scope);
    call.signedIn(result, permission);
    this.token = result.token;
    return result.token;
  }

  /** Logs in, connects, and restores or starts the conversation (type from the URL, else robot). */
  async start(type: StartType = 1, options: StartOptions = {}): Promise<void> {
    const run = (this.generation += 1);
    try {
      await this.run(type, options, run);
    } catch (error) {
      // A start the screen has left (disposed, or started again) no longer speaks for it.
      if (run !== this.generation) return;
      if (isInvalidIdentity(error)) return this.invalidIdentity();
      throw error;
    }
  }

  /** Counts starts and disposals: a start carries on only while it is the latest. */
  private generation = 0;
  private check(run: number) {
    if (run !== this.generation) throw new Error('superseded');
  }

  /**
   * SPEC §8: an invalid identity clears the session and reloads the page. A second refusal right
   * after such a reload would loop forever, so then the screen says so instead.
   */
  private invalidIdentity() {
    console.error(RAW_ERRORS.invalidIdentityLog);
    this.dispose();
    loginStore.clearLogin(this.scope);
    call.reset();
    const last = Number(sessionStore.getItem(RELOADED_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) {
      this.deps.alert('invalid_identity');
      return;
    }
    sessionStore.setItem(RELOADED_KEY, String(Date.now()));
    this.deps.reload();
  }

  private async run(type: StartType, options: StartOptions, run: number): Promise<void> {
    await this.login();
    this.check(run);
    // Everything that needs only the login goes in one round: the send pipeline's chunk, the
    // company, the visitor's status and past sessions, and the IM signature. A visitor whose
    // login was created just now has no status or past sessions to ask about: their chat starts
    // at once, and the round follows once its first words are on screen.
    const fresh = this.freshLogin;
    const started = fresh ? this.begin(type, options) : undefined;
    started?.catch(() => undefined);
    // A new visitor's robot words come first (a failed start is thrown below, after the round).
    // A visitor who queues connects at once: an engineer may accept them any moment.
    if (started && type === 1)
      await started.then(
        (outcome) => (isRobotOutcome(outcome) ? this.deps.firstContent?.() : undefined),
        () => undefined,
      );
    this.check(run);
    const sender = this.startSender(useCallStore.getState().loginInfo?.cube_uid ?? '');
    const [company, status, past, sig, , im] = await Promise.all([
      this.fetchCompany(),
      fresh ? undefined : this.api.call(ownApi.currentStatus).catch(() => undefined),
      fresh
        ? []
        : this.api
            .call(ownApi.sessionList, { query: { page: 1, size: HISTORY_SESSIONS } })
            .catch(() => []),
      config.im.appid ? this.api.call(ownApi.userSig) : undefined,
      sender,
      loadIm(),
    ]);
    this.check(run);
    if (typeof window !== 'undefined') window.addEventListener('online', this.wakeSender);
    call.setPastSessions(past);
    showCompany(company);
    await this.connect(sig, im.ImClient);
    this.check(run);
    if (started) {
      await started;
      this.updateHistoryState();
      return;
    }
    if (status && status.status !== 'idle' && status.session_id) {
      call.enterSession(status.session_id, {
        engineer:
          status.engineer ?? (status.status === 'chatting' ? historyEngineer(past) : undefined),
        queue:
          status.status === 'queueing'
            ? {
                position: status.position ?? 0,
                waiting: status.waiting ?? 0,
                estimatedWaitSeconds: status.estimated_wait_seconds ?? 0,
              }
            : undefined,
      });
      await this.loadSession(status.session_id);
      // The robot conversation that led here stood above this session before the reload (if it
      // fails to load, scrolling up still brings it as an earlier conversation).
      const robot = transferredFrom(past, status.session_id);
      if (robot) await this.loadSession(robot.id).catch(() => undefined);
      this.updateHistoryState();
      return;
    }
    await this.begin(type, options);
    this.updateHistoryState();
  }

  /** Past sessions not yet shown above the conversation, newest first. */
  private olderSessions() {
    const { message, historyMsgList, sessionId } = useCallStore.getState();
    const shown = new Set(message.map((m) => m.sessionId));
    return historyMsgList.filter((s) => s.id !== sessionId && !shown.has(s.id));
  }

  private updateHistoryState(loadedAt?: number) {
    call.setHistoryState(this.olderSessions().length > 0, loadedAt);
  }

  /**
   * The history flow: scrolling up brings the previous conversation in above this one, one
   * session at a time, its engineer lines signed by SPEC §9's rule.
   */
  async loadOlder(): Promise<void> {
    const item = this.olderSessions()[0];
    if (!item) return this.updateHistoryState();
    const page = await this.api.call(ownApi.sessionMessages, {
      params: { id: item.id },
      query: { size: HISTORY_PAGE },
    });
    const engineer = sessionEngineer(item, useCallStore.getState().historyMsgList);
    const rows = page.data
      .map((m) => fromHistory(m, item.id, engineer))
      .filter((m) => m !== undefined);
    if (rows.length) call.prependHistory(rows);
    // An empty session is dropped from the list, so the next scroll moves on to the one before.
    else call.dropPastSession(item.id);
    this.updateHistoryState(Date.now());
  }

  /** Runs a start flow and shows its session. */
  async begin(type: StartType, options: StartOptions = {}) {
    call.setStarting(true);
    const outcome = await startByType(
      {
        api: this.api,
        token: this.token,
        channel: this.deps.channel,
        projectId: this.deps.projectId,
        warn: this.deps.warn,
        describe: this.deps.describe,
        personalUnavailable: this.deps.personalUnavailable,
        offer: this.deps.offer && ((refusal) => this.offer(refusal)),
        wait: this.deps.wait,
      },
      type,
      type === 1 ? options : { ...options, preChat: options.preChat ?? this.preChatAnswers() },
    ).catch((error: unknown) => {
      call.setStarting(false);
      throw error;
    });
    // Entering a session ends the start in the same write (one render, not two).
    if (isRobotOutcome(outcome)) {
      call.enterSession(outcome.sessionId, { queue: undefined, engineer: undefined });
      await this.loadSession(outcome.sessionId);
    } else if (outcome.kind === 'queued') {
      // An engineer may have taken the visitor before this answer arrived (their CreateSession
      // came first over the socket): the queue is over, it does not come back.
      const now = useCallStore.getState();
      const served = now.engineer !== undefined && now.sessionId === outcome.sessionId;
      call.enterSession(
        outcome.sessionId,
        served
          ? {}
          : {
              queue: {
                position: outcome.position ?? 0,
                waiting: outcome.waiting ?? 0,
                estimatedWaitSeconds: outcome.estimatedWaitSeconds ?? 0,
              },
            },
      );
    } else {
      call.setStarting(false);
    }
    return outcome;
  }

  private preChatAnswers() {
    return rememberedPreChat(this.deps.projectId);
  }

  /**
   * A refusal that offers a form; nobody-can-serve is worth asking about again at once. The
   * pre-chat form comes with the company: without it, the server's words say what is missing.
   */
  private offer(refusal: TransferRefusal) {
    if (OFFER_MESSAGE_CODES.includes(refusal.code)) void this.availability.refresh();
    if (refusal.form === 'preChat' && !this.preChatForm) this.deps.warn(refusal.text);
    else this.deps.offer?.(refusal);
  }

  /** Loads a session's messages (and, after a reconnect, only what is newer). */
  async loadSession(sessionId: string, after?: string) {
    // The server pages from the oldest line: a long conversation (a reload after a while
    // offline) takes more than one page, each after the last line of the one before. The first
    // asks as the page's early start did (its answer is taken, not asked again).
    const loaded: HistoricalMessage[] = [];
    let from = after;
    for (;;) {
      const page = await this.api.call(ownApi.sessionMessages, {
        params: { id: sessionId },
        query: from ? { after: from, size: HISTORY_PAGE } : undefined,
      });
      loaded.push(...page.data);
      from = page.data.at(-1)?.message_id;
      if (!page.has_more || !from) break;
    }
    const rows = loaded.map((m) => fromHistory(m, sessionId)).filter((m) => m !== undefined);
    if (after) rows.forEach(call.appendMessage);
    else call.prependHistory(rows);
    // What the other side wrote that the visitor had not read (the page closed first, or a read
    // frame lost with a dropped socket) is read now that it is on screen.
    if (sessionId === useCallStore.getState().sessionId)
      this.im?.readOnceSeen(
        loaded.flatMap((m) =>
          m.client_type !== 'user' && m.is_read !== 2 && m.message_id ? [m.message_id] : [],
        ),
      );
  }

  private async connect(sig: DataOf<typeof ownApi.userSig> | undefined, Client: typeof ImClient) {
    if (!config.im.appid || !sig) {
      console.warn('IM configuration is missing (im.appid)');
      this.deps.alert('im_config_missing');
      return;
    }
    const generation = this.generation;
    call.imSigned(sig.userSig);
    // SPEC §4: starting a chat closes any existing connection and waits 1 s before a new one.
    if (liveClient) {
      liveClient.close();
      liveClient = undefined;
      await (this.deps.wait ?? sleep)(TIMING.chatRestartDelayMs);
      if (generation !== this.generation) return;
    }
    const host = this.deps.services.socketHost();
    const im = new Client({
      // Header mode keeps the token out of the socket's address too (the login frame names it).
      url: imUrl(host, config.tokenMode === 'header' ? '' : this.token, window.location.href),
      login: {
        appid: config.im.appid,
        accountType: config.im.accountType,
        identifier: sig.identifier,
        nickname: sig.nickname,
        userSig: sig.userSig,
      },
      lastMessageId: () => lastMessageId(),
    });
    im.on((event) => this.onEvent(event));
    this.calls.attach();
    this.deps.onConnection('connecting');
    im.connect();
    this.im = liveClient = im;
  }

  private onEvent(event: ImEvent) {
    this.calls.onEvent(event);
    switch (event.name) {
      case 'LOGIN':
        call.setImLogin(true);
        this.deps.onConnection('online');
        this.sender?.wake();
        return;
      case 'CONNECTRET': {
        const sessionId = useCallStore.getState().sessionId;
        const last = lastMessageId();
        // Belt and braces to the socket's resume: fetch anything newer over HTTP too.
        if (event.resumed && sessionId && last)
          void this.loadSession(sessionId, last).catch(() => undefined);
        this.sender?.wake();
        return;
      }
      case 'RECONNECT':
        call.setImLogin(false);
        this.deps.onConnection('disconnected');
        return;
      case 'KICKOFF':
        this.deps.onConnection('kicked');
        return;
      case 'RATE_LIMITED':
        this.deps.rateLimited();
        return;
      case 'INVALID_IDENTITY':
        this.invalidIdentity();
        return;
      case 'TYPING':
        if (event.sessionId === useCallStore.getState().sessionId)
          this.peerTyping.heard(event.typing);
        return;
      case 'READ':
        event.data.messageIds.forEach((id) => call.markRead(id, event.data.isRead));
        return;
      case 'MSG':
      case 'NOTIFY': {
        const state = useCallStore.getState();
        const result = applyIncoming(state, event.message);
        if (Object.keys(result.patch).length) call.applyIncomingPatch(result.patch);
        if (result.alert) this.deps.alert(result.alert);
        if (result.message && !offScreenRating(result.message, state.message)) {
          if (result.message.isEngineer) this.peerTyping.messageArrived();
          call.appendMessage(result.message);
        }
        return;
      }
      default:
        return;
    }
  }

  /** The visitor ends the conversation (userclose). */
  async end() {
    const { sessionId, engineer } = useCallStore.getState();
    if (sessionId) await this.api.call(ownApi.userClose, { query: { session_id: sessionId } });
    // The closing notice may come after the page has left the conversation: ask here too.
    if (sessionId && engineer)
      ratingPrompts.ask({ sessionId, engineerName: engineer.engineer_name });
    call.leaveSession();
  }

  /**
   * Only while logged in on the socket: a frame written while it is down waits in the socket's
   * queue and goes out before the next login, where it is refused (not_logged_in); a few
   * seconds of typing at a reconnect used up the connection's rate limit so that the login
   * itself was refused, and the page heard nothing more. The console's typing is guarded too.
   */
  typing(isTyping: boolean) {
    const { sessionId, imLogin } = useCallStore.getState();
    if (sessionId && imLogin) this.im?.typing(sessionId, isTyping);
  }

  dispose() {
    this.generation += 1;
    this.peerTyping.dispose();
    this.calls.detach();
    this.sender?.dispose();
    if (liveSender === this.sender) liveSender = undefined;
    // What is written before the next start waits for that start's sender, not this one.
    if (this.sender) {
      this.sender = undefined;
      this.senderReady = this.awaitSender();
    }
    if (typeof window !== 'undefined') window.removeEventListener('online', this.wakeSender);
    this.im?.close();
    if (liveClient === this.im) liveClient = undefined;
    this.im = undefined;
  }
}
