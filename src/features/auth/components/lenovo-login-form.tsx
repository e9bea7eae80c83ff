import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useErrorReason } from '../hooks/use-failure-text';
import type { LoginAction } from '../hooks/use-login-action';
import type { LoginContext } from '../hooks/use-login-context';
import { loginWithLenovoAccount, sendCode } from '../model/login-flow';
import {
  normaliseAccount,
  validateCode,
  validateLenovoAccount,
  type FieldError,
} from '../model/login-form';
import { CodeField } from './code-field';
import { Form, LinkButton } from './login-screen.styles';
import { TextField } from './text-field';

export interface LenovoLoginFormProps {
  ctx: LoginContext;
  action: LoginAction;
}

type Errors = { account?: FieldError; secret?: FieldError };

/**
 * A Lenovo account at the user center: by password (/v2/login) or by a one-time code
 * (/v2/login/quick). Its st ticket then goes through the unified login.
 */
export function LenovoLoginForm({ ctx, action }: LenovoLoginFormProps) {
  const { t } = useTranslation();
  const describe = useErrorReason();
  const [byCode, setByCode] = useState(false);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const accountRef = useRef<HTMLInputElement>(null);
  const secretRef = useRef<HTMLInputElement>(null);

  const secretError = (value: string) =>
    byCode ? validateCode(value) : value ? undefined : ('passwordRequired' as const);

  const checkedAccount = (): string | undefined => {
    const error = validateLenovoAccount(account);
    setErrors((e) => ({ ...e, account: error }));
    if (error) {
      accountRef.current?.focus();
      return undefined;
    }
    return normaliseAccount(account);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      account: validateLenovoAccount(account),
      secret: secretError(byCode ? code : password),
    };
    setErrors(next);
    if (next.account) return accountRef.current?.focus();
    if (next.secret) return secretRef.current?.focus();
    void action.run((target) =>
      loginWithLenovoAccount(
        ctx.deps,
        byCode
          ? { account, code, location: ctx.location }
          : { account, password, location: ctx.location },
        target,
      ),
    );
  };

  const text = (error: FieldError | undefined) => (error ? t(`auth.errors.${error}`) : undefined);

  return (
    <Form noValidate onSubmit={submit} aria-label={t('auth.methods.lenovo')}>
      <TextField
        id="login-lenovo"
        ref={accountRef}
        label={t('auth.fields.account')}
        placeholder={t('auth.fields.accountPlaceholder')}
        value={account}
        onChange={(e) => {
          setAccount(e.target.value);
          if (errors.account)
            setErrors((x) => ({ ...x, account: validateLenovoAccount(e.target.value) }));
        }}
        error={text(errors.account)}
        autoComplete="username"
        autoCapitalize="off"
        enterKeyHint="next"
      />
      {byCode ? (
        <CodeField
          id="login-lenovo-code"
          inputRef={secretRef}
          value={code}
          onChange={(value) => {
            setCode(value);
            if (errors.secret) setErrors((x) => ({ ...x, secret: validateCode(value) }));
          }}
          error={text(errors.secret)}
          account={checkedAccount}
          send={(to) => sendCode(ctx.deps, to)}
          describe={(error) => t('auth.errors.sendFailed', { reason: describe(error) })}
          onSent={() => {
            // The code is on its way: asking for it again would only nag.
            setErrors((x) => ({ ...x, secret: undefined }));
            secretRef.current?.focus();
          }}
        />
      ) : (
        <TextField
          id="login-lenovo-password"
          ref={secretRef}
          label={t('auth.fields.password')}
          placeholder={t('auth.fields.passwordPlaceholder')}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (errors.secret)
              setErrors((x) => ({ ...x, secret: e.target.value ? undefined : 'passwordRequired' }));
          }}
          error={text(errors.secret)}
          type="password"
          autoComplete="current-password"
          enterKeyHint="done"
        />
      )}
      <LinkButton
        type="button"
        onClick={() => {
          setByCode((v) => !v);
          setErrors((x) => ({ ...x, secret: undefined }));
        }}
      >
        {byCode ? t('auth.usePassword') : t('auth.useCode')}
      </LinkButton>
      <Button type="submit" block aria-busy={action.busy || undefined}>
        {action.busy ? t('auth.submitting') : t('auth.submit')}
      </Button>
    </Form>
  );
}
