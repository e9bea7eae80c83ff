// Why it is long: the one object both hosts drive, a line or two per call of the contract, each a unit of work (unit.ts).
import * as accounts from './accounts';
import * as identity from './identity';
import * as codeSignIn from './code-sign-in';
import * as transcript from './transcript';
import * as transcriptMail from './transcript-mail';
import { outboxMessages, sweepOutbox } from './outbox';
import * as rating from './rating';
import * as leftMessages from './leave-message';
import { availability } from './availability';
import type { TransferOptions } from './admission';
import type { RatingInput } from './rating';
import type { TranscriptOptions } from './transcript';
import type { IdentityClaim, IdentitySecrets } from './identity';
import { EventBus, type Bus } from './bus';
import type { Clock } from './clock';
import * as consoleOps from './console';
import { callSignal, relayAccount } from './calls';
import { iceServersFor, type IceConfig } from './ice-servers';
import * as content from './content';
import {
  DEFAULT_CONFIG,
  type CoreConfig,
  type CoreContext,
  type Messenger,
  type SimulationFactory,
  type UploadSink,
} from './context';
import { base64url, digestPlainTokens } from './tokens';
import { createUnitRunner } from './unit';
import * as conversation from './conversation';
import { listProjects } from './projects';
import * as queue from './queue';
import * as review from './review';
import { reviewMetrics } from './review-metrics';
import { auditLog } from './audit';
import { Robot } from './robot';
import * as staff from './staff';
import type { Store } from './store';
import { rehashPlainPasswords, wasmPasswords } from './passwords';
import type { PasswordHasher } from './ports';
import type { Locale } from './locale';
import type { CallStep, Engineer, EngineerStatus, MessageDraft, Visitor } from './types';

export interface CoreOptions {
  store: Store;
  clock: Clock;
  config?: Partial<CoreConfig>;
  uploads?: UploadSink;
  /** Deterministic ids and delays for tests. */
  random?: () => number;
  /**
   * Simulated engineers and visitors: the demo's (server/demo/simulation.ts), for the mocks and
   * a demo server. @default none
   */
  simulation?: SimulationFactory;
  /** Where a timer's failure goes. @default console.error */
  onError?: (error: unknown) => void;
  /** argon2id; the Node host passes its native one. @default WebAssembly (hash-wasm) */
  passwords?: PasswordHasher;
  /** Each project's identity-verification secret. @default none: no identity is verified */
  identitySecrets?: IdentitySecrets;
  /** Where frames go: this process's sockets, or a cluster's (Redis). @default EventBus */
  bus?: Bus;
  /**
   * In a cluster, the simulated people live on one node (the leader): the others tell it
   * that something changed instead of simulating themselves.
   */
  cluster?: { leads(): boolean; wakeLeader(): void };
  /** STUN and TURN servers for calls (#18), handed out by videoSetting. @default none */
  ice?: IceConfig;
  /** Mail and SMS to people outside (codes). @default none: code sign-in is unavailable */
  messenger?: Messenger;
}

/** Random-enough ids without Node or DOM: crypto.randomUUID exists in browsers and Node 20. */
function idFactory(random: () => number) {
  let n = 0;
  return (prefix: string) => {
    n += 1;
    const uuid = globalThis.crypto?.randomUUID?.().replace(/-/g, '').slice(0, 12);
    const tail = uuid ?? Math.floor(random() * 2 ** 48).toString(36);
    return prefix ? `${prefix}-${tail}${n.toString(36)}` : `${tail}${n.toString(36)}`;
  };
}

/** 18 random bytes: a token nobody guesses (OWASP asks for at least 64 bits of entropy). */
function newToken(prefix: string): string {
  return `${prefix}-${base64url(globalThis.crypto.getRandomValues(new Uint8Array(18)))}`;
}

/** The domain core: one object both hosts (MSW in the browser, Node on the server) drive. */
export function createCore(options: CoreOptions) {
  const random = options.random ?? Math.random;
  let robot: Promise<Robot> | undefined;
  const root: Omit<CoreContext, 'unit'> = {
    store: options.store,
    clock: options.clock,
    bus: options.bus ?? new EventBus(),
    robot: () => (robot ??= options.store.articles.all().then((articles) => new Robot(articles))),
    reportError: options.onError ?? ((error) => console.error('webchat core:', error)),
    config: { ...DEFAULT_CONFIG, ...options.config },
    newId: idFactory(random),
    newToken,
    random,
    uploads: options.uploads,
    passwords: options.passwords ?? wasmPasswords,
    messenger: options.messenger ?? {},
    identitySecret: options.identitySecrets ?? (() => undefined),
  };
  const ctx: CoreContext = { ...root, unit: createUnitRunner(root) };
  const simulation = options.simulation?.(ctx);
  const kick = async () => {
    if (!simulation) return;
    if (options.cluster && !options.cluster.leads()) return options.cluster.wakeLeader();
    await simulation.kick();
  };
  /** One call of the core: a unit of work of its own (unit.ts). */
  const unit =
    <A extends unknown[], R>(fn: (ctx: CoreContext, ...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      ctx.unit((c) => fn(c, ...args));
  /** A change, then (after its commit) the simulated people react to it. */
  const change =
    <A extends unknown[], R>(fn: (ctx: CoreContext, ...args: A) => Promise<R>, turns?: string) =>
    async (...args: A): Promise<R> => {
      const result = await ctx.unit((c) => fn(c, ...args), turns ? { turns } : undefined);
      await kick();
      return result;
    };
  /** A change to a waiting line: such changes take turns (UnitOptions) rather than collide. */
  const queueChange = <A extends unknown[], R>(fn: (ctx: CoreContext, ...args: A) => Promise<R>) =>
    change(fn, 'queue');

  return {
    ctx,
    bus: ctx.bus,
    // accounts
    loginAnon: unit(async (ctx, projectId?: string) => accounts.loginAnon(ctx, projectId)),
    /** A one-time code to a phone or e-mail (code-sign-in.ts); a demo shows it instead. */
    sendCode: (account: string, locale?: Locale) => codeSignIn.sendCode(ctx, account, locale),
    /** Signs in with a code; a wrong one's try is committed before the refusal. */
    loginVisitor: (credentials: codeSignIn.CodeCredentials, projectId?: string) =>
      codeSignIn.signInWithCode(ctx, credentials, projectId),
    /** Checks (and spends, when right) a code without signing in: the demo's user centre. */
    verifyCode: (account: string, code: string) => codeSignIn.verifyCode(ctx, account, code),
    /** The unified login's first call proved a user-centre account: a ticket for the second. */
    issueUnifiedTicket: unit(async (ctx, accountId: string) =>
      codeSignIn.issueUnifiedTicket(ctx, accountId),
    ),
    /** The unified login's second call: the ticket spent, the account holder signed in. */
    loginAccountHolder: (proof: { accountId: string; ticket: string }, projectId?: string) =>
      codeSignIn.signInAccountHolder(ctx, proof, projectId),
    /** The visitor signs out: their token and its sockets end. */
    visitorLogout: unit(async (ctx, token: string) => accounts.visitorLogout(ctx, token)),
    /** A host site's user, verified by their HMAC (async: a host runs it outside a transaction). */
    loginIdentified: unit(async (ctx, claim: IdentityClaim, projectId?: string) =>
      identity.loginIdentified(ctx, claim, projectId),
    ),
    visitorByToken: unit(async (ctx, token?: string) => accounts.visitorByToken(ctx, token)),
    engineerByToken: unit(async (ctx, token?: string) => accounts.engineerByToken(ctx, token)),
    accountForToken: unit(async (ctx, token: string) => accounts.accountForToken(ctx, token)),
    // Async (the hash is checked off the event loop on Node): a host runs it outside a
    // transaction; its one write comes after the check.
    engineerLogin: async (account: string, password: string) => {
      const engineer = await accounts.engineerLogin(ctx, account, password);
      await kick();
      return engineer;
    },
    /** Signs out: offline (the queues hear it, as from the status call), the token revoked. */
    engineerLogout: change(async (ctx, code: string) =>
      accounts.revokeToken(
        ctx,
        await consoleOps.setStatus(ctx, await accounts.engineerByCode(ctx, code), 'offline'),
      ),
    ),
    /** A supervisor's sign-in to review: a token, no change of status. */
    supervisorLogin: async (account: string, password: string) =>
      accounts.supervisorLogin(ctx, account, password),
    /** Ends a review sign-in (the console's stays). */
    supervisorLogout: unit(async (ctx, supervisor: Engineer) =>
      accounts.supervisorLogout(ctx, supervisor),
    ),
    /** Hashes passwords left in plain text by older data (a host runs it once at start). */
    rehashPlainPasswords: unit(async (ctx) => rehashPlainPasswords(ctx)),
    /** Turns tokens stored by older data into digests (a host runs it once at start). */
    // In turns: the nodes of a cluster start together, and one does the walk (the marker).
    digestPlainTokens: () => ctx.unit((c) => digestPlainTokens(c), { turns: 'token-digests' }),
    /** Staff accounts made by people (the host's `engineer:add`), and the demo's locked away. */
    addEngineer: unit(async (ctx, input: staff.NewEngineer) => staff.addEngineer(ctx, input)),
    resetPassword: unit(async (ctx, account: string, password: string) =>
      staff.resetPassword(ctx, account, password),
    ),
    lockDemoAccounts: unit(async (ctx) => staff.lockDemoAccounts(ctx)),
    // visitor conversation
    robotStart: change(async (ctx, v: Visitor, locale?: Locale) =>
      conversation.robotStart(ctx, v, locale),
    ),
    robotClose: change(async (ctx, v: Visitor) => conversation.robotClose(ctx, v)),
    selectBigQueue: queueChange(
      async (ctx, v: Visitor, queueCode: string, pathway: string, options?: TransferOptions) =>
        queue.selectBigQueue(ctx, v, queueCode, pathway, options),
    ),
    selectPersonal: queueChange(
      async (
        ctx,
        v: Visitor,
        queueCode: string,
        engineerCode: string,
        pathway: string,
        options?: TransferOptions,
      ) => queue.selectPersonal(ctx, v, queueCode, engineerCode, pathway, options),
    ),
    sendFromVisitor: change(async (ctx, v: Visitor, draft: MessageDraft, locale?: Locale) =>
      conversation.sendFromVisitor(ctx, v, draft, locale),
    ),
    userClose: change(async (ctx, v: Visitor, sessionId: string) =>
      conversation.userClose(ctx, v, sessionId),
    ),
    /** The visitor rates a conversation an engineer served (#17 item 1). */
    rateSession: unit(async (ctx, v: Visitor, sessionId: string, body: RatingInput) =>
      rating.rateSession(ctx, v, sessionId, body),
    ),
    markRead: change(async (ctx, reader: string, ids: string[]) =>
      conversation.markRead(ctx, reader, ids),
    ),
    sessionList: unit(async (ctx, v: Visitor, page?: number, size?: number) =>
      conversation.sessionList(ctx, v, page, size),
    ),
    sessionMessages: unit(
      async (
        ctx,
        who: { cubeUid: string } | { engineerCode: string },
        sessionId: string,
        opts?: { after?: string; before?: string; size?: number },
      ) => conversation.sessionMessages(ctx, who, sessionId, opts),
    ),
    resume: unit(async (ctx, account: string, lastMessageId?: string) =>
      conversation.resume(ctx, account, lastMessageId),
    ),
    typing: unit(async (ctx, from: string, sessionId: string, isTyping: boolean) =>
      consoleOps.typing(ctx, from, sessionId, isTyping),
    ),
    /** A step of a voice or video call (#18), from a connection of `from` (calls.ts). */
    callSignal: unit(
      async (
        ctx,
        from: string,
        connectionId: string | undefined,
        sessionId: string,
        callId: string,
        signal: CallStep,
      ) => callSignal(ctx, from, connectionId, sessionId, callId, signal),
    ),
    engineerTyping: unit(async (ctx, engineer: Engineer, sessionId: string, isTyping: boolean) =>
      consoleOps.engineerTyping(ctx, engineer, sessionId, isTyping),
    ),
    // content
    project: unit(async (ctx, projectId?: string, locale?: Locale) =>
      content.project(ctx, projectId, locale),
    ),
    maintenance: unit(async (ctx) => content.maintenance(ctx)),
    setMaintenance: unit(async (ctx, enabled: boolean, message?: string) =>
      content.setMaintenance(ctx, enabled, message),
    ),
    productLines: unit(async (ctx, locale?: Locale) => content.productLines(ctx, locale)),
    engineersOf: unit(async (ctx, skill: string) => content.engineersOf(ctx, skill)),
    /** Whether a transfer now would be served: hours and engineers (#17 item 3). */
    availability: unit(async (ctx, projectId: string | undefined, skill: string) =>
      availability(ctx, projectId, skill),
    ),
    /** A message left when nobody can answer becomes a ticket; numbers are counted in turn. */
    /** `admit`: the host's caps per visitor and address, counted once the message is valid. */
    leaveMessage: (
      v: Visitor,
      input: leftMessages.LeftMessageInput,
      admit?: () => void | Promise<void>,
    ) => ctx.unit((c) => leftMessages.leaveMessage(c, v, input, admit), { turns: 'tickets' }),
    awaitUserNumber: unit(async (ctx) => content.awaitUserNumber(ctx)),
    currentStatus: unit(async (ctx, v: Visitor) => content.currentStatus(ctx, v)),
    goodRelation: unit(async (ctx, markId: string) => content.goodRelation(ctx, markId)),
    articleList: unit(async (ctx, projectId?: string, keyword?: string, locale?: Locale) =>
      content.articleList(ctx, projectId, keyword, locale),
    ),
    articleContent: unit(async (ctx, id: string) => content.articleContent(ctx, id)),
    fastEntries: unit(async (ctx, locale?: Locale) => content.fastEntries(ctx, locale)),
    tickets: unit(async (ctx, v: Visitor) => content.tickets(ctx, v)),
    createTicket: unit(async (ctx, v: Visitor, order: content.WorkOrder) =>
      content.createTicket(ctx, v, order),
    ),
    /**
     * Calling hours, and the ICE servers for the caller behind `token`: TURN only for an
     * engineer or a visitor an engineer serves now (calls.ts relayAccount).
     */
    videoSetting: async (token?: string) => {
      const setting = await ctx.unit(async (c) => content.videoSetting(c));
      const account = token ? await ctx.unit((c) => relayAccount(c, token)) : undefined;
      const iceServers = await iceServersFor(options.ice, account, ctx.clock.now());
      return { ...setting, iceServers };
    },
    projects: unit(async (ctx, locale?: Locale) => listProjects(ctx, locale)),
    // engineer console
    setEngineerStatus: change(async (ctx, code: string, status: EngineerStatus) =>
      consoleOps.setStatus(ctx, await accounts.engineerByCode(ctx, code), status),
    ),
    waiting: unit(async (ctx, code: string) =>
      consoleOps.waiting(ctx, await accounts.engineerByCode(ctx, code)),
    ),
    activeSessions: unit(async (ctx, code: string) =>
      consoleOps.activeSessions(ctx, await accounts.engineerByCode(ctx, code)),
    ),
    sendSms: change(
      async (
        ctx,
        code: string,
        request: Parameters<typeof consoleOps.sendSms>[2],
        admit?: () => void | Promise<void>,
      ) => consoleOps.sendSms(ctx, await accounts.engineerByCode(ctx, code), request, admit),
    ),
    /** Short messages for the host's SMS gateway, sent or not (outbox.ts). */
    smsOutbox: () => outboxMessages(ctx, 'sms'),
    visitorProfile: unit(async (ctx, code: string, cubeUid: string) =>
      consoleOps.visitorProfile(ctx, await accounts.engineerByCode(ctx, code), cubeUid),
    ),
    accept: queueChange(async (ctx, code: string, sessionId: string) =>
      consoleOps.accept(ctx, await accounts.engineerByCode(ctx, code), sessionId),
    ),
    sendFromEngineer: change(async (ctx, code: string, sessionId: string, draft: MessageDraft) =>
      consoleOps.sendFromEngineer(ctx, await accounts.engineerByCode(ctx, code), sessionId, draft),
    ),
    /** The engineer asks the visitor for a rating (custom push, #17 item 1). */
    requestRating: unit(async (ctx, code: string, sessionId: string) =>
      rating.requestRating(ctx, await accounts.engineerByCode(ctx, code), sessionId),
    ),
    /** Messages left for the engineer's skills (#17 item 3), and marking one handled. */
    leftMessages: unit(async (ctx, code: string, state?: 'open' | 'handled') =>
      leftMessages.leftMessages(ctx, await accounts.engineerByCode(ctx, code), state),
    ),
    handleLeftMessage: unit(async (ctx, code: string, ticketNo: string) =>
      leftMessages.handleLeftMessage(ctx, await accounts.engineerByCode(ctx, code), ticketNo),
    ),
    closeByEngineer: change(async (ctx, code: string, sessionId: string) =>
      consoleOps.closeByEngineer(ctx, await accounts.engineerByCode(ctx, code), sessionId),
    ),
    // message review (reviewer: the engineer behind a token; 401 without one, 403 for a visitor)
    reviewer: unit(async (ctx, token?: string) => review.reviewerByToken(ctx, token)),
    reviewFilters: unit(async (ctx, locale?: Locale) => review.reviewFilters(ctx, locale)),
    reviewSessions: unit(async (ctx, filter: review.ReviewFilter) =>
      review.searchSessions(ctx, filter),
    ),
    reviewTranscript: unit(
      async (ctx, id: string, opts?: Parameters<typeof review.transcript>[2]) =>
        review.transcript(ctx, id, opts),
    ),
    auditLog: unit(async (ctx, opts?: { page?: number; size?: number }) => auditLog(ctx, opts)),
    /** Service metrics (#17 item 6) of review's filter, by day in the reader's time zone. */
    reviewMetrics: unit(
      async (ctx, filter: Omit<review.ReviewFilter, 'page' | 'size'>, timeZone?: string) =>
        reviewMetrics(ctx, filter, timeZone),
    ),
    // transcripts as files (#17 item 2): a reader's own copy, a supervisor's (audited), by e-mail
    transcriptFor: unit(
      async (
        ctx,
        reader: { cubeUid: string } | { engineerCode: string },
        sessionId: string,
        options: TranscriptOptions,
      ) => transcript.transcriptFor(ctx, reader, sessionId, options),
    ),
    reviewTranscriptFile: unit(
      async (ctx, reviewer: Engineer, sessionId: string, options: TranscriptOptions) =>
        transcript.reviewTranscriptFile(ctx, reviewer, sessionId, options),
    ),
    mailTranscript: unit(
      async (
        ctx,
        visitor: Visitor,
        request: { sessionId: string; email: string },
        options: TranscriptOptions,
      ) => transcriptMail.mailTranscript(ctx, visitor, request, options),
    ),
    /** E-mails for the host's mail server, sent or not (outbox.ts). */
    mailOutbox: () => outboxMessages(ctx, 'mail'),
    /** The host's sweep of the outbox: sends what is due, forgets what is old. */
    sweepOutbox: () => sweepOutbox(ctx),
    whisper: unit(
      async (
        ctx,
        supervisor: Parameters<typeof review.whisper>[1],
        note: Parameters<typeof review.whisper>[2],
      ) => review.whisper(ctx, supervisor, note),
    ),
    /** Wakes the simulation (on the leader, in a cluster), e.g. after a host-level change. */
    kick,
  };
}

export type WebchatCore = ReturnType<typeof createCore>;
