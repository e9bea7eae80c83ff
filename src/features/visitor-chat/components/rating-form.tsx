import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { StarIcon } from '@/components/icons';
import { VisuallyHidden } from '@/components/visually-hidden';
import { describeFailure, isApiError, type ApiClient } from '@/lib/api-client';
import {
  RATING_COMMENT_MAX,
  RATING_SCORES,
  ratingTagsFor,
  type RatingTag,
  type SessionRatingView,
} from '@/lib/contract';
import { registerTexts } from '@/lib/i18n';
import { ratingEn, ratingZh } from '@/lib/i18n/locales/features/rating';
import {
  Actions,
  Comment,
  Form,
  Problem,
  ScoreLabel,
  Star,
  Stars,
  Tag,
  Tags,
} from './rating-form.styles';
import { useVisitorWrites } from '../api/writes';

// The texts come with the first rating the visitor is asked for, not with the chat.
registerTexts('rating', { 'zh-CN': ratingZh, en: ratingEn });

export interface RatingFormProps {
  api: ApiClient;
  sessionId: string;
  /** The rating was stored. */
  onRated: (rating: SessionRatingView) => void;
  /** Shown when the visitor may put it off (the card after a conversation). */
  onSkip?: () => void;
  /** The server says this conversation takes no rating (any more), in these words. */
  onClosed?: (text: string) => void;
}

/**
 * #17 item 1: 1-5 stars with their words, the tags that fit the score, an optional comment. The
 * stars are a native radio group (arrow keys move, the words are the labels); tags are checkboxes.
 * The server checks all of it again and refuses a second rating.
 */
export function RatingForm({ api, sessionId, onRated, onSkip, onClosed }: RatingFormProps) {
  const { t } = useTranslation();
  const writes = useVisitorWrites(api);
  const id = useId();
  const [score, setScore] = useState<number>();
  const [hover, setHover] = useState<number>();
  const [tags, setTags] = useState<RatingTag[]>([]);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const shown = hover ?? score;
  const offered = score ? ratingTagsFor(score) : [];

  const choose = (next: number) => {
    setScore(next);
    // Praise and complaints do not mix: a tag that no longer fits the score goes.
    setTags((current) => current.filter((tag) => ratingTagsFor(next).includes(tag)));
    setProblem(undefined);
  };
  const toggle = (tag: RatingTag, on: boolean) =>
    setTags((current) => (on ? [...current, tag] : current.filter((x) => x !== tag)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!score) return setProblem(t('rating.chooseScore'));
    if (comment.trim().length > RATING_COMMENT_MAX)
      return setProblem(t('rating.commentTooLong', { max: RATING_COMMENT_MAX }));
    setSending(true);
    setProblem(undefined);
    try {
      const text = comment.trim();
      const { rating } = await writes.rate({
        sessionId,
        score,
        tags,
        ...(text && { comment: text }),
      });
      onRated(rating);
    } catch (error) {
      const text = describeFailure(error, t as never);
      setProblem(text);
      // Rated already (another tab or device) or not open to a rating: asking again is pointless.
      const code = isApiError(error) ? error.reason?.code : undefined;
      if (code === 'already_rated' || code === 'not_rateable') onClosed?.(text);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-describedby={`${id}-problem`}>
      <fieldset>
        <legend>{t('rating.scoreLegend')}</legend>
        <Stars onPointerLeave={() => setHover(undefined)}>
          {RATING_SCORES.map((n) => (
            <Star
              key={n}
              $on={shown !== undefined && n <= shown}
              onPointerEnter={() => setHover(n)}
            >
              <input
                type="radio"
                name={`${id}-score`}
                value={n}
                checked={score === n}
                onChange={() => choose(n)}
              />
              <StarIcon size={30} />
              <VisuallyHidden>{t(`rating.scores.s${n}`)}</VisuallyHidden>
            </Star>
          ))}
          {shown !== undefined && (
            <ScoreLabel aria-hidden="true">{t(`rating.scores.s${shown as 1}`)}</ScoreLabel>
          )}
        </Stars>
      </fieldset>
      {score !== undefined && (
        <>
          <fieldset>
            <legend>{t(score >= 4 ? 'rating.tagsLegend' : 'rating.tagsLegendLow')}</legend>
            <Tags>
              {offered.map((tag) => (
                <Tag key={tag}>
                  <input
                    type="checkbox"
                    checked={tags.includes(tag)}
                    onChange={(e) => toggle(tag, e.target.checked)}
                  />
                  {t(`rating.tags.${tag}`)}
                </Tag>
              ))}
            </Tags>
          </fieldset>
          <Comment>
            <label htmlFor={`${id}-comment`}>{t('rating.comment')}</label>
            <textarea
              id={`${id}-comment`}
              value={comment}
              maxLength={RATING_COMMENT_MAX}
              aria-describedby={`${id}-count`}
              onChange={(e) => setComment(e.target.value)}
            />
            <small id={`${id}-count`}>
              {t('rating.commentCount', { count: comment.length, max: RATING_COMMENT_MAX })}
            </small>
          </Comment>
        </>
      )}
      <div id={`${id}-problem`} aria-live="polite">
        {problem && <Problem>{problem}</Problem>}
      </div>
      <Actions>
        {onSkip && (
          <Button variant="ghost" onClick={onSkip} disabled={sending}>
            {t('rating.skip')}
          </Button>
        )}
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending ? t('rating.submitting') : t('rating.submit')}
        </Button>
      </Actions>
    </Form>
  );
}
