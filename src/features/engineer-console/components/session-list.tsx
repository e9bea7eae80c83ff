import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Avatar } from '@/components/avatar';
import { Badge } from '@/components/badge';
import { useConsoleStore } from '../model/console-store';
import type { ConsoleSession } from '../model/types';
import { ListSection } from './list-state';
import { OneLine, SmallPreview, SmallText } from './panel.styles';

const Row = styled.button<{ $current: boolean; $ended: boolean }>`
  width: 100%;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 56px;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  /* An ended conversation sits on a muted ground (and says 已结束); its text keeps its contrast. */
  background: ${({ theme, $ended }) => ($ended ? theme.colors.surfaceMuted : 'transparent')};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${({ $current, theme }) =>
    $current &&
    css`
      background: ${theme.colors.surface};
      border-color: ${theme.colors.brand};
      box-shadow: inset 3px 0 0 ${theme.colors.brand};
    `}
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 2px;
`;

const Tag = styled.span`
  flex: none;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

function SessionRow({
  session,
  current,
  unread,
  onSelect,
}: {
  session: ConsoleSession;
  current: boolean;
  unread: number;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <Row
        type="button"
        $current={current}
        $ended={!!session.ended}
        aria-current={current ? 'true' : undefined}
        data-session-row={session.sessionId}
        onClick={onSelect}
      >
        <Avatar name={session.visitorName} src={session.avatar || undefined} size="sm" />
        <Text>
          <OneLine>{session.visitorName}</OneLine>
          {/* One line: the conversation itself, a click away, holds the whole message. */}
          {session.lastMessage ? (
            <SmallPreview data-user-content="" text={session.lastMessage} lines={1} />
          ) : (
            <SmallText>{t('console.sessions.noMessage')}</SmallText>
          )}
        </Text>
        {session.ended && <Tag>{t('console.sessions.ended')}</Tag>}
        {unread > 0 && (
          <Badge count={unread} label={t('console.sessions.unread', { count: unread })} />
        )}
      </Row>
    </li>
  );
}

/** The conversations the engineer serves, unread counts on each; selecting opens one. */
export function SessionList({ onSelect }: { onSelect: (sessionId: string) => void }) {
  const { t } = useTranslation();
  const sessions = useConsoleStore((s) => s.sessions);
  const state = useConsoleStore((s) => s.sessionsState);
  const unread = useConsoleStore((s) => s.unread);
  const selectedId = useConsoleStore((s) => s.selectedId);
  return (
    <ListSection
      title={t('console.sessions.heading')}
      badge={
        sessions.length > 0 && (
          <Badge count={sessions.length} tone="neutral" label={String(sessions.length)} />
        )
      }
      state={state}
      count={sessions.length}
      texts={{
        loading: t('console.sessions.loading'),
        error: t('console.sessions.error'),
        empty: t('console.sessions.empty'),
      }}
    >
      {sessions.map((session) => (
        <SessionRow
          key={session.sessionId}
          session={session}
          current={session.sessionId === selectedId}
          unread={unread[session.sessionId] ?? 0}
          onSelect={() => onSelect(session.sessionId)}
        />
      ))}
    </ListSection>
  );
}
