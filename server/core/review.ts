import { tokenDigest } from './tokens';
import { REVIEW_PAGE_SIZE, REVIEW_TRANSCRIPT_SIZE, WHISPER_MAX } from '@/lib/contract';
import { isSupervisor, visitorOfToken } from './accounts';
import type { CoreContext } from './context';
import { badRequest, notFound, refused, unauthorized } from './errors';
import { DEFAULT_LOCALE, localize, type Locale } from './locale';
import { audit, recordView, whispersOf } from './audit';
import type {
  Engineer,
  ProductLine,
  Session,
  SessionState,
  StoredMessage,
  Visitor,
  Whisper,
} from './types';

/** Message review (/review): search sessions, read transcripts, whisper into live ones. */

export interface ReviewFilter {
  /** Epoch ms; sessions started at or after. */
  from?: number;
  /** Epoch ms; sessions started before. */
  to?: number;
  engineer?: string;
  skill?: string;
  keyword?: string;
  state?: SessionState;
  page?: number;
  size?: number;
}

/**
 * Only supervisors review, with the token of their review sign-in: none or an unknown one is
 * 401; a visitor's, a console's (even a supervisor's) or a former supervisor's token is 403.
 */
export async function reviewerByToken(
  ctx: CoreContext,
  token: string | undefined,
): Promise<Engineer> {
  const digest = token ? tokenDigest(token) : undefined;
  const reviewer = digest ? await ctx.store.engineers.findByReviewToken(digest) : undefined;
  if (reviewer && isSupervisor(reviewer)) return reviewer;
  if (reviewer || (digest && (await ctx.store.engineers.findByToken(digest))))
    throw refused(403, '无权审阅会话', { code: 'review_forbidden' });
  if (token && (await visitorOfToken(ctx, token)))
    throw refused(403, '无权审阅会话', { code: 'review_forbidden' });
  throw unauthorized();
}

/** Case- and width-insensitive, so 'ＷｉＦｉ' finds 'wifi'. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase();
const spoken = (rows: StoredMessage[]) => rows.filter((m) => m.kind !== 'Notice');

/** A conversation as the review list shows it. */
export interface ReviewRow {
  session: Session;
  visitor?: Visitor;
  engineer?: Engineer;
  /** Messages people wrote (notices aside). */
  messageCount: number;
  last?: StoredMessage;
  /** With a keyword: the words that matched it (null for a file without a name). */
  match?: string | null;
}

async function sessionRow(
  ctx: CoreContext,
  session: Session,
  messages: StoredMessage[],
  match?: string | null,
): Promise<ReviewRow> {
  const said = spoken(messages);
  return {
    session,
    visitor: await ctx.store.visitors.get(session.cubeUid),
    engineer: session.engineerCode
      ? await ctx.store.engineers.get(session.engineerCode)
      : undefined,
    messageCount: said.length,
    last: said.at(-1),
    ...(match !== undefined && { match }),
  };
}

/** Whether a keyword (folded) is in text, as the search matches it. */
export const hasKeyword = (text: string, keyword: string) => fold(text).includes(keyword);
/** The filter's keyword folded for `hasKeyword`; undefined when there is none. */
export const keywordOf = (filter: Pick<ReviewFilter, 'keyword'>) =>
  filter.keyword?.trim() ? fold(filter.keyword.trim()) : undefined;

/**
 * The sessions a filter matches, newest first: cheap filters first, then the keyword over each
 * remaining session's messages. Without a keyword, messages are read only for the sessions
 * `messagesFor` names (nothing reads every message of every session to list them). Search and
 * service metrics share it.
 */
export async function matchSessions(
  ctx: CoreContext,
  filter: ReviewFilter,
  messagesFor: (session: Session) => boolean = () => false,
) {
  if (filter.from !== undefined && filter.to !== undefined && filter.from > filter.to)
    throw badRequest('开始日期不能晚于结束日期', { code: 'date_range' });
  const keyword = keywordOf(filter);
  const candidates = await ctx.store.sessions.search({
    from: filter.from,
    to: filter.to,
    engineerCode: filter.engineer || undefined,
    queueCode: filter.skill || undefined,
    state: filter.state || undefined,
  });
  const matches: { session: Session; messages?: StoredMessage[]; match?: string | null }[] = [];
  for (const session of candidates) {
    if (!keyword) {
      const messages = messagesFor(session)
        ? await ctx.store.messages.query({ sessionId: session.id })
        : undefined;
      matches.push({ session, messages });
      continue;
    }
    const messages = await ctx.store.messages.query({ sessionId: session.id });
    const hit = spoken(messages).find((m) => hasKeyword(m.text ?? m.fileName ?? '', keyword));
    if (hit) matches.push({ session, messages, match: hit.text ?? hit.fileName ?? null });
  }
  return matches;
}

/** Newest first, a page at a time. */
export async function searchSessions(ctx: CoreContext, filter: ReviewFilter) {
  const matches = await matchSessions(ctx, filter);
  const page = Math.max(1, filter.page ?? 1);
  const size = Math.min(Math.max(1, filter.size ?? REVIEW_PAGE_SIZE.default), REVIEW_PAGE_SIZE.max);
  return {
    rows: await Promise.all(
      matches
        .slice((page - 1) * size, page * size)
        .map(async (m) =>
          sessionRow(
            ctx,
            m.session,
            m.messages ?? (await ctx.store.messages.query({ sessionId: m.session.id })),
            m.match,
          ),
        ),
    ),
    total: matches.length,
    page,
    size,
  };
}

/** Who and what the review can be filtered by. */
export async function reviewFilters(
  ctx: CoreContext,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ engineers: Engineer[]; skills: ProductLine[] }> {
  return {
    engineers: (await ctx.store.engineers.all()).sort((a, b) => a.code.localeCompare(b.code)),
    skills: (await ctx.store.productLines.all()).map((line) => localize(line, locale)),
  };
}

export async function transcript(
  ctx: CoreContext,
  sessionId: string,
  opts: { after?: string; before?: string; size?: number; reviewer?: Engineer } = {},
) {
  const session = await ctx.store.sessions.get(sessionId);
  if (!session) throw notFound('session');
  // Opening it is logged; the live view's polling (`after`) and paging back are the same look.
  if (opts.reviewer && opts.after === undefined && opts.before === undefined)
    await recordView(ctx, opts.reviewer, session);
  const all = await ctx.store.messages.query({ sessionId });
  const seqOf = async (id?: string) => (id ? (await ctx.store.messages.get(id))?.seq : undefined);
  const after = await seqOf(opts.after);
  const before = await seqOf(opts.before);
  const size = Math.min(opts.size ?? REVIEW_TRANSCRIPT_SIZE.default, REVIEW_TRANSCRIPT_SIZE.max);
  // `after` (live polling) reads forwards; otherwise the newest page before `before`, if any.
  const pool =
    after !== undefined
      ? all.filter((m) => m.seq > after)
      : all.filter((m) => before === undefined || m.seq < before);
  const page = after !== undefined ? pool.slice(0, size) : pool.slice(-size);
  return {
    row: await sessionRow(ctx, session, all),
    messages: page,
    hasMore: pool.length > size,
    whispers: await whispersOf(ctx, sessionId),
  };
}

/**
 * SPEC §7 spy-on: a supervisor's note to the engineer of a live session. It goes to the engineer
 * alone, as a notification; the visitor never receives, stores or resumes it.
 */
export async function whisper(
  ctx: CoreContext,
  supervisor: Engineer,
  note: { text: string; to: string; sessionId: string },
): Promise<Whisper> {
  const text = note.text.trim();
  if (!text) throw badRequest('请输入内容', { code: 'content_required' });
  if (text.length > WHISPER_MAX)
    throw badRequest(`内容不能超过 ${WHISPER_MAX} 字`, {
      code: 'text_too_long',
      values: { max: WHISPER_MAX },
    });
  const session = await ctx.store.sessions.get(note.sessionId);
  if (!session) throw notFound('session');
  if (session.state !== 'active')
    throw refused(409, '会话未在进行中', { code: 'session_not_active' });
  if (session.engineerCode !== note.to)
    throw refused(409, '该工程师不在此会话中', { code: 'engineer_not_in_session' });
  const logged = await audit(ctx, supervisor, 'whisper', session.id, { to: note.to, text });
  const entry: Whisper = {
    id: logged.id,
    sessionId: session.id,
    fromCode: supervisor.code,
    fromName: supervisor.name,
    to: note.to,
    text,
    sentAt: logged.at,
  };
  ctx.bus.publish(note.to, {
    type: 'whisper',
    whisper: entry,
    supervisorAvatar: supervisor.avatar,
  });
  return entry;
}
