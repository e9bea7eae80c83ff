import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { toast } from '@/components/toast';
import { TranscriptDownload } from '@/features/chat';
import { describeFailure, type ApiClient } from '@/lib/api-client';
import { isEmailAddress } from '@/lib/contract';
import { useVisitorWrites } from '../api/writes';
import { fieldControl } from '@/components/field';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  label {
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
  input {
    ${fieldControl}
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  input {
    flex: 1 1 200px;
  }
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

export interface TranscriptExportProps {
  api: ApiClient;
  sessionId: string;
}

/** One of the visitor's conversations as a file: saved here, or sent to their e-mail. */
export function TranscriptExport({ api, sessionId }: TranscriptExportProps) {
  const { t } = useTranslation();
  const writes = useVisitorWrites(api);
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<'emailRequired' | 'invalidEmail'>();
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    // SPEC §5's e-mail pattern, the rule the server checks again.
    const found = !address ? 'emailRequired' : isEmailAddress(address) ? undefined : 'invalidEmail';
    setProblem(found);
    if (found) return document.getElementById(`${id}-email`)?.focus();
    setSending(true);
    try {
      await writes.mailTranscript(sessionId, address);
      toast.success(t('transcript.sent', { email: address }));
      setEmail('');
    } catch (error) {
      toast.error(describeFailure(error, t as never));
    } finally {
      setSending(false);
    }
  };

  return (
    <Panel>
      <TranscriptDownload block load={(tz) => writes.transcriptFile(sessionId, tz)} />
      <Form onSubmit={(e) => void send(e)} noValidate aria-label={t('transcript.send')}>
        <label htmlFor={`${id}-email`}>{t('transcript.email')}</label>
        <Row>
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('transcript.emailHint')}
            value={email}
            aria-invalid={!!problem}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" disabled={sending} aria-busy={sending}>
            {sending ? t('transcript.sending') : t('transcript.send')}
          </Button>
        </Row>
        {problem && (
          <Problem id={`${id}-problem`} role="alert">
            {t(`transcript.${problem}`)}
          </Problem>
        )}
      </Form>
    </Panel>
  );
}
