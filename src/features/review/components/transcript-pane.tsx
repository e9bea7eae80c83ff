import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { StatusView } from '@/components/status-view';
import { toast } from '@/components/toast';
import { Conversation, TranscriptDownload } from '@/features/chat';
import { isApiError, useFailureText } from '@/lib/api-client';
import type { ChatMessage, ReviewedSession } from '@/lib/contract';
import { useReviewCalls } from '../api/review-calls';
import { useTranscript } from '../hooks/use-transcript';
import { SpyPanel } from './spy-panel';
import { TranscriptHeader } from './transcript-header';

const Log = styled(Conversation)`
  flex: 1;
  min-height: 0;
`;

const Centre = styled.div`
  flex: 1;
  display: grid;
  place-items: center;
`;

/** The service side (engineer, robot) on the right, as the engineer saw it; the visitor left. */
const serviceSide = (m: ChatMessage) => m.authorRole !== 'user';

export interface TranscriptPaneProps {
  sessionId: string;
  skills: ReadonlyMap<string, string>;
  /** Phone: back to the list (the heading takes focus when the pane opens). */
  onBack?: () => void;
  /** The session as the latest poll saw it, so its row in the list stays current. */
  onSession?: (session: ReviewedSession) => void;
}

/** A session's transcript with images and files; a live one is watched and can be whispered into. */
export function TranscriptPane({ sessionId, skills, onBack, onSession }: TranscriptPaneProps) {
  const { t } = useTranslation();
  const transcript = useTranscript(sessionId);
  const reviewCalls = useReviewCalls();
  const failure = useFailureText();
  const heading = useRef<HTMLHeadingElement>(null);
  const { status, session } = transcript;
  const focusOnOpen = !!onBack;
  useEffect(() => {
    if (focusOnOpen && status === 'ok') heading.current?.focus();
  }, [focusOnOpen, status, sessionId]);
  useEffect(() => {
    if (session) onSession?.(session);
  }, [session, onSession]);
  const { loadOlder } = transcript;
  const onLoadOlder = useCallback(
    () =>
      loadOlder().catch((error: unknown) => {
        toast.error(failure(error));
      }),
    [loadOlder, failure],
  );

  if (status === 'error') {
    const missing = isApiError(transcript.error) && transcript.error.status === 404;
    return (
      <StatusView
        tone="error"
        autoFocus={focusOnOpen}
        title={t(missing ? 'review.transcript.notFound' : 'review.transcript.error')}
        actions={
          <>
            {onBack && (
              <Button variant="secondary" onClick={onBack}>
                {t('review.transcript.back')}
              </Button>
            )}
            {!missing && <Button onClick={transcript.retry}>{t('review.results.retry')}</Button>}
          </>
        }
      />
    );
  }
  if (status === 'loading' || !session)
    return (
      <Centre>
        <Spinner label={t('review.transcript.loading')} showLabel />
      </Centre>
    );
  return (
    <>
      <TranscriptHeader
        ref={heading}
        session={session}
        skills={skills}
        onBack={onBack}
        liveError={transcript.liveError}
        actions={<TranscriptDownload load={(tz) => reviewCalls.transcriptFile(sessionId, tz)} />}
      />
      <Log
        messages={transcript.messages}
        isOwn={serviceSide}
        galleryId="review"
        hasMore={transcript.hasMore}
        onLoadOlder={onLoadOlder}
        historyLoadedAt={transcript.loadedAt}
      />
      {session.state !== 'closed' && (
        <SpyPanel session={session} whispers={transcript.whispers} onSent={transcript.refresh} />
      )}
    </>
  );
}
