import * as z from 'zod/mini';

/**
 * Not shown in SPEC (its `evaluation` flag, #17 item 1): how a visitor rates a conversation with
 * an engineer. One rating per conversation, given after it ends or when the engineer asks.
 */
export const RATING_SCORES = [1, 2, 3, 4, 5] as const;
export type RatingScore = (typeof RATING_SCORES)[number];

/** What the visitor may tick beside the score; the first four praise, the rest complain. */
export const RATING_TAGS = [
  'solved',
  'fast',
  'friendly',
  'professional',
  'not_solved',
  'slow',
  'unclear',
] as const;
export type RatingTag = (typeof RATING_TAGS)[number];
/** The tags offered with a score: praise from 4 stars up, complaints below. */
export const ratingTagsFor = (score: number): readonly RatingTag[] =>
  score >= 4 ? RATING_TAGS.slice(0, 4) : RATING_TAGS.slice(4);

/** The longest comment, in characters. */
export const RATING_COMMENT_MAX = 500;

export const ratingScore = z.int().check(z.gte(1), z.lte(5));

/** A visitor's rating as it is sent and as every side reads it back. */
export const ratingBody = z.object({
  score: ratingScore,
  tags: z.array(z.enum(RATING_TAGS)).check(z.maxLength(RATING_TAGS.length)),
  comment: z.optional(z.string().check(z.maxLength(RATING_COMMENT_MAX))),
});
export type RatingBody = z.infer<typeof ratingBody>;

/** A stored rating: the body and when it was given (ISO 8601 on the wire). */
export const sessionRating = z.looseObject({
  score: z.number(),
  tags: z.array(z.string()),
  comment: z.optional(z.string()),
  rated_at: z.string(),
});
export type SessionRatingView = z.infer<typeof sessionRating>;
