import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '@/components/avatar';
import { RatingStars } from '@/components/rating-stars';
import { Dot } from '@/components/separator';
import { ratingLabel } from '@/features/chat';
import type { ReviewedSession } from '@/lib/contract';
import { formatDuration, formatLocalDate } from '@/lib/format';
import { Muted, StatePill } from './review.styles';
import { Highlight } from './highlight';

const RowLink = styled(Link)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: inherit;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.background};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Lines = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

const Top = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  strong {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Clip = styled(Muted)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const dateTime = (iso: string, language: string) => formatLocalDate(iso, language, 'dayTime');

export interface SessionRowProps {
  row: ReviewedSession;
  href: string;
  current: boolean;
  /** Skill group names by queue code. */
  skills: ReadonlyMap<string, string>;
  keyword?: string;
}

/** One session in the results: who, with whom, when, how long, how much, and what was said. */
export const SessionRow = memo(function SessionRow({
  row,
  href,
  current,
  skills,
  keyword,
}: SessionRowProps) {
  const { t, i18n } = useTranslation();
  const engineer =
    row.engineer?.name ??
    (row.state === 'robot' || row.state === 'closed'
      ? t('review.results.robotOnly')
      : t('review.results.unassigned'));
  const skill = row.queueCode ? (skills.get(row.queueCode) ?? row.queueCode) : undefined;
  const seconds = row.endedAt
    ? (Date.parse(row.endedAt) - Date.parse(row.startedAt)) / 1000
    : undefined;
  const last = row.lastMessage;
  const lastText = last
    ? `${t(`review.results.kinds.${last.kind as 'Text'}`, { defaultValue: '' })} ${last.summary}`.trim()
    : undefined;
  return (
    <RowLink to={href} aria-current={current ? 'page' : undefined}>
      <Avatar name={row.visitor.name} src={row.visitor.avatar} size="md" />
      <Lines>
        <Top>
          <strong translate="no">{row.visitor.name}</strong>
          <StatePill $state={row.state}>{t(`review.states.${row.state}`)}</StatePill>
        </Top>
        <Muted>
          <span translate={row.engineer ? 'no' : undefined}>{engineer}</span>
          {skill && (
            <>
              {' '}
              <Dot /> {skill}
            </>
          )}
        </Muted>
        <Muted>
          <time dateTime={row.startedAt}>{dateTime(row.startedAt, i18n.language)}</time>
          {seconds !== undefined && (
            <>
              {' '}
              <Dot /> {t('review.transcript.duration', { value: formatDuration(seconds) })}
            </>
          )}{' '}
          <Dot /> {t('review.results.messages', { count: row.messageCount })}
          {row.rating && (
            <>
              {' '}
              <Dot />{' '}
              <RatingStars score={row.rating.score} label={ratingLabel(t, row.rating.score)} />
            </>
          )}
        </Muted>
        {/* What people wrote: shown as written, in its own language. */}
        {row.match ? (
          <Clip data-user-content="">
            {t('review.results.match')}
            <Highlight text={row.match} term={keyword} />
          </Clip>
        ) : (
          lastText && (
            <Clip data-user-content="">{t('review.results.last', { text: lastText })}</Clip>
          )
        )}
      </Lines>
    </RowLink>
  );
});
