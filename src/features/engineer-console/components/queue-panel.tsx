import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from '@/components/avatar';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Dot } from '@/components/separator';
import { useConsoleStore } from '../model/console-store';
import type { ApiClient } from '@/lib/api-client';
import type { EngineerConsole } from '../model/engineer-console';
import type { WaitingVisitor } from '../model/types';
import { ListSection } from './list-state';
import { PreChatAnswersList } from './pre-chat-answers';
import { Muted, OneLine, SmallPreview, SmallText, VisuallyHidden } from './panel.styles';

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 2px;
`;

const Accept = styled(Button)`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** Refreshes "waited N minutes" once a minute without a request. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Waiting({
  visitor,
  now,
  api,
  onAccept,
}: {
  visitor: WaitingVisitor;
  now: number;
  api: ApiClient;
  onAccept: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const minutes = Math.max(0, Math.floor((now - Date.parse(visitor.waitingSince)) / 60_000));
  return (
    <Item>
      <Avatar name={visitor.visitorName} size="sm" />
      <Text>
        <OneLine>{visitor.visitorName}</OneLine>
        <PreChatAnswersList answers={visitor.preChat} api={api} compact />
        {/* Two lines to decide on; the hover title reads further before accepting. */}
        {visitor.firstMessage && (
          <SmallPreview data-user-content="" text={visitor.firstMessage} titled />
        )}
        <SmallText>
          {t('console.queue.skill', { code: visitor.queueCode })} <Dot />
          {t('console.queue.waited', {
            time:
              minutes < 1
                ? t('console.queue.underMinute')
                : t('console.queue.minutes', { count: minutes }),
          })}
        </SmallText>
      </Text>
      <Accept
        aria-label={t('console.queue.acceptLabel', { name: visitor.visitorName })}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void onAccept().finally(() => setBusy(false));
        }}
      >
        {busy ? t('console.queue.accepting') : t('console.queue.accept')}
      </Accept>
    </Item>
  );
}

/** The engineer's queue (consoleApi.waiting, polled) with its count and the Accept action. */
export function QueuePanel({
  controller,
  announcement,
}: {
  controller: EngineerConsole;
  /** New visitors, read out politely by screen readers. */
  announcement: string;
}) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const waiting = useConsoleStore((s) => s.waiting);
  const state = useConsoleStore((s) => s.waitingState);
  const centre = useConsoleStore((s) => s.centreWaiting);
  return (
    <ListSection
      title={t('console.queue.heading')}
      badge={
        <Badge
          count={waiting.length}
          showZero
          tone={waiting.length ? 'brand' : 'neutral'}
          label={t('console.queue.count', { count: waiting.length })}
        />
      }
      before={
        <>
          <VisuallyHidden role="status" aria-live="polite">
            {announcement}
          </VisuallyHidden>
          {centre !== undefined && <Muted>{t('console.queue.centre', { count: centre })}</Muted>}
        </>
      }
      state={state}
      count={waiting.length}
      texts={{
        loading: t('console.queue.loading'),
        error: t('console.queue.error'),
        empty: t('console.queue.empty'),
        retry: t('console.queue.retry'),
      }}
      onRetry={() => void controller.refreshWaiting()}
    >
      {waiting.map((visitor) => (
        <Waiting
          key={visitor.sessionId}
          visitor={visitor}
          now={now}
          api={controller.api}
          onAccept={() => controller.accept(visitor.sessionId)}
        />
      ))}
    </ListSection>
  );
}
