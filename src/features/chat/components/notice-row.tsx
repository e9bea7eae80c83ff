import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CallLine } from '@/components/call/call-line';
import { systemLine } from '@/components/message-list/system-line';
import { RatingStars } from '@/components/rating-stars';
import { CALL_NOTICE, type ChatMessage } from '@/lib/contract';
import { cleanName } from '@/lib/contract/clean-name';
import { Dot } from '@/components/separator';

const Notice = styled.p`
  ${systemLine}
  text-align: center;
`;

/** A supervisor's word to the engineer only (review spy-on): set apart from the visitor's lines. */
const Whisper = styled(Notice)`
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
`;

const Comment = styled.q`
  display: block;
  /* The visitor's words: direction overrides inside cannot reorder the rest of the line. */
  unicode-bidi: isolate;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

/** What a rating notice carries (#17 item 1); from the network, so every part is checked. */
function readRating(
  value: unknown,
): { score: number; tags: string[]; comment?: string } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { score, tags, comment } = value as Record<string, unknown>;
  if (typeof score !== 'number' || score < 1 || score > 5) return undefined;
  return {
    score: Math.round(score),
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [],
    comment: typeof comment === 'string' && comment ? comment : undefined,
  };
}

/**
 * The visitor's rating as a line both sides see. Tag names come with the screens that rate or
 * read ratings (their texts load with them); where they are not loaded the line shows the score.
 */
function RatedNotice({ rating: raw }: { rating: unknown }) {
  const { t, i18n } = useTranslation();
  const rating = readRating(raw);
  if (!rating) return <Notice>{t('chat.notice.Rated', { score: '?' })}</Notice>;
  const tags = rating.tags
    .map((tag) => `rating.tags.${tag}`)
    .filter((key) => i18n.exists(key))
    .map((key) => t(key as 'rating.tags.solved'));
  return (
    <Notice>
      {t('chat.notice.Rated', { score: rating.score })} <RatingStars score={rating.score} />
      {tags.map((tag) => (
        <span key={tag}>
          <Dot /> {tag}
        </span>
      ))}
      {rating.comment && <Comment>{rating.comment}</Comment>}
    </Notice>
  );
}

export interface NoticeRowProps {
  message: ChatMessage;
  /**
   * Who reads the conversation: a call's line is worded for its caller or callee. Undefined
   * for a third party (review), who reads who called.
   */
  viewer?: 'user' | 'engineer';
}

/** A system line in the conversation: an engineer joined, the session ended, a call. */
export function NoticeRow({ message, viewer }: NoticeRowProps) {
  const { t } = useTranslation();
  const type = message.notice?.type;
  if (type === CALL_NOTICE) return <CallLine record={message.notice?.data.call} viewer={viewer} />;
  // A name with direction overrides would reorder the rest of the line.
  const name = cleanName(String(message.notice?.data.engineer_name ?? message.authorName));
  if (type === 'CreateSession') return <Notice>{t('chat.notice.CreateSession', { name })}</Notice>;
  if (type === 'Timeout') return <Notice>{t('chat.notice.Timeout')}</Notice>;
  if (type === 'RatingRequest') return <Notice>{t('chat.notice.RatingRequest')}</Notice>;
  if (type === 'Rated') return <RatedNotice rating={message.notice?.data.rating} />;
  if (type === 'Whisper')
    return (
      <Whisper>
        {t('chat.notice.Whisper', { name, text: String(message.notice?.data.text ?? '') })}
      </Whisper>
    );
  return <Notice>{t('chat.notice.SessionClosed')}</Notice>;
}
