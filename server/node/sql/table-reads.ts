import type {
  AuditEntry,
  Engineer,
  Session,
  SessionState,
  Ticket,
  Visitor,
  VisitorCredential,
} from '../../core';
import type { SessionFilter } from '../../core/store';
import { createdRange, SEARCH_ORDER, sessionSearchWhere } from './session-search';

/**
 * The named reads of store.ts (a session's visitor, a queue's order, an engineer's token...) as
 * SQL over the tables' columns, written once for SQLite and PostgreSQL (`?` placeholders, SQL
 * both read alike). A table answers in its store's way: `Many` and `One` are rows at once on
 * SQLite and promises of them on PostgreSQL, as outbox-sql.ts reads the outbox. `tie` is the
 * store's insertion-order column (rowid, ord), which breaks ties between rows of one millisecond.
 */
export interface SqlReads<Many, One = unknown, Count = unknown, Ids = unknown> {
  select(where: string, values?: unknown[], order?: string, limit?: number): Many;
  first(where: string, values?: unknown[], order?: string): One;
  page(where: string, values: unknown[], order: string, offset: number, limit: number): Many;
  count(where?: string, values?: unknown[]): Count;
  ids(where: string, values?: unknown[]): Ids;
}

type Rows<T, Many, One = unknown, Count = unknown, Ids = unknown> = SqlReads<
  Many,
  One,
  Count,
  Ids
> & {
  /** Only to tie the table to its row type. */
  get(id: string): unknown;
  put(row: T): unknown;
};

const newest = (tie: string) => `created_at DESC, ${tie}`;

export function visitorReads<M, O>(visitors: Rows<Visitor, M, O>) {
  return {
    findByExternalId: (projectId: string, externalId: string) =>
      visitors.first('project_id = ? AND external_id = ?', [projectId, externalId]),
    findByContact: (projectId: string, contact: string) =>
      visitors.first(
        `project_id = ? AND (phone = ? OR email = ?) AND anonymous = false
         AND external_id IS NULL`,
        [projectId, contact, contact],
      ),
  };
}

export function engineerReads<M, O>(engineers: Rows<Engineer, M, O>) {
  return {
    findByToken: (token: string) => engineers.first('token = ?', [token]),
    findByReviewToken: (token: string) => engineers.first('review_token = ?', [token]),
    findByAccount: (account: string) => engineers.first('account = ?', [account]),
  };
}

/** `some` turns the store's count into whether there is any (at once, or a promise of it). */
export function sessionReads<M, O, C, I, B>(
  sessions: Rows<Session, M, O, C, I>,
  tie: string,
  some: (count: C) => B,
) {
  return {
    openOf: (cubeUid: string) =>
      sessions.select("cube_uid = ? AND state <> 'closed'", [cubeUid], newest(tie)),
    latestOf: (cubeUid: string) => sessions.first('cube_uid = ?', [cubeUid], newest(tie)),
    historyOf: (cubeUid: string, offset: number, limit: number) =>
      sessions.page("cube_uid = ? AND state <> 'queueing'", [cubeUid], newest(tie), offset, limit),
    queued: (queueCode?: string) =>
      sessions.select(
        `state = 'queueing'${queueCode ? ' AND queue_code = ?' : ''}`,
        queueCode ? [queueCode] : [],
        `COALESCE(queue_seq, 0), COALESCE(queued_at, 0), ${tie}`,
      ),
    inState: (state: SessionState) => sessions.select('state = ?', [state]),
    ofEngineer: (code: string, state: SessionState) =>
      sessions.select('engineer_code = ? AND state = ?', [code, state]),
    served: (cubeUid: string, code: string) =>
      some(sessions.count('cube_uid = ? AND engineer_code = ?', [cubeUid, code])),
    idsOf: (account: string) =>
      sessions.ids('cube_uid = ? OR engineer_code = ?', [account, account]),
    transferredTo: (id: string) => sessions.select('transferred_to = ?', [id]),
    search(filter: SessionFilter) {
      const { where, values } = sessionSearchWhere(filter);
      return sessions.select(where, values, SEARCH_ORDER);
    },
  };
}

export function ticketReads<M, O, C>(tickets: Rows<Ticket, M, O, C>, tie: string) {
  return {
    ofVisitor: (cubeUid: string) => tickets.select('cube_uid = ?', [cubeUid], newest(tie)),
    createdBetween: (from?: number, to?: number) => {
      const range = createdRange(from, to);
      return tickets.select(range.where, range.values, `created_at, ${tie}`);
    },
    count: () => tickets.count(),
  };
}

export function auditReads<M, O, C>(audit: Rows<AuditEntry, M, O, C>, tie: string) {
  return {
    ofSession: (sessionId: string, action: AuditEntry['action']) =>
      audit.select('session_id = ? AND action = ?', [sessionId, action], `seq, ${tie}`),
    latest: (actorCode: string, sessionId: string, action: AuditEntry['action']) =>
      audit.first(
        'actor_code = ? AND session_id = ? AND action = ?',
        [actorCode, sessionId, action],
        'seq DESC',
      ),
    page: (offset: number, limit: number) =>
      audit.page('', [], `seq DESC, ${tie} DESC`, offset, limit),
    count: () => audit.count(),
  };
}

export function credentialReads<M>(credentials: Rows<VisitorCredential, M>, tie: string) {
  return {
    ofVisitor: (cubeUid: string) =>
      credentials.select('cube_uid = ?', [cubeUid], `issued_at, ${tie}`),
  };
}
