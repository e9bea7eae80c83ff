import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog } from '@/components/dialog';
import { Dot } from '@/components/separator';
import { Spinner } from '@/components/spinner';
import { RatingStars } from '@/components/rating-stars';
import { ratingLabel } from '@/features/chat';
import type { ApiClient } from '@/lib/api-client';
import { LoadFailed } from './load-failed';
import { Transcript } from './transcript';
import { TranscriptExport } from './transcript-export';
import { RatingForm } from './rating-form';
import type { PastSession } from '@/lib/contract';
import { formatLocalDate } from '@/lib/format';
import { usePastSessions, usePastTranscript } from '../api/reads';
import { ratingPrompts } from '../model/rating-prompts';

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

const RatingBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

/** A past conversation's rating: given (its stars), still open (the form), or none to give. */
function HistoryRating({
  api,
  item,
  onRated,
}: {
  api: ApiClient;
  item: PastSession | undefined;
  onRated: () => void;
}) {
  const { t } = useTranslation();
  if (!item || (!item.rating && !item.rateable)) return null;
  const headingId = `history-rating-${item.id}`;
  return (
    <RatingBox aria-labelledby={headingId}>
      <h3 id={headingId}>{item.rating ? t('rating.yourRating') : t('rating.rate')}</h3>
      {item.rating ? (
        <p>
          <RatingStars score={item.rating.score} /> {ratingLabel(t, item.rating.score)}
          {item.rating.comment && <q>{item.rating.comment}</q>}
        </p>
      ) : (
        <RatingForm
          api={api}
          sessionId={item.id}
          onRated={() => {
            ratingPrompts.answer(item.id);
            onRated();
          }}
        />
      )}
    </RatingBox>
  );
}

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
  const [sessions, retrySessions] = usePastSessions(api, open);
  const [transcript, retryTranscript] = usePastTranscript(api, chosen);
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
                actions={
                  <>
                    <TranscriptExport api={api} sessionId={chosen} />
                    <HistoryRating
                      api={api}
                      item={sessions.data?.find((s) => s.id === chosen)}
                      onRated={() => {
                        retrySessions();
                        retryTranscript();
                      }}
                    />
                  </>
                }
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
                <span>{s.title ?? t('history.robotSession')}</span>
                <small>
                  {dateTime(s.startedAt, i18n.language)} <Dot /> {s.lastMessage ?? ''}
                </small>
                {s.rating ? (
                  <small>
                    {t('rating.rated')}{' '}
                    <RatingStars score={s.rating.score} label={ratingLabel(t, s.rating.score)} />
                  </small>
                ) : s.rateable ? (
                  <small>{t('rating.unrated')}</small>
                ) : null}
              </Item>
            ))
          )}
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
