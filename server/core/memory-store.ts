import type {
  AuditEntry,
  Engineer,
  Product,
  ProductLine,
  Project,
  Session,
  StoredMessage,
  Ticket,
  Visitor,
  Article,
  FastEntry,
  OneTimeCode,
  OutboxItem,
  Setting,
  VisitorCredential,
} from './types';
import type { AuditTable, OutboxTable, SessionTable } from './store';
import { visitorRow } from './tokens';
import { asyncStore, type SyncOf, type SyncStore } from './async-store';

/**
 * The Store in memory: the reference the core is written against (the mocks, the tests). Its
 * queries filter and sort whole tables; a database answers the same from indexes, and the
 * conformance suites (server/testing/store-*conformance.ts) hold both to the same rows and order.
 */
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

/** Array.prototype.sort is stable: rows that compare equal keep their insertion order. */
const newestFirst = (a: { createdAt: number }, b: { createdAt: number }) =>
  b.createdAt - a.createdAt;

/** The queue's order: its ticket number (queueSeq), then the time of queueing. */
const servingOrder = (a: Session, b: Session) =>
  (a.queueSeq ?? 0) - (b.queueSeq ?? 0) || (a.queuedAt ?? 0) - (b.queuedAt ?? 0);

function memorySessions(): SyncOf<SessionTable> {
  const table = memoryTable<Session>((s) => s.id);
  const where = (test: (s: Session) => boolean) => table.all().filter(test);
  const ofVisitor = (cubeUid: string) => where((s) => s.cubeUid === cubeUid).sort(newestFirst);
  return {
    ...table,
    openOf: (cubeUid) => ofVisitor(cubeUid).filter((s) => s.state !== 'closed'),
    latestOf: (cubeUid) => ofVisitor(cubeUid)[0],
    historyOf: (cubeUid, offset, limit) =>
      ofVisitor(cubeUid)
        .filter((s) => s.state !== 'queueing')
        .slice(offset, offset + limit),
    queued: (queueCode) =>
      where((s) => s.state === 'queueing' && (!queueCode || s.queueCode === queueCode)).sort(
        servingOrder,
      ),
    inState: (state) => where((s) => s.state === state),
    ofEngineer: (code, state) => where((s) => s.engineerCode === code && s.state === state),
    served: (cubeUid, code) =>
      table.all().some((s) => s.cubeUid === cubeUid && s.engineerCode === code),
    idsOf: (account) =>
      where((s) => s.cubeUid === account || s.engineerCode === account).map((s) => s.id),
    transferredTo: (id) => where((s) => s.transferredTo === id),
    search: (f) =>
      where(
        (s) =>
          (f.from === undefined || s.createdAt >= f.from) &&
          (f.to === undefined || s.createdAt < f.to) &&
          (!f.engineerCode || s.engineerCode === f.engineerCode) &&
          (!f.queueCode || s.queueCode === f.queueCode) &&
          (!f.state || s.state === f.state),
      ).sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)),
  };
}

function memoryOutbox(): SyncOf<OutboxTable> {
  const table = memoryTable<OutboxItem>((item) => item.id);
  const byAt = (a: OutboxItem, b: OutboxItem) => a.at - b.at;
  return {
    ...table,
    due: (now, channels, limit) =>
      table
        .all()
        .filter(
          (item) =>
            (item.state === 'queued' || item.state === 'sending') &&
            item.dueAt <= now &&
            channels.includes(item.channel),
        )
        .sort((a, b) => a.dueAt - b.dueAt || byAt(a, b))
        .slice(0, limit),
    ofVisitor: (cubeUid, since) =>
      table
        .all()
        .filter((item) => item.cubeUid === cubeUid && item.at >= since)
        .sort(byAt),
    ofChannel: (channel) =>
      table
        .all()
        .filter((item) => item.channel === channel)
        .sort(byAt),
    prune: (before) => {
      const gone = table.all().filter((item) => item.at < before && item.state !== 'sending');
      for (const item of gone) table.delete(item.id);
      return gone.length;
    },
  };
}

function memoryAudit(): SyncOf<AuditTable> {
  const table = memoryTable<AuditEntry>((a) => a.id);
  const bySeqDesc = () => table.all().sort((a, b) => b.seq - a.seq);
  return {
    ...table,
    ofSession: (sessionId, action) =>
      table
        .all()
        .filter((e) => e.sessionId === sessionId && e.action === action)
        .sort((a, b) => a.seq - b.seq),
    latest: (actorCode, sessionId, action) =>
      bySeqDesc().find(
        (e) => e.actorCode === actorCode && e.sessionId === sessionId && e.action === action,
      ),
    page: (offset, limit) => bySeqDesc().slice(offset, offset + limit),
    count: () => table.rows.size,
  };
}

/** `startSeq` continues the message order of a restored snapshot. */
export function createMemoryStore(startSeq = 0) {
  return asyncStore(syncMemoryStore(startSeq));
}

/** The same rows answering at once, for a host that must read them synchronously (a page unloading). */
export function syncMemoryStore(startSeq = 0): SyncStore {
  const visitors = memoryTable<Visitor>((v) => v.cubeUid);
  const engineers = memoryTable<Engineer>((e) => e.code);
  const messages = memoryTable<StoredMessage>((m) => m.id);
  const tickets = memoryTable<Ticket>((t) => t.ticketNo);
  let seq = startSeq;
  return {
    projects: memoryTable<Project>((p) => p.id),
    visitors: {
      ...visitors,
      put: (row: Visitor) => visitors.put(visitorRow(row)),
      findByExternalId: (projectId, externalId) =>
        visitors.all().find((v) => v.projectId === projectId && v.externalId === externalId),
      findByContact: (projectId, contact) =>
        visitors
          .all()
          .find(
            (v) =>
              !v.anonymous &&
              v.externalId === undefined &&
              v.projectId === projectId &&
              (v.phone === contact || v.email === contact),
          ),
    },
    engineers: {
      ...engineers,
      findByToken: (token) => engineers.all().find((e) => e.token === token),
      findByReviewToken: (token) => engineers.all().find((e) => e.reviewToken === token),
      findByAccount: (account) => engineers.all().find((e) => e.account === account),
    },
    productLines: memoryTable<ProductLine>((p) => p.id),
    sessions: memorySessions(),
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
    tickets: {
      ...tickets,
      ofVisitor: (cubeUid) =>
        tickets
          .all()
          .filter((t) => t.cubeUid === cubeUid)
          .sort(newestFirst),
      createdBetween: (from, to) =>
        tickets
          .all()
          .filter(
            (t) =>
              (from === undefined || t.createdAt >= from) && (to === undefined || t.createdAt < to),
          )
          .sort((a, b) => a.createdAt - b.createdAt),
      count: () => tickets.rows.size,
    },
    products: memoryTable<Product>((p) => p.markId),
    audit: memoryAudit(),
    credentials: (() => {
      const table = memoryTable<VisitorCredential>((c) => c.id);
      return {
        ...table,
        ofVisitor: (cubeUid: string) =>
          table
            .all()
            .filter((c) => c.cubeUid === cubeUid)
            .sort((a, b) => a.issuedAt - b.issuedAt),
      };
    })(),
    codes: memoryTable<OneTimeCode>((c) => c.id),
    outbox: memoryOutbox(),
    settings: memoryTable<Setting>((setting) => setting.id),
    meta: (() => {
      const values = new Map<string, number>();
      return {
        get: (key: string) => values.get(key),
        set: (key: string, value: number) => void values.set(key, value),
      };
    })(),
    nextSeq: () => ++seq,
  };
}
