import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { toast } from '@/components/toast';
import { describeFailure, type ApiClient } from '@/lib/api-client';
import { SMS_MAX_LENGTH, validateSms, type SmsProblem } from '../model/tools';
import { useConsoleWrites } from '../api/console-calls';
import { fieldControl, textAreaControl } from '@/components/field';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  label {
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
  input {
    ${fieldControl}
  }
  textarea {
    ${textAreaControl}
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

const Counter = styled.span`
  justify-self: end;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
`;

export interface SmsDialogProps {
  api: ApiClient;
  /** The conversation the message is about (the server checks the engineer serves it). */
  sessionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The conversation it is about; the text starts with a greeting to that visitor. */
  visitorName?: string;
}

/**
 * engineer_helper.send_short_message: validated here and again by the server (consoleApi.sms),
 * which queues it for its SMS gateway.
 */
export function SmsDialog({ api, sessionId, open, onOpenChange, visitorName }: SmsDialogProps) {
  const { t } = useTranslation();
  const writes = useConsoleWrites(api);
  const id = useId();
  const [phone, setPhone] = useState('');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<{ phone?: SmsProblem; text?: SmsProblem }>({});
  const message = (p: SmsProblem) =>
    p === 'phoneInvalid'
      ? t('console.tools.sms.phoneInvalid')
      : p === 'textRequired'
        ? t('console.tools.sms.textRequired')
        : t('console.tools.sms.textTooLong', { max: SMS_MAX_LENGTH });

  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateSms(phone, text);
    setProblems(found);
    if (found.phone || found.text) {
      document.getElementById(found.phone ? `${id}-phone` : `${id}-text`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const sent = await writes.sms(sessionId, phone.replace(/[\s-]/g, ''), text.trim());
      toast.success(t('console.tools.sms.queued', { phone: sent.phone }));
      setText('');
      onOpenChange(false);
    } catch (error) {
      toast.error(describeFailure(error, t as never));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content aria-describedby={`${id}-desc`}>
        <Dialog.Title>{t('console.tools.sms.title')}</Dialog.Title>
        <Dialog.Description id={`${id}-desc`}>
          {visitorName ? `${visitorName} · ` : ''}
          {t('console.tools.sms.description')}
        </Dialog.Description>
        <Form onSubmit={submit} noValidate>
          <Field>
            <label htmlFor={`${id}-phone`}>{t('console.tools.sms.phone')}</label>
            <input
              id={`${id}-phone`}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={phone}
              aria-invalid={!!problems.phone}
              aria-describedby={problems.phone ? `${id}-phone-p` : undefined}
              onChange={(e) => setPhone(e.target.value)}
            />
            {problems.phone && <Problem id={`${id}-phone-p`}>{message(problems.phone)}</Problem>}
          </Field>
          <Field>
            <label htmlFor={`${id}-text`}>{t('console.tools.sms.text')}</label>
            <textarea
              id={`${id}-text`}
              rows={4}
              value={text}
              aria-invalid={!!problems.text}
              aria-describedby={`${id}-count${problems.text ? ` ${id}-text-p` : ''}`}
              onChange={(e) => setText(e.target.value)}
            />
            <Counter id={`${id}-count`}>
              {t('console.tools.sms.counter', {
                count: [...text.trim()].length,
                max: SMS_MAX_LENGTH,
              })}
            </Counter>
            {problems.text && <Problem id={`${id}-text-p`}>{message(problems.text)}</Problem>}
          </Field>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="secondary">{t('console.tools.sms.cancel')}</Button>
            </Dialog.Close>
            <Button type="submit" disabled={busy}>
              {t('console.tools.sms.submit')}
            </Button>
          </Dialog.Footer>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
