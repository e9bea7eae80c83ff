import { RATING_COMMENT_MAX, RATING_TAGS, type RatingTag } from '@/lib/contract';
import type { CoreContext } from './context';
import { badRequest, notFound, refused } from './errors';
import { ownSession } from './console';
import { appendNotice } from './messages';
import type { Engineer, Session, SessionRating, Visitor } from './types';

/**
 * Ratings (#17 item 1; SPEC's `evaluation` flag). A visitor rates a conversation an engineer
 * served once: after it ended (either side, or timed out), or while it goes on when the engineer
 * asked (the console's custom push). Both sides see the rating as a line of the conversation,
 * which transcripts and review show too.
 */

/** What a visitor sends: a score, tags and a comment (the edge has checked their shapes). */
export interface RatingInput {
  score: number;
  tags: readonly string[];
  comment?: string;
}

/** A conversation a visitor may rate: an engineer served it, and it ended or they were asked. */
export const rateable = (session: Session): boolean =>
  !!session.engineerCode &&
  session.acceptedAt !== undefined &&
  !session.rating &&
  (session.state === 'closed' || session.ratingRequestedAt !== undefined);

/** The rating as stored: known tags once each, in the catalogue's order; a comment trimmed. */
export function normaliseRating(body: RatingInput, at: number): SessionRating {
  if (!Number.isInteger(body.score) || body.score < 1 || body.score > 5)
    throw badRequest('评分须为 1 到 5', { code: 'invalid_request' });
  // A set: each known tag once, in the catalogue's order; a tag nobody offers is refused.
  if (!body.tags.every((tag) => (RATING_TAGS as readonly string[]).includes(tag)))
    throw badRequest('评价标签无效', { code: 'invalid_request' });
  const tags = RATING_TAGS.filter((tag): tag is RatingTag => body.tags.includes(tag));
  const comment = body.comment?.trim();
  if (comment && comment.length > RATING_COMMENT_MAX)
    throw badRequest(`评价不能超过 ${RATING_COMMENT_MAX} 字`, {
      code: 'text_too_long',
      values: { max: RATING_COMMENT_MAX },
    });
  return {
    score: body.score as SessionRating['score'],
    tags,
    ...(comment ? { comment } : {}),
    at,
  };
}

/** The visitor rates one of their conversations; 409 when it is rated already or not yet open. */
export async function rateSession(
  ctx: CoreContext,
  visitor: Visitor,
  sessionId: string,
  body: RatingInput,
): Promise<SessionRating> {
  const session = await ctx.store.sessions.get(sessionId);
  if (!session || session.cubeUid !== visitor.cubeUid) throw notFound('session');
  if (session.rating) throw refused(409, '该会话已评价', { code: 'already_rated' });
  if (!rateable(session)) throw refused(409, '该会话暂不能评价', { code: 'not_rateable' });
  const rating = normaliseRating(body, ctx.clock.now());
  const rated: Session = { ...session, rating };
  await ctx.store.sessions.put(rated);
  await appendNotice(ctx, rated, 'Rated', {
    rating: { score: rating.score, tags: rating.tags, comment: rating.comment },
  });
  return rating;
}

/**
 * The engineer asks the visitor to rate the conversation they serve (custom push): once per
 * conversation, and not after it was rated. The visitor hears it as a notice and is asked.
 */
export async function requestRating(
  ctx: CoreContext,
  engineer: Engineer,
  sessionId: string,
): Promise<Session> {
  const session = await ownSession(ctx, engineer, sessionId);
  if (session.rating) throw refused(409, '该会话已评价', { code: 'already_rated' });
  if (session.state !== 'active')
    throw refused(409, '会话未在进行中', { code: 'session_not_active' });
  if (session.ratingRequestedAt !== undefined)
    throw refused(409, '已邀请访客评价', { code: 'rating_requested' });
  const asked: Session = { ...session, ratingRequestedAt: ctx.clock.now() };
  await ctx.store.sessions.put(asked);
  await appendNotice(ctx, asked, 'RatingRequest', {});
  return asked;
}
