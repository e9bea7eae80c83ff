import { forwardRef, Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { IconButton } from '@/components/icon-button';
import { ChevronLeftIcon } from '@/components/icons';
import { RatingStars } from '@/components/rating-stars';
import { Dot } from '@/components/separator';
import { ratingLabel } from '@/features/chat';
import type { ReviewedSession, SessionRatingView } from '@/lib/contract';
import { formatDate } from '@/lib/format';
import { LIVE_POLL_MS } from '../model/transcript';
import { Muted, StatePill } from './review.styles';

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Titles = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  flex: 1;
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
    &:focus {
      outline: none;
    }
  }
`;

const pulse = keyframes`50% { opacity: 0.3; }`;
const LiveDot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentColor;
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface TranscriptHeaderProps {
  session: ReviewedSession;
  skills: ReadonlyMap<string, string>;
  /** Phone: a way back to the list. */
  onBack?: () => void;
  liveError: boolean;
  /** What can be done with the conversation (save it as a file). */
  actions?: ReactNode;
}

/** The visitor's rating of the conversation (#17 item 1): stars, tags and comment, as text. */
function TranscriptRating({ rating }: { rating: SessionRatingView }) {
  const { t, i18n } = useTranslation();
  const tags = rating.tags
    .map((tag) => `rating.tags.${tag}`)
    .filter((key) => i18n.exists(key))
    .map((key) => t(key as 'rating.tags.solved'));
  return (
    <Muted>
      {t('rating.column')} <RatingStars score={rating.score} label={ratingLabel(t, rating.score)} />
      {tags.map((tag) => (
        <Fragment key={tag}>
          {' '}
          <Dot /> {tag}
        </Fragment>
      ))}
      {rating.comment && (
        <>
          {' '}
          <Dot />{' '}
          <q data-user-content="" style={{ unicodeBidi: 'isolate' }}>
            {rating.comment}
          </q>
        </>
      )}
    </Muted>
  );
}

/** Who talked, when, and whether the session is live; the heading takes focus on phones. */
export const TranscriptHeader = forwardRef<HTMLHeadingElement, TranscriptHeaderProps>(
  function TranscriptHeader({ session, skills, onBack, liveError, actions }, ref) {
    const { t } = useTranslation();
    const live = session.state !== 'closed';
    const skill = session.queueCode
      ? (skills.get(session.queueCode) ?? session.queueCode)
      : undefined;
    return (
      <Header>
        {onBack && (
          <IconButton
            label={t('review.transcript.back')}
            icon={<ChevronLeftIcon />}
            onClick={onBack}
          />
        )}
        <Titles>
          <h2 ref={ref} tabIndex={-1}>
            <span translate="no">{session.visitor.name}</span>
            <StatePill $state={session.state}>
              {live && session.state === 'active' && <LiveDot aria-hidden="true" />}
              {t(`review.states.${session.state}`)}
            </StatePill>
          </h2>
          <Muted>
            {session.engineer ? (
              <span translate="no">{session.engineer.name}</span>
            ) : (
              t('review.results.robotOnly')
            )}
            {skill && (
              <>
                {' '}
                <Dot /> {skill}
              </>
            )}{' '}
            <Dot /> {t('review.results.messages', { count: session.messageCount })}
          </Muted>
          {session.rating && <TranscriptRating rating={session.rating} />}
          <Muted>
            {t('review.transcript.started', { time: formatDate(Date.parse(session.startedAt)) })}
            {session.endedAt && (
              <>
                {' '}
                <Dot />{' '}
                {t('review.transcript.ended', { time: formatDate(Date.parse(session.endedAt)) })}
              </>
            )}
          </Muted>
          {live && (
            <Muted role="status">
              {liveError
                ? t('review.transcript.liveError')
                : `${t('review.transcript.live')} · ${t('review.transcript.liveHint', { seconds: LIVE_POLL_MS / 1000 })}`}
            </Muted>
          )}
        </Titles>
        {actions}
      </Header>
    );
  },
);
