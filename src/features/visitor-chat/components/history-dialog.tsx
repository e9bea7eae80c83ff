import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog } from '@/components/dialog';
import { Dot } from '@/components/separator';
import { Spinner } from '@/components/spinner';
import { fromHistory, type ChatMessage } from '@/features/chat';
import type { ApiClient } from '@/lib/api-client';
import { ownApi } from '@/lib/contract';
import { useResource } from '@/lib/resource';
import { LoadFailed } from './load-failed';
import { Transcript } from './transcript';
import { TranscriptExport } from './transcript-export';
import { formatLocalDate } from '@/lib/format';

const Item = styled.button`
  display: grid;
  width: 100%;
  gap: 2px;
  padding: ${({ theme }) => theme.space[3]} 0;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: none;
  text-align: start;
  cursor: pointer;
  font: inherit;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const dateTime = (iso: string | undefined, language: string) =>
  formatLocalDate(iso, language, 'medium');

/** SPEC §7 past sessions and each session's messages, read-only. */
export function HistoryDialog({
  api,
  open,
  onOpenChange,
}: {
  api: ApiClient;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<string>();
  const [sessions, retrySessions] = useResource(open ? 'sessions' : undefined, () =>
    api.call(ownApi.sessionList, { query: { page: 1, size: 20 } }),
  );
  const [transcript, retryTranscript] = useResource(
    chosen ? `transcript:${chosen}` : undefined,
    (): Promise<ChatMessage[]> =>
      api
        .call(ownApi.sessionMessages, { params: { id: chosen! }, query: { size: 200 } })
        .then((page) =>
          page.data.map((m) => fromHistory(m, chosen!)).filter((m) => m !== undefined),
        ),
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setChosen(undefined);
      }}
    >
      <Dialog.Content>
        <Dialog.Title>{t('visitor.actions.history')}</Dialog.Title>
        <Dialog.Body>
          {chosen ? (
            transcript.status === 'error' ? (
              <LoadFailed error={transcript.error} onRetry={retryTranscript} />
            ) : transcript.status === 'ok' ? (
              <Transcript
                messages={transcript.data}
                actions={<TranscriptExport api={api} sessionId={chosen} />}
                onBack={() => setChosen(undefined)}
              />
            ) : (
              <Spinner label={t('app.loading')} />
            )
          ) : sessions.status === 'error' ? (
            <LoadFailed error={sessions.error} onRetry={retrySessions} />
          ) : !sessions.data ? (
            <Spinner label={t('app.loading')} />
          ) : sessions.data.length === 0 ? (
            <p>{t('history.empty')}</p>
          ) : (
            sessions.data.map((s) => (
              <Item key={s.id} type="button" onClick={() => setChosen(s.id)}>
                <span>{s.name ?? t('history.robotSession')}</span>
                <small>
                  {dateTime(s.start_time, i18n.language)} <Dot /> {s.last_message ?? ''}
                </small>
              </Item>
            ))
          )}
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
