import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { useFailureText } from '@/lib/api-client';
import type { EngineerConsole } from '../model/engineer-console';
import { fieldControl } from '@/components/field';

const Wrap = styled.div`
  flex: 1;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
`;

const Card = styled.form`
  width: min(100%, 380px);
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.xl};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  input {
    ${fieldControl}
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** Demo and dev builds run on the mocks, whose seeded engineer is demo / demo123. */
const SHOW_DEMO_HINT = import.meta.env.DEV || import.meta.env.MODE === 'demo';

export interface LoginFormProps {
  controller: EngineerConsole;
  /** The previous login ran out (401, invalid identity). @default false */
  expired?: boolean;
  onLoggedIn?: () => void;
}

/** Account and password; errors stay next to the form, focus goes to the first problem. */
export function LoginForm({ controller, expired = false, onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const reason = useFailureText();
  const id = useId();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const account = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);

  useEffect(() => account.current?.focus(), []);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const name = String(data.get('account') ?? '').trim();
    const secret = String(data.get('password') ?? '');
    if (!name || !secret) {
      setError(t('console.login.required'));
      (name ? password : account).current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await controller.login(name, secret);
      onLoggedIn?.();
    } catch (err) {
      setError(t('console.errors.login', { reason: reason(err) }));
      password.current?.select();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Wrap>
      <Card
        onSubmit={submit}
        noValidate
        aria-labelledby={`${id}-h`}
        aria-describedby={`${id}-intro`}
      >
        <Heading id={`${id}-h`}>{t('console.login.heading')}</Heading>
        <Muted id={`${id}-intro`}>{t('console.login.intro')}</Muted>
        {expired && <Banner tone="warning">{t('console.login.expired')}</Banner>}
        <Field>
          {t('console.login.account')}
          <input
            ref={account}
            name="account"
            autoComplete="username"
            autoCapitalize="none"
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-err` : undefined}
          />
        </Field>
        <Field>
          {t('console.login.password')}
          <input
            ref={password}
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-err` : undefined}
          />
        </Field>
        {error && (
          <ErrorText id={`${id}-err`} role="alert">
            {error}
          </ErrorText>
        )}
        <Button type="submit" block disabled={busy}>
          {busy ? t('console.login.submitting') : t('console.login.submit')}
        </Button>
        {SHOW_DEMO_HINT && <Muted>{t('console.login.demoHint')}</Muted>}
      </Card>
    </Wrap>
  );
}
