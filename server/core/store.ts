import type {
  Article,
  AuditEntry,
  Engineer,
  FastEntry,
  OneTimeCode,
  OutboxItem,
  Product,
  ProductLine,
  Project,
  Session,
  Setting,
  SessionState,
  StoredMessage,
  Ticket,
  Visitor,
  VisitorCredential,
} from './types';

/**
 * One kind of row, keyed by a string id. Asynchronous: the rows may be in a database on another machine.
 * `all()` is for the small tables a centre configures (projects, product lines, articles, its
 * staff); the tables that grow with visitors are read through the queries named after what the
 * core asks (`SessionTable`, `MessageTable`, ...), which a database answers from an index.
 */
export interface Table<T> {
  get(id: string): Promise<T | undefined>;
  put(row: T): Promise<void>;
  delete(id: string): Promise<void>;
  all(): Promise<T[]>;
}

/** Review's cheap filters over sessions (review.ts adds the keyword over their messages). */
export interface SessionFilter {
  /** createdAt >= from */
  from?: number;
  /** createdAt < to */
  to?: number;
  engineerCode?: string;
  queueCode?: string;
  state?: SessionState;
}

/**
 * Sessions, read by intent. Lists come newest first (by createdAt) unless said otherwise; rows
 * made in the same millisecond keep the order they were first written in.
 */
export interface SessionTable extends Table<Session> {
  /** The visitor's sessions that are not closed. */
  openOf(cubeUid: string): Promise<Session[]>;
  /** The visitor's newest session. */
  latestOf(cubeUid: string): Promise<Session | undefined>;
  /** A page of the visitor's sessions, those waiting in a queue left out (their history). */
  historyOf(cubeUid: string, offset: number, limit: number): Promise<Session[]>;
  /** Sessions waiting in a queue (one queue, or all), in the order they will be served. */
  queued(queueCode?: string): Promise<Session[]>;
  /** Sessions in a state, oldest first. */
  inState(state: SessionState): Promise<Session[]>;
  /** An engineer's sessions in a state, oldest first. */
  ofEngineer(engineerCode: string, state: SessionState): Promise<Session[]>;
  /** Whether the engineer has served the visitor in any session. */
  served(cubeUid: string, engineerCode: string): Promise<boolean>;
  /** The ids of sessions the account (a visitor's cubeUid or an engineer's code) is part of. */
  idsOf(account: string): Promise<string[]>;
  /** Sessions that handed their visitor over to `sessionId` (the robot's, before a transfer). */
  transferredTo(sessionId: string): Promise<Session[]>;
  /** Review's search: newest first, ties by id descending. */
  search(filter: SessionFilter): Promise<Session[]>;
}

export interface VisitorTable extends Table<Visitor> {
  /** A host site's verified user (identity.ts). */
  findByExternalId(projectId: string, externalId: string): Promise<Visitor | undefined>;
  /** A signed-in (code login) visitor by phone or e-mail; site-verified visitors are not found. */
  findByContact(projectId: string, contact: string): Promise<Visitor | undefined>;
}

export interface CredentialTable extends Table<VisitorCredential> {
  /** The visitor's sign-ins, oldest first. */
  ofVisitor(cubeUid: string): Promise<VisitorCredential[]>;
}

export interface EngineerTable extends Table<Engineer> {
  findByToken(token: string): Promise<Engineer | undefined>;
  findByReviewToken(token: string): Promise<Engineer | undefined>;
  findByAccount(account: string): Promise<Engineer | undefined>;
}

export interface TicketTable extends Table<Ticket> {
  /** The visitor's tickets, newest first. */
  ofVisitor(cubeUid: string): Promise<Ticket[]>;
  /** Tickets made in [from, to) (either end open when undefined), oldest first (service metrics). */
  createdBetween(from?: number, to?: number): Promise<Ticket[]>;
  count(): Promise<number>;
}

export interface AuditTable extends Table<AuditEntry> {
  /** Entries of one action on one session, oldest first (seq). */
  ofSession(sessionId: string, action: AuditEntry['action']): Promise<AuditEntry[]>;
  /** The newest entry of an actor's action on a session. */
  latest(
    actorCode: string,
    sessionId: string,
    action: AuditEntry['action'],
  ): Promise<AuditEntry | undefined>;
  /** A page of the log, newest first (seq). */
  page(offset: number, limit: number): Promise<AuditEntry[]>;
  count(): Promise<number>;
}

export interface MessageQuery {
  sessionId?: string;
  /** Only messages of sessions of this visitor. */
  cubeUid?: string;
  afterSeq?: number;
  beforeSeq?: number;
  /** Newest first when paging backwards (beforeSeq); oldest first otherwise. */
  limit?: number;
}

export interface MessageTable extends Table<StoredMessage> {
  query(query: MessageQuery): Promise<StoredMessage[]>;
  findByClientId(sessionId: string, clientMsgId: string): Promise<StoredMessage | undefined>;
}

export interface OutboxTable extends Table<OutboxItem> {
  /**
   * Items whose time has come, on the given channels, oldest due first: queued ones due by
   * `now`, and those a node took and whose hold ended (it stopped before it finished).
   */
  due(
    now: number,
    channels: readonly OutboxItem['channel'][],
    limit: number,
  ): Promise<OutboxItem[]>;
  /** What a visitor asked for (their mails) at or after `since`, oldest first (their limit counts them). */
  ofVisitor(cubeUid: string, since: number): Promise<OutboxItem[]>;
  /** Every item of a channel, oldest first. */
  ofChannel(channel: OutboxItem['channel']): Promise<OutboxItem[]>;
  /** Forgets items queued before `before` (but one a node is sending now); says how many. */
  prune(before: number): Promise<number>;
}

export interface MetaTable {
  get(key: string): Promise<number | undefined>;
  set(key: string, value: number): Promise<void>;
}

/** Everything the core keeps. The memory store serves the mocks; SQLite serves the real server. */
export interface Store {
  projects: Table<Project>;
  visitors: VisitorTable;
  engineers: EngineerTable;
  productLines: Table<ProductLine>;
  sessions: SessionTable;
  messages: MessageTable;
  articles: Table<Article>;
  fastEntries: Table<FastEntry>;
  tickets: TicketTable;
  products: Table<Product>;
  /** What supervisors did with conversations (review.ts). */
  audit: AuditTable;
  /** Visitors' sign-ins by their tokens' digests (accounts.ts). */
  credentials: CredentialTable;
  /** One-time sign-in codes waiting to be used (one-time-codes.ts). */
  codes: Table<OneTimeCode>;
  /** Messages to people outside, until they are sent (outbox.ts). */
  outbox: OutboxTable;
  /** The centre's settings (the maintenance notice). */
  settings: Table<Setting>;
  /** Numbers the store keeps about itself (e.g. when the demo was seeded), by name. */
  meta: MetaTable;
  /** A counter that only grows, for message order. */
  nextSeq(): Promise<number>;
  /**
   * Runs `fn` as one unit of work: what it writes commits together, or nothing does when it
   * throws, and units do not see each other's uncommitted writes. `fn` is given the unit's own
   * store (a database connection's transaction); the core does all of one call's reading and
   * writing through it.
   */
  unit<R>(fn: (store: Store) => Promise<R>, options?: UnitOptions): Promise<R>;
}

export interface UnitOptions {
  /**
   * Units that name the same thing (e.g. 'queue': they all read and reorder the waiting line)
   * run one after another from the start, where a database would otherwise let them collide
   * and run again. A store whose units run one at a time anyway ignores it.
   */
  turns?: string;
}
