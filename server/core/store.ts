import type {
  Article,
  AuditEntry,
  Engineer,
  FastEntry,
  Product,
  ProductLine,
  Project,
  Session,
  StoredMessage,
  Ticket,
  Visitor,
} from './types';

/** One kind of row, keyed by a string id. Synchronous so SQLite (better-sqlite3) fits as well. */
export interface Table<T> {
  get(id: string): T | undefined;
  put(row: T): void;
  delete(id: string): void;
  all(): T[];
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
  query(query: MessageQuery): StoredMessage[];
  findByClientId(sessionId: string, clientMsgId: string): StoredMessage | undefined;
}

/** Everything the core keeps. The memory store serves the mocks; SQLite serves the real server. */
export interface Store {
  projects: Table<Project>;
  visitors: Table<Visitor> & { findByToken(token: string): Visitor | undefined };
  engineers: Table<Engineer> & {
    findByToken(token: string): Engineer | undefined;
    findByReviewToken(token: string): Engineer | undefined;
  };
  productLines: Table<ProductLine>;
  sessions: Table<Session>;
  messages: MessageTable;
  articles: Table<Article>;
  fastEntries: Table<FastEntry>;
  tickets: Table<Ticket>;
  products: Table<Product>;
  /** What supervisors did with conversations, oldest first by `at` (review.ts). */
  audit: Table<AuditEntry>;
  /** A counter that only grows, for message order. */
  nextSeq(): number;
}

function memoryTable<T>(key: (row: T) => string) {
  const rows = new Map<string, T>();
  return {
    rows,
    get: (id: string) => rows.get(id),
    put: (row: T) => void rows.set(key(row), row),
    delete: (id: string) => void rows.delete(id),
    all: () => [...rows.values()],
  };
}

/** `startSeq` continues the message order of a restored snapshot. */
export function createMemoryStore(startSeq = 0): Store {
  const visitors = memoryTable<Visitor>((v) => v.cubeUid);
  const engineers = memoryTable<Engineer>((e) => e.code);
  const messages = memoryTable<StoredMessage>((m) => m.id);
  let seq = startSeq;
  return {
    projects: memoryTable<Project>((p) => p.id),
    visitors: {
      ...visitors,
      findByToken: (token) => visitors.all().find((v) => v.token === token),
    },
    engineers: {
      ...engineers,
      findByToken: (token) => engineers.all().find((e) => e.token === token),
      findByReviewToken: (token) => engineers.all().find((e) => e.reviewToken === token),
    },
    productLines: memoryTable<ProductLine>((p) => p.id),
    sessions: memoryTable<Session>((s) => s.id),
    messages: {
      ...messages,
      query(q) {
        let rows = messages
          .all()
          .filter(
            (m) =>
              (q.sessionId === undefined || m.sessionId === q.sessionId) &&
              (q.cubeUid === undefined || m.cubeUid === q.cubeUid) &&
              (q.afterSeq === undefined || m.seq > q.afterSeq) &&
              (q.beforeSeq === undefined || m.seq < q.beforeSeq),
          );
        rows.sort((a, b) => a.seq - b.seq);
        if (q.limit !== undefined)
          rows = q.beforeSeq !== undefined ? rows.slice(-q.limit) : rows.slice(0, q.limit);
        return rows;
      },
      findByClientId: (sessionId, clientMsgId) =>
        messages.all().find((m) => m.sessionId === sessionId && m.clientMsgId === clientMsgId),
    },
    articles: memoryTable<Article>((a) => a.id),
    fastEntries: memoryTable<FastEntry>((f) => f.id),
    tickets: memoryTable<Ticket>((t) => t.ticketNo),
    products: memoryTable<Product>((p) => p.markId),
    audit: memoryTable<AuditEntry>((a) => a.id),
    nextSeq: () => ++seq,
  };
}
