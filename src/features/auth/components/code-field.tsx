import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { CODE_LENGTH, maskAccount } from '../model/login-form';
import { useCountdown } from '../hooks/use-countdown';
import { TextField } from './text-field';

export interface CodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The account to send the code to, or undefined when it is not valid (the form says why). */
  account: () => string | undefined;
  /**
   * Sends the code; resolves with when another may be asked for and, on a demo (which sends
   * nothing), the code to show.
   */
  send: (account: string) => Promise<{ resendAt: number; shownCode?: string }>;
  /** Turns a failed send into words. */
  describe: (error: unknown) => string;
  /** Called once a code is on its way, e.g. to move focus to the input. */
  onSent?: () => void;
}

const SendButton = styled(Button)`
  flex: none;
  min-width: 8.5em;
  padding: 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** The one-time code input and its send button with the resend countdown. */
export function CodeField({
  id,
  value,
  onChange,
  error,
  inputRef,
  account,
  send,
  describe,
  onSent,
}: CodeFieldProps) {
  const { t } = useTranslation();
  const [deadline, setDeadline] = useState<number>();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [sendError, setSendError] = useState<string>();
  const [shownCode, setShownCode] = useState<string>();
  const left = useCountdown(deadline);

  const onSend = async () => {
    const to = account();
    if (!to || sending) return;
    setSending(true);
    setSendError(undefined);
    try {
      const sent = await send(to);
      setDeadline(sent.resendAt);
      setShownCode(sent.shownCode);
      setSentTo(to);
      onSent?.();
    } catch (failure) {
      setSentTo(undefined);
      setSendError(describe(failure));
      // To the field the failure is told on (its description), not lost with the button that
      // was disabled while sending.
      document.getElementById(id)?.focus();
    } finally {
      setSending(false);
    }
  };

  const label = sending
    ? t('auth.sending')
    : left > 0
      ? t('auth.resendIn', { seconds: left })
      : sentTo
        ? t('auth.resend')
        : t('auth.sendCode');

  return (
    <TextField
      id={id}
      ref={inputRef}
      label={t('auth.fields.code')}
      placeholder={t('auth.fields.codePlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error ?? sendError}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      enterKeyHint="done"
      status={
        !sentTo
          ? ''
          : shownCode
            ? t('auth.codeShown', { code: shownCode })
            : t('auth.codeSent', { account: maskAccount(sentTo) })
      }
      action={
        <SendButton
          variant="secondary"
          onClick={() => void onSend()}
          disabled={sending || left > 0}
        >
          {label}
        </SendButton>
      }
    />
  );
}
