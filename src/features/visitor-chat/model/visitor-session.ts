// One class holds one visitor's session (the start round, SPEC §4's start flows) and its one
// state; the login, the history, the socket's side and the flows' logic are modules of their own,
// what stays here is their wiring.
import { config } from '@/lib/config';
import { ownApi, type DataOf } from '@/lib/contract';
import type { ApiClient } from '@/lib/api-client';
import { ConversationClient, SenderSlot, type Sender } from '@/features/chat';
import type { ImClient } from '@/features/im';
import { currentStatus, endSession, pastSessions } from '../api/session-calls';
import { OFFER_MESSAGE_CODES, type TransferRefusal } from './availability';
import { AvailabilityWatch } from './availability-watch';
import { enterOutcome, isRobotOutcome, restoreStatus } from './session-entry';
import { startByType, type StartOptions, type StartType } from './session-flow';
import { createVisitorCall } from './visitor-call';
import { VisitorCompany } from './visitor-company';
import { visitorReads, type VisitorReads } from './visitor-reads';
import type { VisitorSessionDeps } from './visitor-session-deps';
import { HISTORY_SESSIONS, VisitorHistory } from './visitor-history';
import { forgetInvalidLogin, isInvalidIdentity, visitorLogin } from './visitor-login';
import { connectVisitor, disconnectVisitor, visitorSender, visitorSide } from './visitor-side';
import type { CallEngine } from '@/features/call';
import { lastMessageId, useVisitorStore, visitorStore } from './visitor-store';
import { ratingPrompts } from './rating-prompts';

export type { ConnectionState } from '@/features/chat';
export type { VisitorSessionDeps } from './visitor-session-deps';

/** The IM client (socket, frames): fetched in the round that follows the chat's first words. */
const loadIm = () => import('@/features/im');

/**
 * The visitor's side of a conversation: login, the IM connection, the session start flows of
 * SPEC §4 and the history, wired to the chat store.
 */
export class VisitorSession {
  private token = '';
  private scope: string;
  readonly api: ApiClient;
  private readonly conversation = new ConversationClient(
    visitorSide({
      onConnection: (state) => this.deps.onConnection(state),
      alert: (kind) => this.deps.alert(kind),
      online: () => this.senders.wake(),
      reopened: (resumed) => {
        const sessionId = useVisitorStore.getState().sessionId;
        const last = lastMessageId();
        // Belt and braces to the socket's resume: fetch anything newer over HTTP too.
        if (resumed && sessionId && last)
          void this.history.loadSession(sessionId, last).catch(() => undefined);
        this.senders.wake();
      },
      rateLimited: () => this.deps.rateLimited(),
      invalidIdentity: () => this.invalidIdentity(),
      event: (event) => this.calls.onEvent(event),
    }),
  );
  private readonly history: VisitorHistory;
  /** The company's name and logo, and the pre-chat form it asks before a transfer. */
  readonly company: VisitorCompany;
  private readonly senders: SenderSlot;
  private readonly calls = createVisitorCall({
    videoSetting: () => this.reads.videoSetting(),
    socket: this.conversation,
  });
  /** Voice and video calls with the engineer (#18): the call screens read and act through it. */
  readonly call: CallEngine = this.calls.engine;

  /** What the chat screen shows beside the conversation (SPEC §7), read with this login. */
  readonly reads: VisitorReads;

  /** Whether anyone can take the visitor now (#17 item 3), watched with the robot or queueing. */
  readonly availability: AvailabilityWatch;

  constructor(private readonly deps: VisitorSessionDeps) {
    // This session's token once it has logged in, the page's login before.
    this.api = deps.services.api({
      token: () => this.token || deps.services.page.token(),
      prefetched: deps.prefetched,
    });
    this.scope = deps.projectId;
    this.reads = visitorReads(this.api);
    this.availability = new AvailabilityWatch({
      ask: (skill) =>
        this.api.call(ownApi.onlineEngineer, { query: { skill, project_id: deps.projectId } }),
    });
    this.company = new VisitorCompany({ api: this.api, projectId: deps.projectId });
    this.history = new VisitorHistory({
      api: this.api,
      readOnceSeen: (ids) => this.conversation.readOnceSeen(ids),
    });
    this.senders = new SenderSlot({
      api: this.api,
      describe: deps.describe,
      onError: deps.sendFailed,
      onRateLimited: deps.rateLimited,
      outbox: deps.outbox,
      keepWaiting: true,
    });
  }

  /** The visitor's one send pipeline; it exists once the login says whose outbox it is. */
  get sender(): Sender | undefined {
    return this.senders.sender;
  }

  /**
   * Runs `run` with the sender as soon as there is one: what is written while the chat still
   * logs in is not lost, it waits for the pipeline.
   */
  withSender<T>(run: (sender: Sender) => T): Promise<T | undefined> {
    return this.senders.withSender(run);
  }

  private async startSender(cubeUid: string) {
    const { api, deps } = this;
    const side = visitorSender({
      api,
      projectId: deps.projectId,
      cubeUid,
      token: () => this.token,
    });
    await this.senders.start(side, (sender) => deps.hostSenders?.set(sender));
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

  /** SPEC §8: an invalid identity clears the session and reloads the page (once). */
  private invalidIdentity() {
    this.dispose();
    forgetInvalidLogin(this.scope, this.deps);
  }

  private async run(type: StartType, options: StartOptions, run: number): Promise<void> {
    const login = await visitorLogin(this.api, this.deps.projectId, (scope) => {
      this.scope = scope;
    });
    this.token = login.token;
    this.check(run);
    // Everything that needs only the login goes in one round: the send pipeline's chunk, the
    // company, the visitor's status and past sessions, and the IM signature. A visitor whose
    // login was created just now has no status or past sessions to ask about: their chat starts
    // at once, and the round follows once its first words are on screen.
    const { fresh } = login;
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
    const sender = this.startSender(useVisitorStore.getState().login?.cubeUid ?? '');
    const [company, status, past, sig, , im] = await Promise.all([
      this.company.fetch(),
      fresh ? undefined : currentStatus(this.api),
      fresh ? [] : pastSessions(this.api, HISTORY_SESSIONS).catch(() => []),
      config.im.appid ? this.api.call(ownApi.userSig) : undefined,
      sender,
      loadIm(),
    ]);
    this.check(run);
    visitorStore.setPastSessions(past);
    this.company.show(company);
    await this.connect(sig, im.ImClient);
    this.check(run);
    if (started) await started;
    else if (!(await restoreStatus(status, past, this.history))) await this.begin(type, options);
    this.history.updateState();
  }

  /**
   * The history flow: scrolling up brings the previous conversation in above this one, one
   * session at a time, its engineer lines signed by SPEC §9's rule.
   */
  loadOlder(): Promise<void> {
    return this.history.loadOlder();
  }

  /** Loads a session's messages (and, after a reconnect, only what is newer). */
  loadSession(sessionId: string, after?: string): Promise<void> {
    return this.history.loadSession(sessionId, after);
  }

  /** Runs a start flow and shows its session. */
  async begin(type: StartType, options: StartOptions = {}) {
    visitorStore.setStarting(true);
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
      type === 1
        ? options
        : { ...options, preChat: options.preChat ?? this.company.preChatAnswers() },
    ).catch((error: unknown) => {
      visitorStore.setStarting(false);
      throw error;
    });
    await enterOutcome(outcome, this.history);
    return outcome;
  }

  /**
   * A refusal that offers a form; nobody-can-serve is worth asking about again at once. The
   * pre-chat form comes with the company: without it, the server's words say what is missing.
   */
  private offer(refusal: TransferRefusal) {
    if (OFFER_MESSAGE_CODES.includes(refusal.code)) void this.availability.refresh();
    if (refusal.form === 'preChat' && !this.company.preChatForm) this.deps.warn(refusal.text);
    else this.deps.offer?.(refusal);
  }

  private async connect(sig: DataOf<typeof ownApi.userSig> | undefined, Client: typeof ImClient) {
    const generation = this.generation;
    const connected = await connectVisitor(this.conversation, Client, {
      sig,
      token: this.token,
      host: this.deps.services.socketHost(),
      wait: this.deps.wait,
      current: () => generation === this.generation,
    });
    if (connected) this.calls.attach();
  }

  /** The visitor ends the conversation (userclose). */
  async end() {
    const { sessionId, engineer } = useVisitorStore.getState();
    if (sessionId) await endSession(this.api, sessionId);
    // The closing notice may come after the page has left the conversation: ask here too.
    if (sessionId && engineer) ratingPrompts.ask({ sessionId, engineerName: engineer.name });
    visitorStore.leaveSession();
  }

  /**
   * Only while logged in on the socket (the chat store's imLogin; the client guards it too): a
   * frame written while it is down would go out before the next login and be refused.
   */
  typing(isTyping: boolean) {
    const { sessionId, imLogin } = useVisitorStore.getState();
    if (sessionId && imLogin) this.conversation.typing(sessionId, isTyping);
  }

  dispose() {
    this.generation += 1;
    this.calls.detach();
    this.deps.hostSenders?.clear(this.senders.sender);
    // What is written before the next start waits for that start's sender, not this one.
    this.senders.stop();
    disconnectVisitor(this.conversation);
  }
}
