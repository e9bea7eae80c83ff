import type { CoreContext } from './context';
import { serviceMetrics, type ServiceMetrics } from './metrics';
import { hasKeyword, keywordOf, matchSessions, type ReviewFilter } from './review';
import { timeZoneOrDefault } from './transcript';
import type { Session, StoredMessage, Ticket } from './types';

/**
 * A session's first answer: kept on the session since #17 item 6; for older rows, the first
 * message the engineer wrote after accepting (the search has read the messages already).
 */
function withFirstResponse(session: Session, messages: StoredMessage[]): Session {
  if (session.firstResponseAt !== undefined || session.acceptedAt === undefined) return session;
  const first = messages.find(
    (m) =>
      m.clientType === 'engineer' &&
      m.fromAccount === session.engineerCode &&
      m.sentAt >= session.acceptedAt!,
  );
  return first ? { ...session, firstResponseAt: first.sentAt } : session;
}

/**
 * Leave-a-messages the same filter matches: made in the date range, left for the skill group,
 * with the keyword in their title or description. They have no engineer or session state, so a
 * filter on either leaves them out.
 */
async function matchTickets(ctx: CoreContext, filter: ReviewFilter): Promise<Ticket[]> {
  if (filter.engineer || filter.state) return [];
  const keyword = keywordOf(filter);
  const made = await ctx.store.tickets.createdBetween(filter.from, filter.to);
  return made.filter(
    (t) =>
      t.kind === 'message' &&
      (!filter.skill || t.queueCode === filter.skill) &&
      (!keyword || hasKeyword(`${t.title}\n${t.description ?? ''}`, keyword)),
  );
}

/** Service metrics (#17 item 6) of what review's filter matches, by day in `timeZone`. */
export async function reviewMetrics(
  ctx: CoreContext,
  filter: Omit<ReviewFilter, 'page' | 'size'>,
  timeZone: string | undefined,
): Promise<ServiceMetrics> {
  // Messages are read only for rows older than firstResponseAt that an engineer took.
  const older = (s: Session) => s.firstResponseAt === undefined && s.acceptedAt !== undefined;
  const sessions = (await matchSessions(ctx, filter, older)).map((m) =>
    withFirstResponse(m.session, m.messages ?? []),
  );
  return serviceMetrics(sessions, await matchTickets(ctx, filter), timeZoneOrDefault(timeZone));
}
