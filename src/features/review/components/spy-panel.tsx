import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { toast } from '@/components/toast';
import { WHISPER_MAX, type ReviewedSession, type Whisper } from '@/lib/contract';
import { useFailureText } from '@/lib/api-client';
import { useReviewCalls } from '../api/review-calls';
import { ErrorText, fieldStyle, Muted } from './review.styles';
import { formatLocalDate } from '@/lib/format';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

const Row = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  input {
    ${fieldStyle}
    flex: 1;
    min-height: 44px;
  }
`;

const Sent = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 84px;
  overflow-y: auto;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
  time {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const clock = (iso: string, language: string) => formatLocalDate(iso, language, 'clock');

export interface SpyPanelProps {
  session: ReviewedSession;
  whispers: readonly Whisper[];
  /** A whisper went out: fetch the transcript now so it shows at once. */
  onSent: () => void;
}

/**
 * SPEC §7 spy-on: a whisper (content, to = the session's engineer, sessionId) that only the
 * engineer receives. The server takes the sender from the token, never from the body.
 */
export function SpyPanel({ session, whispers, onSent }: SpyPanelProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const failure = useFailureText();
  const [busy, setBusy] = useState(false);
  const reviewCalls = useReviewCalls();
  const engineer = session.engineer;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!engineer) return;
    const content = text.trim();
    if (!content) return setError(t('review.spy.empty'));
    setBusy(true);
    setError(undefined);
    try {
      await reviewCalls.whisper({ content, to: engineer.code, sessionId: session.id });
      setText('');
      toast.success(t('review.spy.sent', { name: engineer.name }));
      onSent();
    } catch (err) {
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('review.spy.title')}</h3>
      {!engineer ? (
        <Muted>{t('review.spy.noEngineer')}</Muted>
      ) : (
        <>
          <Muted id={`${id}-hint`}>{t('review.spy.hint', { name: engineer.name })}</Muted>
          <Row onSubmit={submit} noValidate>
            <input
              aria-label={t('review.spy.label')}
              aria-describedby={error ? `${id}-error` : `${id}-hint`}
              aria-invalid={error ? true : undefined}
              placeholder={t('review.spy.placeholder')}
              maxLength={WHISPER_MAX}
              enterKeyHint="send"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <Button type="submit" disabled={busy}>
              {t(busy ? 'review.spy.sending' : 'review.spy.send')}
            </Button>
          </Row>
          {error && (
            <ErrorText id={`${id}-error`} role="alert">
              {error}
            </ErrorText>
          )}
        </>
      )}
      {whispers.length > 0 && (
        <Sent aria-label={t('review.spy.history')}>
          {whispers.map((w) => (
            <li key={w.id}>
              <time dateTime={w.sentAt}>{clock(w.sentAt, i18n.language)}</time>
              <span>{w.content}</span>
            </li>
          ))}
        </Sent>
      )}
    </Panel>
  );
}
