import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { useFailureText } from '@/lib/api-client';
import { useReviewCalls } from '../api/review-calls';
import { useReviewer } from '../model/reviewer';
import { ErrorText, Field, Muted } from './review.styles';

const Card = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: min(100% - 32px, 360px);
  margin: ${({ theme }) => theme.space[8]} auto;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.xl};
  }
`;

/**
 * A compact sign-in for supervisors (reviewApi.login; it puts nobody online). The engineer console has no
 * shared sign-in yet, so the review keeps its own small form.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const id = useId();
  const { signIn } = useReviewCalls();
  const expired = useReviewer((s) => s.reason === 'expired');
  const [error, setError] = useState<string>();
  const failure = useFailureText();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const account = String(data.get('account') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!account || !password) return setError(t('review.signIn.required'));
    setBusy(true);
    setError(undefined);
    try {
      await signIn(account, password);
    } catch (err) {
      setError(failure(err));
      setBusy(false);
    }
  };

  const notice = error ?? (expired ? t('review.signIn.expired') : undefined);
  return (
    <Card
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-describedby={notice ? `${id}-error` : `${id}-hint`}
      noValidate
    >
      <h2 id={`${id}-title`}>{t('review.signIn.title')}</h2>
      <Muted id={`${id}-hint`}>{t('review.signIn.hint')}</Muted>
      <Field>
        <label htmlFor={`${id}-account`}>{t('review.signIn.account')}</label>
        <input
          id={`${id}-account`}
          name="account"
          autoComplete="username"
          autoCapitalize="none"
          autoFocus
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-password`}>{t('review.signIn.password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
        />
      </Field>
      {notice && (
        <ErrorText id={`${id}-error`} role="alert">
          {notice}
        </ErrorText>
      )}
      <Button type="submit" block disabled={busy}>
        {t(busy ? 'review.signIn.submitting' : 'review.signIn.submit')}
      </Button>
    </Card>
  );
}
