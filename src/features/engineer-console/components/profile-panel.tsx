import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from '@/components/avatar';
import { Dot } from '@/components/separator';
import type { ApiClient } from '@/lib/api-client';
import { useVisitorProfile } from '../api/visitor-profile';
import type { ConsoleSession } from '../model/types';
import { Muted, SectionTitle, SmallPreview } from './panel.styles';
import { answered, PreChatAnswersList } from './pre-chat-answers';
import { formatLocalDate } from '@/lib/format';
import { Facts } from '@/components/facts';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

const Note = styled(Muted)`
  padding: 0;
`;

const dateTime = (iso: string, language: string) => formatLocalDate(iso, language, 'fullDayTime');

const Past = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  li {
    display: grid;
    gap: 2px;
    padding-bottom: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/**
 * Who the visitor is: what the session carries (queue, start, product) and, from
 * consoleApi.visitor, ucenter/info's fields, past conversations and service orders.
 */
export function ProfilePanel({ session, api }: { session: ConsoleSession; api?: ApiClient }) {
  const { t, i18n } = useTranslation();
  const { profile, failed, loading } = useVisitorProfile(api, session.cubeUid);
  return (
    <Wrap>
      <Top>
        <Avatar name={session.visitorName} src={session.avatar || undefined} size="md" />
        {session.visitorName}
      </Top>
      <Facts>
        {profile?.name && (
          <>
            <dt>{t('console.profile.realName')}</dt>
            <dd translate="no">{profile.name}</dd>
          </>
        )}
        {profile?.phone && (
          <>
            <dt>{t('console.profile.phone')}</dt>
            <dd>{profile.phone}</dd>
          </>
        )}
        {profile?.verifiedUserId && (
          <>
            <dt>{t('console.profile.verified')}</dt>
            <dd translate="no">{profile.verifiedUserId}</dd>
          </>
        )}
        <dt>{t('console.profile.id')}</dt>
        <dd>{session.cubeUid}</dd>
        <dt>{t('console.profile.queue')}</dt>
        <dd>{session.queueCode || t('console.profile.noQueue')}</dd>
        <dt>{t('console.profile.started')}</dt>
        <dd>{dateTime(session.startedAt, i18n.language)}</dd>
        <dt>{t('console.profile.product')}</dt>
        <dd>
          {session.product
            ? t('console.profile.productValue', {
                name: session.product.name,
                id: session.product.markId,
              })
            : t('console.profile.noProduct')}
        </dd>
      </Facts>
      {answered(session.preChat).length > 0 && (
        <>
          <SectionTitle as="h3">{t('console.preChat.heading')}</SectionTitle>
          <PreChatAnswersList answers={session.preChat} api={api} />
        </>
      )}
      <SectionTitle as="h3">{t('console.profile.history')}</SectionTitle>
      {loading ? (
        <Note>{t('app.loading')}</Note>
      ) : failed || !profile ? (
        <Note>{t('console.profile.historyFailed')}</Note>
      ) : (
        <Past aria-label={t('console.profile.history')}>
          {profile.sessions.map((s) => (
            <li key={s.id}>
              <span>
                {s.startedAt ? dateTime(s.startedAt, i18n.language) : ''}{' '}
                {s.id === session.sessionId
                  ? t('console.profile.current')
                  : (s.title ?? t('console.profile.robot'))}
              </span>
              {/* Two lines, so a pasted log cannot fill the panel; the title reads further. */}
              {s.lastMessage && <SmallPreview data-user-content="" text={s.lastMessage} titled />}
            </li>
          ))}
        </Past>
      )}
      {profile && profile.tickets.length > 0 && (
        <>
          <SectionTitle as="h3">{t('console.profile.tickets')}</SectionTitle>
          <Past aria-label={t('console.profile.tickets')}>
            {profile.tickets.map((ticket) => (
              <li key={ticket.ticket_no}>
                <span>{ticket.title}</span>
                <small>
                  {ticket.ticket_no} <Dot /> {ticket.status}
                </small>
              </li>
            ))}
          </Past>
        </>
      )}
    </Wrap>
  );
}
